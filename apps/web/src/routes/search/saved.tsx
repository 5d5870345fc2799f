import { createFileRoute, notFound } from "@tanstack/react-router"
import { SavedSearchesPage } from "../../features/search/components/saved-searches-page"
import { savedSearchesOptions } from "../../features/search/queries"
import { sessionQueryOptions } from "../../lib/session/queries"
import { pageSearchSchema } from "../../ui/pagination/page-search"

export const Route = createFileRoute("/search/saved")({
  // page and perPage (default 1 and 10) live in the address
  validateSearch: pageSearchSchema,
  // Government users only: anyone else gets the not-found screen (the server refuses them on its own).
  beforeLoad: async ({ context: { queryClient, trpc } }) => {
    const session = await queryClient.ensureQueryData(sessionQueryOptions(trpc))
    if (!session.user.userRoles.includes("gov")) throw notFound()
  },
  loaderDeps: ({ search: { page, perPage } }) => ({ page, perPage }),
  // start the request with the navigation; the page shows its own spinner and error instead of blocking
  loader: ({ context: { queryClient, trpc }, deps }) => {
    void queryClient.prefetchQuery(savedSearchesOptions(trpc, deps))
  },
  component: SavedSearchesPage,
})
