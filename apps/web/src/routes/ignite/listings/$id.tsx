import { createFileRoute } from "@tanstack/react-router"
import { useCallback } from "react"
import { ListingPage } from "../../../features/listings/components/listing-page"
import { type ListingSearch, listingSearchOf, searchForTab } from "../../../features/listings/listing-search"

export const Route = createFileRoute("/ignite/listings/$id")({
  // The tab, the awards' page, filter and sort, and an open artifact (spec 02 §2 Listing view).
  validateSearch: listingSearchOf,
  component: ListingRoutePage,
})

function ListingRoutePage() {
  const { id } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  // Stable, so the awards filter does not restart its typing pause at every render.
  const onSearchChange = useCallback(
    (next: ListingSearch, options?: { readonly replace?: boolean }) =>
      navigate({ search: next, replace: options?.replace ?? false }),
    [navigate],
  )
  return (
    <ListingPage
      listingId={id}
      search={search}
      onSearchChange={onSearchChange}
      // Spec 02 §2: changing tab replaces the history entry.
      onTabChange={(tab) => navigate({ search: searchForTab(tab), replace: true })}
    />
  )
}
