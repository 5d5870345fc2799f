import { AppError, normalizePage, type PageQuery, type SavedSearchView } from "@ignite/contracts"
import type { SearchService } from "@ignite/domain-search"
import type { Queryable } from "@ignite/platform"
import { findSavedSearch, savedSearchesOf } from "@ignite/projection-search"
import type { Viewer } from "../access/resource-access"

/**
 * What the transports reach of the search domain: its commands, and its reads behind the resource rule
 * (a saved search is its creator's: anyone else finds nothing, exactly as if it did not exist).
 */
export const createSearchFacade = ({ service, db }: { service: SearchService; db: Queryable }) => {
  const own = async (viewer: Viewer, savedSearchId: string): Promise<SavedSearchView> => {
    const found = await findSavedSearch(db, savedSearchId)
    if (!found || found.createdBy !== viewer.sub) throw new AppError("NotFound")
    return found
  }
  return {
    list: (viewer: Viewer, query: typeof PageQuery.Type) =>
      savedSearchesOf(db, viewer.sub, normalizePage(query)),
    get: own,
    async create(viewer: Viewer, input: unknown) {
      return own(viewer, await service.create(viewer.sub, input))
    },
    async rename(viewer: Viewer, savedSearchId: string, input: unknown) {
      await own(viewer, savedSearchId)
      await service.rename(viewer.sub, savedSearchId, input)
      return own(viewer, savedSearchId)
    },
  }
}

export type SearchFacade = ReturnType<typeof createSearchFacade>
