import { authErrorCodeOf, reportAuthError } from "../../lib/auth-errors"
import { attachmentFileName } from "../../lib/download"
import { requestHeaders, type Trpc } from "../../lib/trpc"
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

/** A failed export: the status, and the server's code when its envelope named one. */
export class ExportFailed extends Error {
  constructor(
    readonly status: number,
    readonly error: string | undefined,
  ) {
    super(`The export answered ${status}.`)
  }
}

const codeOf = (body: string) => {
  try {
    const envelope = JSON.parse(body) as { error?: unknown }
    return typeof envelope.error === "string" ? envelope.error : undefined
  } catch {
    return undefined
  }
}

/**
 * GET /api/v1/connect/listings/export with the search's parameters and the session's token (a link could
 * not carry the Authorization header): the CSV as a file to save.
 */
export const exportListingsCsv = async (search: MarketplaceSearch) => {
  const query = searchQueryString(search)
  const response = await fetch(query ? `${exportPath}?${query}` : exportPath, {
    headers: { ...requestHeaders(), Accept: "text/csv" },
  })
  if (!response.ok) {
    const failure = new ExportFailed(response.status, codeOf(await response.text()))
    // An expired session or unsigned terms: the app's one handler moves the user, as for any call.
    const code = authErrorCodeOf(failure)
    if (code) reportAuthError({ code })
    throw failure
  }
  return {
    blob: await response.blob(),
    fileName: attachmentFileName(response.headers.get("content-disposition")) ?? "listings.csv",
  }
}
