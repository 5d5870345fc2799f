import { fetchDownload } from "../../lib/download"
import type { Trpc } from "../../lib/trpc"
import {
  facetsQueryOf,
  listingSearchQueryOf,
  type MarketplaceSearch,
  searchQueryString,
} from "./marketplace-search"

// The one place that names the marketplace search's calls (issue 19's server half): search.listings and
// search.facets over tRPC, and the CSV export over REST.

/** One page of storefronts the search finds, with their highlights and matches. */
export const listingSearchOptions = (trpc: Trpc, search: MarketplaceSearch) =>
  trpc.search.listings.queryOptions(listingSearchQueryOf(search))

/** How many storefronts each option of the multi-selects, states and phases would give. */
export const listingFacetsOptions = (trpc: Trpc, search: MarketplaceSearch) =>
  trpc.search.facets.queryOptions(facetsQueryOf(search))

export const exportPath = "/api/v1/connect/listings/export"

/**
 * GET /api/v1/connect/listings/export with the search's parameters and the session's token (a link could
 * not carry the Authorization header): the CSV as a file to save.
 */
export const exportListingsCsv = (search: MarketplaceSearch) => {
  const query = searchQueryString(search)
  return fetchDownload(query ? `${exportPath}?${query}` : exportPath, "text/csv", "listings.csv")
}
