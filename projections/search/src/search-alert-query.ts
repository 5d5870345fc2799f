import type { ListingSearchQuery } from "@ignite/contracts"
import type { Queryable } from "@ignite/platform"
import { compiledSearch } from "./listing-search-query"
import type { SearchViewer } from "./search-filters"
import { listingSearchRequest } from "./search-request"

/**
 * The published storefronts a saved search finds for its owner (the marketplace search's own filters and
 * visibility rule, `canSeeListing`, through `compiledSearch`), all of them or only among `listingIds`:
 * the saved-search alerts' baseline and their check of the storefronts a batch of events touched. Published
 * only: an owner's own unpublished storefront is in their results but is no news to them.
 */
export const savedSearchMatches = async (
  db: Queryable,
  viewer: SearchViewer,
  query: ListingSearchQuery,
  listingIds?: readonly string[],
): Promise<Array<{ id: string; name: string }>> => {
  const { params, filters } = await compiledSearch(db, viewer, listingSearchRequest(query))
  const among = listingIds ? `and l.id = any(${params.add(listingIds)}::uuid[])` : ""
  return db.query<{ id: string; name: string }>(
    ...params.bind(`select l.id::text as id, l.name from search_listings l
      where ${filters.listing()} and l.is_published ${among}`),
  )
}

/** A saved search as its alerts need it, or undefined once it is deleted. */
export const savedSearchForAlerts = async (
  db: Queryable,
  savedSearchId: string,
): Promise<{ id: string; userId: string; query: string; alertsEnabled: boolean } | undefined> => {
  const [row] = await db.query<{ id: string; user_id: string; query: string; alerts_enabled: boolean }>(
    "select id, user_id, query, alerts_enabled from saved_searches where id = $1",
    [savedSearchId],
  )
  return row && { id: row.id, userId: row.user_id, query: row.query, alertsEnabled: row.alerts_enabled }
}

/** Every saved search with alerts on whose baseline is taken (`ids`), for a batch of changed storefronts. */
export const alertingSavedSearches = async (
  db: Queryable,
  ids: readonly string[],
): Promise<Array<{ id: string; userId: string; query: string }>> => {
  if (ids.length === 0) return []
  const rows = await db.query<{ id: string; user_id: string; query: string }>(
    "select id, user_id, query from saved_searches where alerts_enabled and id = any($1::text[]) order by id",
    [ids],
  )
  return rows.map((row) => ({ id: row.id, userId: row.user_id, query: row.query }))
}

/** The name of an offer or award as the search shows it (undefined when the read model has none). */
export const searchItemName = async (
  db: Queryable,
  kind: "artifact" | "award",
  id: string,
): Promise<string | undefined> => {
  const [row] = await db.query<{ name: string }>(
    kind === "artifact"
      ? "select name from search_artifacts where id = $1::uuid"
      : "select award_title as name from search_awards where id = $1::uuid",
    [id],
  )
  return row?.name
}
