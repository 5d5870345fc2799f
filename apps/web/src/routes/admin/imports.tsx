import { createFileRoute, notFound } from "@tanstack/react-router"
import { ImportsPage } from "../../features/award-imports/components/imports-page"
import { importJobsOptions } from "../../features/award-imports/queries"
import { optionalText } from "../../lib/search-params"
import { sessionQueryOptions } from "../../lib/session/queries"
import { isAdmin } from "../../lib/session/roles"
import { AdminNav } from "../-components/admin-nav"

export const Route = createFileRoute("/admin/imports")({
  // The import in view, so a reload keeps following it.
  validateSearch: (search: Record<string, unknown>): { job?: string } => {
    const job = optionalText(search.job)
    return job ? { job } : {}
  },
  // Admins only: anyone else gets the not-found screen. The server refuses non-admins on its own.
  beforeLoad: async ({ context: { queryClient, trpc } }) => {
    const session = await queryClient.ensureQueryData(sessionQueryOptions(trpc))
    if (!isAdmin(session.user.userRoles)) throw notFound()
  },
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
