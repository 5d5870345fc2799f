import { AppError, normalizePage, type PageQuery, type SavedSearchView } from "@ignite/contracts"
import type { SearchService } from "@ignite/domain-search"
import type { Queryable } from "@ignite/platform"
import { findSavedSearch, savedSearchesOf } from "@ignite/projection-search"
import type { Viewer } from "../access/resource-access"

/**
 * What the transports reach of the search domain: a government user's saved searches, their commands and
 * reads. A saved search is its owner's: anyone else finds nothing, exactly as if it did not exist.
 */
export const createSearchFacade = ({ service, db }: { service: SearchService; db: Queryable }) => {
  const own = async (viewer: Viewer, savedSearchId: string): Promise<SavedSearchView> => {
    const found = await findSavedSearch(db, viewer.sub, savedSearchId)
    if (!found) throw new AppError("NotFound")
    return found
  }
  return {
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
