import { createFileRoute } from "@tanstack/react-router"
import { GovEmailAllowListPage } from "../../features/govusers/components/gov-email-allow-list-page"
import { adminsOnly } from "../-components/role-access"

export const Route = createFileRoute("/admin/gov_email_allow_list")({
  // Admins only, as /admin/policies: anyone else gets the not-found screen; the server refuses them too.
  beforeLoad: adminsOnly,
  component: GovEmailAllowListPage,
})
