import { createFileRoute, notFound } from "@tanstack/react-router"
import { ProjectionsPage } from "../../features/projection-control/components/projections-page"
import { sessionQueryOptions } from "../../lib/session/queries"
import { isAdmin } from "../../lib/session/roles"
import { AdminNav } from "../-components/admin-nav"

export const Route = createFileRoute("/admin/projections")({
  // Admins only, as the other admin screens: anyone else gets the not-found screen; the server refuses too.
  beforeLoad: async ({ context: { queryClient, trpc } }) => {
    const session = await queryClient.ensureQueryData(sessionQueryOptions(trpc))
    if (!isAdmin(session.user.userRoles)) throw notFound()
  },
  component: ProjectionsRoutePage,
})

function ProjectionsRoutePage() {
  return <ProjectionsPage nav={<AdminNav />} />
}
