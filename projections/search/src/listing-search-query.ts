import {
  type ListingSearchHit,
  type ListingSearchPage,
  type ListingSearchQuery,
  paginate,
  type SearchMatch,
} from "@ignite/contracts"
import { naicsCodeById } from "@ignite/contracts/naics"
import type { Queryable } from "@ignite/platform"
import {
  type CompiledFilters,
  compileFilters,
  compileTexts,
  Params,
  type SearchViewer,
} from "./search-filters"
import { headline, orderOf, safeHighlight, scoreOf } from "./search-ranking"
import { type ListingSearchRequest, listingSearchRequest, type TextPanel } from "./search-request"

/**
 * Names of the lists admins keep come from the caller, as they stand when read: admins rename items, so a
 * name copied into the read model would go stale.
 */
export interface ListingSearchNames {
  technologyType(id: string): string
  businessClassification(id: string): string
}

interface HitRow {
  id: string
  account_id: string
  name: string
  tag_line: string | null
  logo_path: string | null
  city: string
  state_or_province: string
  country: string
  is_only_vision_visible: boolean
  technology_type_ids: string[]
  naics_code_ids: string[]
  business_classification_ids: string[]
  published_at: Date | string | null
  opened_at: Date | string
  updated_at: Date | string
  services: number
  products: number
  use_cases: number
  awards: number
  score: number
  highlight: string | null
}

const iso = (value: Date | string) => new Date(value).toISOString()

/** The filters compiled for one statement: the texts looked up in the vocabulary first. */
export const compiledSearch = async (db: Queryable, viewer: SearchViewer, request: ListingSearchRequest) => {
  const params = new Params()
  const filters = compileFilters(request, await compileTexts(db, request), viewer, params)
  return { params, filters }
}

const kinds = { service: "service", product: "product", use_case: "useCase", award: "award" } as const

/**
 * Up to five offers and awards of each hit that matched a text searched, best first, each with its matched
 * words marked: the company text's query finds any of them, a panel's text (with that panel's other
 * filters) only items of its kind.
 */
const matchesOf = async (
  db: Queryable,
  listingIds: readonly string[],
  filters: CompiledFilters,
  params: Params,
  highlight: boolean,
): Promise<Map<string, SearchMatch[]>> => {
  const { texts } = filters
  const ids = params.add(listingIds)
  const branches: string[] = []
  const queries: Array<[string, string]> = []
  const artifacts = (panel: TextPanel, conditions: string) =>
    `select a.listing_id, a.id, a.kind, a.name, a.description as body, ts_rank(a.tsv, ${texts[panel]!.query}) as rank,
       '${panel}' as panel
     from search_artifacts a where a.listing_id = any(${ids}::uuid[]) and ${conditions}`
  const awards = (panel: TextPanel, conditions: string) =>
    `select w.listing_id, w.id, 'award' as kind, w.award_title as name, coalesce(w.award_abstract, '') as body,
       ts_rank(w.tsv, ${texts[panel]!.query}) as rank, '${panel}' as panel
     from search_awards w where w.listing_id = any(${ids}::uuid[]) and ${conditions}`
  if (texts.listings) {
    branches.push(artifacts("listings", `a.tsv @@ ${texts.listings.query}`))
    branches.push(awards("listings", `w.tsv @@ ${texts.listings.query}`))
  }
  for (const panel of ["services", "products", "useCases"] as const)
    if (texts[panel]) branches.push(artifacts(panel, filters.artifact(panel, "a").join(" and ")))
  if (texts.awards) branches.push(awards("awards", filters.award("w").join(" and ")))
  for (const [panel, text] of Object.entries(texts)) queries.push([panel, text.query])
  const found = new Map<string, SearchMatch[]>()
  if (branches.length === 0) return found
  const marked = highlight
    ? `case panel ${queries.map(([panel, query]) => `when '${panel}' then ${headline("body", query)}`).join(" ")} end`
    : "null"
  const rows = await db.query<{
    listing_id: string
    id: string
    kind: string
    name: string
    highlight: string | null
  }>(
    ...params.bind(`with candidates as (${branches.join("\n union all \n")}),
     best as (select distinct on (listing_id, id) * from candidates order by listing_id, id, rank desc),
     ranked as (select *, row_number() over (partition by listing_id order by rank desc, id) as n from best)
     select listing_id::text as listing_id, id::text as id, kind, name, ${marked} as highlight
     from ranked where n <= 5 order by listing_id, n`),
  )
  for (const row of rows)
    found.set(row.listing_id, [
      ...(found.get(row.listing_id) ?? []),
      {
        kind: kinds[row.kind as keyof typeof kinds],
        id: row.id,
        name: row.name,
        highlight: safeHighlight(row.highlight),
      },
    ])
  return found
}

const hitOf = (row: HitRow, names: ListingSearchNames, matches: SearchMatch[]): ListingSearchHit => {
  const highlight = safeHighlight(row.highlight)
  return {
    id: row.id,
    accountId: row.account_id,
    name: row.name,
    tagLine: row.tag_line,
    logo: row.logo_path ? { path: row.logo_path } : null,
    city: row.city,
    stateOrProvince: row.state_or_province,
    country: row.country,
    isOnlyVisionVisible: row.is_only_vision_visible,
    technologyTypes: row.technology_type_ids.map((id) => ({ id, name: names.technologyType(id) })),
    naicsCodes: row.naics_code_ids.map((id) => {
      const naics = naicsCodeById.get(id)
      return { id, code: naics?.code ?? id, name: naics?.name ?? id }
    }),
    businessClassifications: row.business_classification_ids.map((id) => ({
      id,
      name: names.businessClassification(id),
    })),
    counts: { services: row.services, products: row.products, useCases: row.use_cases, awards: row.awards },
    publishedAt: row.published_at === null ? null : iso(row.published_at),
    createdAt: iso(row.opened_at),
    updatedAt: iso(row.updated_at),
    searchMetadata: {
      // the company's own words did not match (only an offer or award did): the matches say why
      highlight: highlight?.includes("<mark>") ? highlight : null,
      matches,
      score: Number(row.score),
    },
  }
}

/**
 * The search's order over its matching storefronts, as a `from` clause naming them `l`. Ranking by relevance
 * reads a listing's `tsv` three times (its own words twice, what its offers and awards say once): it is
 * detoasted once, in a subquery kept apart (`offset 0`), instead of once per `ts_rank`. With many awards
 * `tsv` is mostly their words, and reading it is most of a broad search's cost.
 */
export const rankedListings = (filters: CompiledFilters, request: ListingSearchRequest) =>
  request.sortBy === "relevance" && filters.texts.listings
    ? `(select l.id, l.name, l.opened_at, l.updated_at, l.tsv || ''::tsvector as tsv
        from search_listings l where ${filters.listing()} offset 0) as l`
    : `search_listings l where ${filters.listing()}`

/**
 * The marketplace search (spec 02 "Search filter panels", GET /api/v1/connect/listings): the storefronts
 * the viewer may see that match every panel, a page at a time (5, 10 or 20; past the end clamps to the
 * last page), in the order asked, with highlights and matched items when text was searched.
 *
 * One statement counts the results and picks the page's ids (the page clamped as `paginate` clamps it);
 * only those 5 to 20 storefronts are then decorated (counts of offers and awards, highlight, and the score
 * unless the order computed it already), so a deep page costs its ranking, not a thousand highlights.
 */
export const searchListings = async (
  db: Queryable,
  viewer: SearchViewer,
  query: ListingSearchQuery,
  names: ListingSearchNames,
): Promise<ListingSearchPage> => {
  const request = listingSearchRequest(query)
  const { params, filters } = await compiledSearch(db, viewer, request)
  const own = filters.texts.listings
  const highlight =
    own && request.highlight
      ? headline(`concat_ws(' — ', nullif(l.tag_line, ''), nullif(l.capability_text, ''))`, own.query)
      : "null"
  const counted = (table: string, kind?: string) =>
    `(select count(*) from ${table} x where x.listing_id = l.id${kind ? ` and x.kind = '${kind}'` : ""})::int`
  const ranked = request.sortBy === "relevance"
  const perPage = params.add(request.page.perPage)
  // paginate's clamp: the last page when asked past it
  const offset = `(select (least(${params.add(request.page.page)}::int8, greatest((n + ${perPage} - 1) / ${perPage}, 1)) - 1)
    * ${perPage} from counted)`
  const rows = await db.query<HitRow & { total: number }>(
    ...params.bind(`with counted as (select count(*)::int8 as n from search_listings l where ${filters.listing()}),
     page as (
       select l.id${ranked ? `, ${scoreOf(filters)} as score` : ""} from ${rankedListings(filters, request)}
       order by ${orderOf(request)} limit ${perPage} offset ${offset})
     select c.n as total, l.id::text as id, l.account_id::text as account_id, l.name, l.tag_line, l.logo_path, l.city, l.state_or_province, l.country,
       l.is_only_vision_visible, l.technology_type_ids, l.naics_code_ids, l.business_classification_ids,
       l.published_at, l.opened_at, l.updated_at,
       ${counted("search_artifacts", "service")} as services, ${counted("search_artifacts", "product")} as products,
       ${counted("search_artifacts", "use_case")} as use_cases, ${counted("search_awards")} as awards,
       ${ranked ? "p.score" : scoreOf(filters)} as score, ${highlight} as highlight
     from counted c left join (page p join search_listings l on l.id = p.id) on true
     order by ${orderOf(request)}`),
  )
  const { offset: _offset, ...pagination } = paginate(Number(rows[0]?.total ?? 0), request.page)
  const hits = rows.filter((row) => row.id !== null)
  const matches = await matchesOf(
    db,
    hits.map((row) => row.id),
    filters,
    params,
    request.highlight,
  )
  return {
    data: hits.map((row) => hitOf(row, names, matches.get(row.id) ?? [])),
    pagination,
  }
}
