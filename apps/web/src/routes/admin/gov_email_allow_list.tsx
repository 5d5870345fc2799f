import { createFileRoute, notFound } from "@tanstack/react-router"
import { GovEmailAllowListPage } from "../../features/govusers/components/gov-email-allow-list-page"
import { sessionQueryOptions } from "../../lib/session/queries"
import { isAdmin } from "../../lib/session/roles"

export const Route = createFileRoute("/admin/gov_email_allow_list")({
  // Admins only, as /admin/policies: anyone else gets the not-found screen; the server refuses them too.
  beforeLoad: async ({ context: { queryClient, trpc } }) => {
    const session = await queryClient.ensureQueryData(sessionQueryOptions(trpc))
    if (!isAdmin(session.user.userRoles)) throw notFound()
  },
  component: GovEmailAllowListPage,
})
