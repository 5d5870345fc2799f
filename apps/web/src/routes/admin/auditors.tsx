import { normalizePage } from "@ignite/contracts/page-rules"
import { createFileRoute } from "@tanstack/react-router"
import { auditorsSearchOf } from "../../features/admin-auditors/auditors-search"
import { AuditorsPage } from "../../features/admin-auditors/components/auditors-page"
import { AdminNav } from "../-components/admin-nav"
import { adminsOnly } from "../-components/role-access"

export const Route = createFileRoute("/admin/auditors")({
  // The page of the auditors list and its size live in the address.
  validateSearch: auditorsSearchOf,
  // Admins only, as the other admin screens: anyone else gets the not-found screen; the server refuses too.
  beforeLoad: adminsOnly,
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
