import { normalizePage } from "@ignite/contracts/page-rules"
import { createFileRoute } from "@tanstack/react-router"
import { RevealsPage } from "../../features/audit/components/reveals-page"
import { pageSearchSchema } from "../../ui/pagination/page-search"
import { AdminNav } from "../-components/admin-nav"
import { adminsOnly } from "../-components/role-access"

export const Route = createFileRoute("/audit/reveals")({
  // The record's page and page size live in the address.
  validateSearch: pageSearchSchema,
  // Admins only, as the other admin screens; the server refuses everyone else, auditors included.
  beforeLoad: adminsOnly,
  component: RevealsRoutePage,
})

function RevealsRoutePage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <RevealsPage
      nav={<AdminNav />}
      {...normalizePage(search)}
      onPageChange={(next) => navigate({ search: next })}
    />
  )
}
