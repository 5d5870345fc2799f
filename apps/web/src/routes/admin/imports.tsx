import { createFileRoute } from "@tanstack/react-router"
import { ImportsPage } from "../../features/award-imports/components/imports-page"
import { importJobsOptions } from "../../features/award-imports/queries"
import { optionalText } from "../../lib/search-params"
import { AdminNav } from "../-components/admin-nav"
import { adminsOnly } from "../-components/role-access"

export const Route = createFileRoute("/admin/imports")({
  // The import in view, so a reload keeps following it.
  validateSearch: (search: Record<string, unknown>): { job?: string } => {
    const job = optionalText(search.job)
    return job ? { job } : {}
  },
  // Admins only: anyone else gets the not-found screen. The server refuses non-admins on its own.
  beforeLoad: adminsOnly,
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(importJobsOptions(trpc))
  },
  component: AdminImportsRoutePage,
})

function AdminImportsRoutePage() {
  const { job } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <ImportsPage
      nav={<AdminNav />}
      jobId={job}
      onJobChange={(next) => navigate({ search: { job: next }, replace: true })}
    />
  )
}
