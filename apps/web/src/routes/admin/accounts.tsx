import { normalizePage } from "@ignite/contracts/page-rules"
import { createFileRoute } from "@tanstack/react-router"
import { accountsSearchOf } from "../../features/admin-accounts/accounts-search"
import { AdminAccountsPage } from "../../features/admin-accounts/components/admin-accounts-page"
import { AdminNav } from "../-components/admin-nav"
import { adminsOnly } from "../-components/role-access"

export const Route = createFileRoute("/admin/accounts")({
  // The page, its size and the search live in the address.
  validateSearch: accountsSearchOf,
  // Admins only, as the other admin screens: anyone else gets the not-found screen; the server refuses too.
  beforeLoad: adminsOnly,
  component: AdminAccountsRoutePage,
})

function AdminAccountsRoutePage() {
  const { search = "", ...page } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AdminAccountsPage
      nav={<AdminNav />}
      {...normalizePage(page)}
      search={search}
      onChange={(next) => navigate({ search: accountsSearchOf({ ...next }), replace: true })}
    />
  )
}
