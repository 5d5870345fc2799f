import type { PlatformModule } from "@ignite/platform"
import { listingSearchProjection } from "./listing-search.projection"
import { savedSearchesProjection } from "./saved-searches.projection"

export { listingSearchProjection } from "./listing-search.projection"
export { exportListings, type ListingExportRow } from "./listing-search-export"
export { searchFacets } from "./listing-search-facets"
export { type ListingSearchNames, searchListings } from "./listing-search-query"
export { findSavedSearch, savedSearchesOf, savedSearchesProjection } from "./saved-searches.projection"
export {
  alertingSavedSearches,
  savedSearchForAlerts,
  savedSearchMatches,
  searchItemName,
} from "./search-alert-query"
export type { SearchViewer } from "./search-filters"

/** The search read models: the marketplace index and government users' saved searches. */
export const savedSearchesReadModel: PlatformModule = {
  name: "search-read-model",
  projections: [savedSearchesProjection, listingSearchProjection],
}
