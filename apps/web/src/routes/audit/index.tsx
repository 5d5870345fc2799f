import { createFileRoute } from "@tanstack/react-router"
import { auditSearchOf } from "../../features/audit/audit-search"
import { AuditLogPage } from "../../features/audit/components/audit-log-page"
import { auditorsOnly } from "../-components/role-access"
import { AuditNav } from "./-components/audit-nav"

export const Route = createFileRoute("/audit/")({
  // The filters and the older page in view live in the address.
  validateSearch: auditSearchOf,
  // Auditors and admins only: anyone else gets the not-found screen; the server refuses them too.
  beforeLoad: auditorsOnly,
  component: AuditLogRoutePage,
})

function AuditLogRoutePage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AuditLogPage
      nav={<AuditNav />}
      search={search}
      onSearchChange={(next) => navigate({ search: auditSearchOf({ ...next }) })}
    />
  )
}
