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
 *
 * The listings that pass the conditions no facet leaves out (visibility, the company text, the identifier)
 * are found once, as `matching` (the text match is the expensive part), and those that pass every filter
 * once, as `results`. A facet whose filter the search uses counts `matching` narrowed by the other filters;
 * every other facet counts `results`.
 */
const facetQueries = (f: CompiledFilters): Record<Facet, string> => {
  /** The listings a facet counts among (`l`) and what narrows them. */
  const among = (omit: ListingOmit) =>
    f.omits(omit) ? { from: "matching l", where: f.narrowing(omit) } : { from: "results l", where: "true" }
  const ofListing = (facet: ListingOmit, column: string) => {
    const { from, where } = among(facet)
    return `select x as id, count(*) as n from ${from} cross join unnest(l.${column}) as x where ${where} group by x`
  }
  const ofArtifacts = (panel: "services" | "products") => {
    const { from, where } = among(panel)
    return `select x as id, count(distinct l.id) as n
     from ${from} join search_artifacts a on a.listing_id = l.id cross join unnest(a.technology_type_ids) as x
     where ${[where, ...f.artifact(panel, "a", true)].join(" and ")} group by x`
  }
  const ofAwards = (facet: AwardOmit, value: string) => {
    const { from, where } = among("awards")
    return `select ${value} as id, count(distinct l.id) as n
     from ${from} join search_awards w on w.listing_id = l.id
     where ${[where, ...f.award("w", facet), `${value} is not null`].join(" and ")}
     group by 1`
  }
  // only awards that carry such ids can give an option, and SBIR.gov's carry none: while no award does, a
  // one-time check on a partial index skips the join; once some do, that index finds them
  const ofAwardIds = (facet: AwardOmit, column: string) => {
    const { from, where } = among("awards")
    return `select x as id, count(distinct l.id) as n
     from ${from} join search_awards w on w.listing_id = l.id and cardinality(w.${column}) > 0
       cross join unnest(w.${column}) as x
     where ${[where, ...f.award("w", facet)].join(" and ")}
       and exists (select 1 from search_awards z where cardinality(z.${column}) > 0)
     group by x`
  }
  const states = among("listingState")
  return {
    naicsCodeIds: ofListing("naicsCodeIds", "naics_code_ids"),
    listingTechnologyTypeIds: ofListing("listingTechnologyTypeIds", "technology_type_ids"),
    listingBusinessClassificationIds: ofListing(
      "listingBusinessClassificationIds",
      "business_classification_ids",
    ),
    listingState: `select upper(l.state_or_province) as id, count(*) as n from ${states.from}
      where ${states.where} and l.state_or_province <> '' group by 1`,
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
  branches.push("select 'total', '', count(*) from results")
  const rows = await db.query<{ facet: Facet | "total"; id: string; n: number }>(
    ...params.bind(`with matching as materialized (
        select l.id, l.state_or_province, l.naics_code_ids, l.technology_type_ids, l.business_classification_ids
        from search_listings l where ${filters.kept()}),
      results as materialized (select * from matching l where ${filters.narrowing()})
      select facet, id, n::int8 as n from (${branches.join("\n union all \n")}) as facets
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
