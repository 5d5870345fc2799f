import { createFileRoute, notFound, redirect } from "@tanstack/react-router"
import { searchOfQueryString } from "../../features/search/marketplace-search"
import { sessionQueryOptions } from "../../lib/session/queries"

/**
 * Opens a saved search by its id (a notification names the search, not its query): the search, a government
 * user's home, with the saved query string, as the saved searches page's link opens it.
 */
export const Route = createFileRoute("/search/saved_/$savedSearchId")({
  beforeLoad: async ({ context: { queryClient, trpc }, params: { savedSearchId } }) => {
    const session = await queryClient.ensureQueryData(sessionQueryOptions(trpc))
    if (!session.user.userRoles.includes("gov")) throw notFound()
    const saved = await queryClient.fetchQuery(trpc.search.savedSearch.queryOptions({ savedSearchId }))
    throw redirect({ to: "/", search: searchOfQueryString(saved.query), replace: true })
  },
})
