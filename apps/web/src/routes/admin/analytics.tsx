import { normalizePage } from "@ignite/contracts/page-rules"
import { createFileRoute } from "@tanstack/react-router"
import { analyticsSearchOf } from "../../features/analytics/analytics-search"
import { AnalyticsDashboard } from "../../features/analytics/components/analytics-dashboard"
import { AdminNav } from "../-components/admin-nav"
import { adminsOnly } from "../-components/role-access"

export const Route = createFileRoute("/admin/analytics")({
  // The timelines' months and the Organization Users page live in the address.
  validateSearch: analyticsSearchOf,
  // Admins only, as the other admin screens: anyone else gets the not-found screen; the server refuses too.
  beforeLoad: adminsOnly,
  component: AnalyticsRoutePage,
})

function AnalyticsRoutePage() {
  const { from, to, ...page } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AnalyticsDashboard
      nav={<AdminNav />}
      range={{ from, to }}
      onRangeChange={({ from, to }) =>
        navigate({ search: (previous) => analyticsSearchOf({ ...previous, from, to }), replace: true })
      }
      {...normalizePage(page)}
      onPageChange={(next) => navigate({ search: (previous) => analyticsSearchOf({ ...previous, ...next }) })}
    />
  )
}
