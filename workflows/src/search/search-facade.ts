import {
  AppError,
  decodeInput,
  type ListingSearchFacets,
  type ListingSearchPage,
  ListingSearchQuery,
  listingExportCap,
  normalizePage,
  type PageQuery,
  type SavedSearchView,
} from "@ignite/contracts"
import type { SearchService } from "@ignite/domain-search"
import type { Queryable } from "@ignite/platform"
import {
  exportListings,
  findSavedSearch,
  type ListingSearchNames,
  savedSearchesOf,
  searchFacets,
  searchListings,
} from "@ignite/projection-search"
import type { ResourceAccess, Viewer } from "../access/resource-access"
import type { ReferenceLists } from "../reads/reference-lists"
import { listingsCsv } from "./listings-csv"

/**
 * What the transports reach of the search domain: the marketplace search (results, facet counts, the CSV
 * export) for every signed-in user, each answer limited by the storefront visibility rule, and a government
 * user's saved searches, their commands and reads. A saved search is its owner's: anyone else finds
 * nothing, exactly as if it did not exist.
 */
export const createSearchFacade = (deps: {
  service: SearchService
  db: Queryable
  access: Pick<ResourceAccess, "listingViewer">
  lists: ReferenceLists
  /** Where the app is served: the export links each storefront there. */
  publicUrl: string
  now?: () => Date
}) => {
  const { service, db } = deps
  const now = deps.now ?? (() => new Date())
  const own = async (viewer: Viewer, savedSearchId: string): Promise<SavedSearchView> => {
    const found = await findSavedSearch(db, viewer.sub, savedSearchId)
    if (!found) throw new AppError("NotFound")
    return found
  }
  // names as admins last left them (a rename shows at once), from the in-memory lists
  const names = async (): Promise<ListingSearchNames> => {
    const [technologyTypes, classifications] = await Promise.all([
      deps.lists("technologyTypes"),
      deps.lists("businessClassifications"),
    ])
    const technologyById = new Map(technologyTypes.map((item) => [item.id, item.name]))
    const classificationById = new Map(classifications.map((item) => [item.id, item.name]))
    return {
      technologyType: (id) => technologyById.get(id) ?? id,
      businessClassification: (id) => classificationById.get(id) ?? id,
    }
  }
  // the transports decode already; other callers (tools, tests) get the same 400 for the same input
  const decoded = (query: unknown) => decodeInput(ListingSearchQuery, query ?? {})

  return {
    async listings(viewer: Viewer, query: unknown): Promise<ListingSearchPage> {
      const input = decoded(query)
      return searchListings(db, await deps.access.listingViewer(viewer), input, await names())
    },
    async facets(viewer: Viewer, query: unknown): Promise<ListingSearchFacets> {
      const input = decoded(query)
      return searchFacets(db, await deps.access.listingViewer(viewer), input)
    },
    /**
     * The whole result set as CSV (no paging, at most `listingExportCap` storefronts, in the search's order),
     * produced batch by batch as it is sent, named after the day it was made.
     */
    async exportCsv(viewer: Viewer, query: unknown) {
      const input = decoded(query)
      const { count, batches } = await exportListings(db, await deps.access.listingViewer(viewer), input, {
        cap: listingExportCap,
      })
      return {
        fileName: `ignite-search-${now().toISOString().slice(0, 10)}.csv`,
        count,
        lines: listingsCsv(batches, await names(), deps.publicUrl),
      }
    },
    savedSearches: (viewer: Viewer, query: typeof PageQuery.Type) =>
      savedSearchesOf(db, viewer.sub, normalizePage(query)),
    savedSearch: own,
    async save(viewer: Viewer, input: unknown) {
      return own(viewer, await service.save(viewer.sub, input))
    },
    async update(viewer: Viewer, savedSearchId: string, input: unknown) {
      await service.update(viewer.sub, savedSearchId, input)
      return own(viewer, savedSearchId)
    },
    delete: (viewer: Viewer, savedSearchId: string) => service.delete(viewer.sub, savedSearchId),
  }
}

export type SearchFacade = ReturnType<typeof createSearchFacade>
