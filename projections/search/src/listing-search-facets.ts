import type { ListingSearchFacets, ListingSearchQuery } from "@ignite/contracts"
import type { Queryable } from "@ignite/platform"
import { compiledSearch } from "./listing-search-query"
import type { AwardOmit, CompiledFilters, ListingOmit } from "./search-filters"
import { listingSearchRequest } from "./search-request"

type Facet = Exclude<keyof ListingSearchFacets, "total">

/**
 * Each facet as a grouped count over the visible listings matching every filter but its own: what choosing
 * that option would give with the rest of the search as it is. Options of a listing's own lists count
 * listings; options of an offer's or award's count the listings that have one such item matching the rest
 * of that panel.
 */
const facetQueries = (f: CompiledFilters): Record<Facet, string> => {
  const ofListing = (facet: ListingOmit, column: string) =>
    `select x as id, count(*) as n from search_listings l cross join unnest(l.${column}) as x
     where ${f.listing(facet)} group by x`
  const ofArtifacts = (panel: "services" | "products") =>
    `select x as id, count(distinct l.id) as n
     from search_listings l join search_artifacts a on a.listing_id = l.id
       cross join unnest(a.technology_type_ids) as x
     where ${f.listing(panel)} and ${f.artifact(panel, "a", true).join(" and ")} group by x`
  const ofAwards = (facet: AwardOmit, value: string) =>
    `select ${value} as id, count(distinct l.id) as n
     from search_listings l join search_awards w on w.listing_id = l.id
     where ${[f.listing("awards"), ...f.award("w", facet)].join(" and ")} and ${value} is not null
     group by 1`
  const ofAwardIds = (facet: AwardOmit, column: string) =>
    `select x as id, count(distinct l.id) as n
     from search_listings l join search_awards w on w.listing_id = l.id cross join unnest(w.${column}) as x
     where ${[f.listing("awards"), ...f.award("w", facet)].join(" and ")} group by x`
  return {
    naicsCodeIds: ofListing("naicsCodeIds", "naics_code_ids"),
    listingTechnologyTypeIds: ofListing("listingTechnologyTypeIds", "technology_type_ids"),
    listingBusinessClassificationIds: ofListing(
      "listingBusinessClassificationIds",
      "business_classification_ids",
    ),
    listingState: `select upper(l.state_or_province) as id, count(*) as n from search_listings l
      where ${f.listing("listingState")} and l.state_or_province <> '' group by 1`,
    serviceTechnologyTypeIds: ofArtifacts("services"),
    productTechnologyTypeIds: ofArtifacts("products"),
    awardPhase: ofAwards("awardPhase", "w.phase"),
    awardNaicsCodeIds: ofAwardIds("awardNaicsCodeIds", "naics_code_ids"),
    awardState: ofAwards("awardState", "upper(w.state)"),
    awardTechnologyTypeIds: ofAwardIds("awardTechnologyTypeIds", "technology_type_ids"),
  }
}

type FacetCounts = Array<{ id: string; count: number }>
const emptyFacets = (): Record<Facet, FacetCounts> => ({
  naicsCodeIds: [],
  listingTechnologyTypeIds: [],
  listingBusinessClassificationIds: [],
  listingState: [],
  serviceTechnologyTypeIds: [],
  productTechnologyTypeIds: [],
  awardPhase: [],
  awardNaicsCodeIds: [],
  awardState: [],
  awardTechnologyTypeIds: [],
})

/**
 * How many results each option of every multi-select (and of the state and phase lists) would give, with
 * all the other filters applied and the option's own left out; only options with results, most first.
 * Visibility applies as everywhere: a storefront the viewer may not see counts for nothing. Award phases
 * are named as awards carry them ("Phase II"), states by their codes.
 */
export const searchFacets = async (
  db: Queryable,
  viewer: Parameters<typeof compiledSearch>[1],
  query: ListingSearchQuery,
): Promise<ListingSearchFacets> => {
  const { params, filters } = await compiledSearch(db, viewer, listingSearchRequest(query))
  const branches = Object.entries(facetQueries(filters)).map(
    ([facet, sql]) => `select '${facet}' as facet, id, n from (${sql}) as ${facet}`,
  )
  branches.push(`select 'total', '', count(*) from search_listings l where ${filters.listing()}`)
  const rows = await db.query<{ facet: Facet | "total"; id: string; n: number }>(
    ...params.bind(`select facet, id, n::int8 as n from (${branches.join("\n union all \n")}) as facets
      where n > 0 order by facet, n desc, id`),
  )
  const facets = emptyFacets()
  let total = 0
  for (const row of rows) {
    if (row.facet === "total") total = Number(row.n)
    else facets[row.facet].push({ id: row.id, count: Number(row.n) })
  }
  return { total, ...facets }
}
