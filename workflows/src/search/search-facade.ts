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
import { projectionVersion, type Queryable } from "@ignite/platform"
import {
  exportListings,
  findSavedSearch,
  type ListingSearchNames,
  listingSearchProjection,
  type SearchViewer,
  savedSearchesOf,
  searchFacets,
  searchListings,
} from "@ignite/projection-search"
import type { ResourceAccess, Viewer } from "../access/resource-access"
import type { ReferenceLists } from "../reads/reference-lists"
import { createAnswerCache, identityOf } from "./answer-cache"
import { freshSharedRead } from "./fresh-shared-read"
import { listingsCsv } from "./listings-csv"

/**
 * How many search answers (pages and facet counts) are kept. A page of 20 hits is tens of kB: a few MB at most.
 * The government users' landing search (no text, the first page) is one answer for all of them.
 */
const keptAnswers = 256

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
  const namedLists = () => Promise.all([deps.lists("technologyTypes"), deps.lists("businessClassifications")])
  const namesOf = ([technologyTypes, classifications]: Awaited<ReturnType<typeof namedLists>>) => {
    const technologyById = new Map(technologyTypes.map((item) => [item.id, item.name]))
    const classificationById = new Map(classifications.map((item) => [item.id, item.name]))
    return {
      technologyType: (id: string) => technologyById.get(id) ?? id,
      businessClassification: (id: string) => classificationById.get(id) ?? id,
    } satisfies ListingSearchNames
  }
  const names = async (): Promise<ListingSearchNames> => namesOf(await namedLists())
  /**
   * A search's answer depends on the request, on what the viewer may see (their company, their VISION link),
   * on the search read model and, for pages, on the lists' names: all of them are in the key, the read model
   * as the version its projection has folded (`projectionVersion`), so an answer is served again only while
   * nothing it was computed from has changed. The hot path of the marketplace (issue 19): repeated searches
   * cost two primary-key lookups instead of ranking every match again, and searches asked at once share them
   * (`freshSharedRead`: never a version read before the search was asked).
   */
  const pages = createAnswerCache<ListingSearchPage>(keptAnswers)
  const facetCounts = createAnswerCache<ListingSearchFacets>(keptAnswers)
  const readModelVersion = freshSharedRead(() => projectionVersion(db, listingSearchProjection.name))
  const keyOf = async (searchViewer: SearchViewer, input: unknown, ...more: readonly unknown[]) =>
    JSON.stringify([
      await readModelVersion(),
      searchViewer.accountId,
      searchViewer.visionLinked,
      input,
      ...more,
    ])

  // the transports decode already; other callers (tools, tests) get the same 400 for the same input
  const decoded = (query: unknown) => decodeInput(ListingSearchQuery, query ?? {})

  return {
    async listings(viewer: Viewer, query: unknown): Promise<ListingSearchPage> {
      const input = decoded(query)
      const [searchViewer, lists] = await Promise.all([deps.access.listingViewer(viewer), namedLists()])
      const key = await keyOf(searchViewer, input, ...lists.map(identityOf))
      return pages.get(key, () => searchListings(db, searchViewer, input, namesOf(lists)))
    },
    async facets(viewer: Viewer, query: unknown): Promise<ListingSearchFacets> {
      const input = decoded(query)
      const searchViewer = await deps.access.listingViewer(viewer)
      return facetCounts.get(await keyOf(searchViewer, input), () => searchFacets(db, searchViewer, input))
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
