import { createFileRoute, notFound } from "@tanstack/react-router"
import { UsersPage } from "../features/account-users/components/users-page"
import { accountUsersOptions } from "../features/account-users/queries"
import { companyAccountId } from "../lib/session/company-user"
import { sessionQueryOptions } from "../lib/session/queries"
import { pageSearchSchema } from "../ui/pagination/page-search"

export const Route = createFileRoute("/users")({
  // page and perPage (default 1 and 10, spec 01 §9) live in the address.
  validateSearch: pageSearchSchema,
  // Company users only (spec 01 §6): anyone else gets the not-found screen. The root gate has already
  // loaded the session; the server refuses non-members on its own.
  beforeLoad: async ({ context: { queryClient, trpc } }) => {
    const session = await queryClient.ensureQueryData(sessionQueryOptions(trpc))
    const accountId = companyAccountId(session.user)
    if (!accountId) throw notFound()
    return { accountId }
  },
  loaderDeps: ({ search: { page, perPage } }) => ({ page, perPage }),
  // Start the request with the navigation; the page shows its own spinner and error instead of blocking.
  loader: ({ context: { queryClient, trpc, accountId }, deps }) => {
    void queryClient.prefetchQuery(accountUsersOptions(trpc, accountId, deps))
  },
  component: UsersRoutePage,
})

function UsersRoutePage() {
  const { accountId } = Route.useRouteContext()
  return <UsersPage accountId={accountId} />
}
