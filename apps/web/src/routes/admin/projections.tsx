import { createFileRoute } from "@tanstack/react-router"
import { ProjectionsPage } from "../../features/projection-control/components/projections-page"
import { AdminNav } from "../-components/admin-nav"
import { adminsOnly } from "../-components/role-access"

export const Route = createFileRoute("/admin/projections")({
  // Admins only, as the other admin screens: anyone else gets the not-found screen; the server refuses too.
  beforeLoad: adminsOnly,
  component: ProjectionsRoutePage,
})

function ProjectionsRoutePage() {
  return <ProjectionsPage nav={<AdminNav />} />
}
