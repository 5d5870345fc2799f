import type { ListingSearchQuery } from "@ignite/contracts"
import type { Queryable } from "@ignite/platform"
import { compiledSearch, rankedListings } from "./listing-search-query"
import type { SearchViewer } from "./search-filters"
import { orderOf, scoreOf } from "./search-ranking"
import { listingSearchRequest } from "./search-request"

/** What a contracting officer takes away of each storefront found. */
export interface ListingExportRow {
  readonly id: string
  readonly name: string
  readonly uniqueEntityId: string
  readonly cageCode: string | null
  readonly city: string
  readonly stateOrProvince: string
  readonly country: string
  readonly website: string | null
  readonly technologyTypeIds: readonly string[]
  readonly naicsCodeIds: readonly string[]
  readonly businessClassificationIds: readonly string[]
}

/**
 * The whole result set of a search, in its order, at most `cap` storefronts: their ids first (one small
 * statement, so the order is the search's exactly), then their rows `batchSize` at a time as the caller
 * reads, so an export never holds a transaction or thousands of rows while it is written out.
 */
export const exportListings = async (
  db: Queryable,
  viewer: SearchViewer,
  query: ListingSearchQuery,
  { cap, batchSize = 500 }: { cap: number; batchSize?: number },
): Promise<{ count: number; batches: AsyncIterable<ListingExportRow[]> }> => {
  const request = listingSearchRequest(query)
  const { params, filters } = await compiledSearch(db, viewer, request)
  const ids = (
    await db.query<{ id: string }>(
      ...params.bind(`select l.id::text as id, ${scoreOf(filters)} as score
        from ${rankedListings(filters, request)}
        order by ${orderOf(request)} limit ${params.add(cap)}`),
    )
  ).map((row) => row.id)
  async function* batches(): AsyncIterable<ListingExportRow[]> {
    for (let start = 0; start < ids.length; start += batchSize) {
      const slice = ids.slice(start, start + batchSize)
      // the rule again on what is written out: a storefront unpublished since the search ran is left out
      const rows = await db.query<ExportRow>(
        ...params.bind(`select l.id::text as id, l.name, l.unique_entity_id, l.cage_code, l.city,
           l.state_or_province, l.country, l.website, l.technology_type_ids, l.naics_code_ids,
           l.business_classification_ids
         from search_listings l where l.id = any(${params.add(slice)}::uuid[]) and ${filters.visible}`),
      )
      const byId = new Map(rows.map((row) => [row.id, row]))
      yield slice.flatMap((id) => {
        const row = byId.get(id)
        return row ? [rowOf(row)] : []
      })
    }
  }
  return { count: ids.length, batches: batches() }
}

interface ExportRow {
  id: string
  name: string
  unique_entity_id: string
  cage_code: string | null
  city: string
  state_or_province: string
  country: string
  website: string | null
  technology_type_ids: string[]
  naics_code_ids: string[]
  business_classification_ids: string[]
}

const rowOf = (row: ExportRow): ListingExportRow => ({
  id: row.id,
  name: row.name,
  uniqueEntityId: row.unique_entity_id,
  cageCode: row.cage_code,
  city: row.city,
  stateOrProvince: row.state_or_province,
  country: row.country,
  website: row.website,
  technologyTypeIds: row.technology_type_ids,
  naicsCodeIds: row.naics_code_ids,
  businessClassificationIds: row.business_classification_ids,
})
