import { normalizePage } from "@ignite/contracts/page-rules"
import { createFileRoute, notFound } from "@tanstack/react-router"
import { auditorsSearchOf } from "../../features/admin-auditors/auditors-search"
import { AuditorsPage } from "../../features/admin-auditors/components/auditors-page"
import { sessionQueryOptions } from "../../lib/session/queries"
import { isAdmin } from "../../lib/session/roles"
import { AdminNav } from "../-components/admin-nav"

export const Route = createFileRoute("/admin/auditors")({
  // The page of the auditors list and its size live in the address.
  validateSearch: auditorsSearchOf,
  // Admins only, as the other admin screens: anyone else gets the not-found screen; the server refuses too.
  beforeLoad: async ({ context: { queryClient, trpc } }) => {
    const session = await queryClient.ensureQueryData(sessionQueryOptions(trpc))
    if (!isAdmin(session.user.userRoles)) throw notFound()
  },
  component: AuditorsRoutePage,
})

function AuditorsRoutePage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AuditorsPage
      nav={<AdminNav />}
      {...normalizePage(search)}
      onChange={(next) => navigate({ search: auditorsSearchOf({ ...next }), replace: true })}
    />
  )
}
