import type { ListingSearchQuery } from "@ignite/contracts"
import { defaultPerPage, normalizePage } from "@ignite/contracts/page-rules"
import { marketplaceSearchParams } from "@ignite/contracts/search-params"
import { idListOf, idsIn, optionalText } from "../../lib/search-params"

// Plain constants rather than the contract's schema: this runs in the route's search validation, which must
// not bring effect's Schema into the first bundle (see @ignite/contracts/page-rules). The unit test keeps the
// names in step with the contract's `marketplaceSearchParams`.

/** Free-text filters of the five panels (spec 02 "Search filter panels"), with the contract's limits. */
export const textLimits = {
  searchListings: 200,
  listingIdentifier: 100,
  listingState: 100,
  searchServices: 200,
  searchProducts: 200,
  searchUseCases: 200,
  searchAwards: 200,
  awardPhase: 100,
  awardContractNumber: 100,
  awardState: 100,
} as const
export type TextParam = keyof typeof textLimits
const textParams = Object.keys(textLimits) as TextParam[]

/** Multi-selects: comma-separated ids in the address (spec 02: restored on load), arrays over tRPC. */
export const idListParams = [
  "naicsCodeIds",
  "listingTechnologyTypeIds",
  "listingBusinessClassificationIds",
  "serviceTechnologyTypeIds",
  "productTechnologyTypeIds",
  "awardNaicsCodeIds",
  "awardTechnologyTypeIds",
] as const
export type IdListParam = (typeof idListParams)[number]

export const amountParams = ["awardAmountMin", "awardAmountMax"] as const
export type AmountParam = (typeof amountParams)[number]
export const dateParams = ["awardDateMin", "awardDateMax"] as const
export type DateParam = (typeof dateParams)[number]

export const searchSorts = ["createdAt", "updatedAt", "relevance", "name"] as const
export type SearchSort = (typeof searchSorts)[number]
export type SortDirection = "asc" | "desc"
/** Spec 02 Award Info panel: sortBy defaults to createdAt, sortDirection to desc; highlight defaults to true. */
export const defaultSearchSort = { sortBy: "createdAt", sortDirection: "desc" } as const

/** The five panels' free-text boxes: what the server ranks by relevance. */
const textSearchParams = [
  "searchListings",
  "searchServices",
  "searchProducts",
  "searchUseCases",
  "searchAwards",
]
const searchesText = (search: Record<string, unknown>) =>
  textSearchParams.some((name) => Boolean(search[name]))

/**
 * The order a search gets when the address names none: by relevance once any text is searched (the server's
 * rule too: the best match first is what a person typing words expects), otherwise the spec's createdAt.
 */
export const defaultSortOf = (search: Record<string, unknown>): SearchSort =>
  searchesText(search) ? "relevance" : defaultSearchSort.sortBy

/** Names read A to Z; dates newest first and relevance best first (the server's defaults). */
export const defaultDirectionOf = (sortBy: SearchSort): SortDirection => (sortBy === "name" ? "asc" : "desc")

/** The sort the results are in: the address's, or the default for what is searched. */
export const effectiveSortOf = (search: MarketplaceSearch) => {
  const sortBy = search.sortBy ?? defaultSortOf(search)
  return { sortBy, sortDirection: search.sortDirection ?? defaultDirectionOf(sortBy) }
}

/** The search's address: only what differs from the defaults is kept, so a bare "/" is the default search. */
export type MarketplaceSearch = {
  readonly page?: number
  readonly perPage?: number
  readonly awardAmountMin?: number
  readonly awardAmountMax?: number
  /** Kept only when it differs from the default for what is searched (`defaultSortOf`). */
  readonly sortBy?: SearchSort
  /** Kept only when it differs from the sort's default direction (`defaultDirectionOf`). */
  readonly sortDirection?: SortDirection
  readonly highlight?: false
} & { readonly [K in TextParam | IdListParam | DateParam]?: string }

/** What the filter panels set: the search without its page. */
export type MarketplaceFilters = Omit<MarketplaceSearch, "page" | "perPage">

/** Today as the server counts it (UTC): award dates after it are refused (spec 02 §5). */
export const today = () => new Date().toISOString().slice(0, 10)

/** Why a typed award date cannot be searched for, or undefined when it can (empty included). */
export const dateProblem = (value: string): "notADate" | "dateInFuture" | undefined => {
  if (value === "") return undefined
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) return "notADate"
  return value > today() ? "dateInFuture" : undefined
}

/** A dollar amount as typed or as the address holds it: a finite number not below zero. */
export const amountOf = (value: unknown): number | undefined => {
  const text = optionalText(value)?.trim()
  if (text === undefined || text === "") return undefined
  const amount = Number(text)
  return Number.isFinite(amount) && amount >= 0 ? amount : undefined
}

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (values as readonly string[]).includes(value)

/**
 * `validateSearch` of the search: whatever the address holds, the filters that make sense. Empty values
 * leave, an invalid page becomes 1, and an award date that is not a day or lies after today is dropped (the
 * date fields refuse such dates as they are typed).
 */
export const marketplaceSearchOf = (search: Record<string, unknown>): MarketplaceSearch => {
  const kept: Record<string, unknown> = {}
  const { page, perPage } = normalizePage(search)
  if (page !== 1) kept.page = page
  if (perPage !== defaultPerPage) kept.perPage = perPage
  for (const name of textParams) {
    const text = optionalText(search[name])?.trim().slice(0, textLimits[name])
    if (text) kept[name] = text
  }
  for (const name of idListParams) {
    const ids = idListOf(search[name])
    if (ids) kept[name] = ids
  }
  for (const name of amountParams) {
    const amount = amountOf(search[name])
    if (amount !== undefined) kept[name] = amount
  }
  for (const name of dateParams) {
    const day = optionalText(search[name])?.trim()
    if (day && dateProblem(day) === undefined) kept[name] = day
  }
  // a sort is kept only where it differs from the default, so the same search always has the same address
  const sortBy = isOneOf(searchSorts, search.sortBy) ? search.sortBy : defaultSortOf(kept)
  if (sortBy !== defaultSortOf(kept)) kept.sortBy = sortBy
  if (
    isOneOf(["asc", "desc"] as const, search.sortDirection) &&
    search.sortDirection !== defaultDirectionOf(sortBy)
  )
    kept.sortDirection = search.sortDirection
  if (search.highlight === false || search.highlight === "false") kept.highlight = false
  return kept as MarketplaceSearch
}

/** The filters without the page and its size. */
export const filtersOf = ({ page: _page, perPage: _perPage, ...filters }: MarketplaceSearch) => filters

/** Whether anything narrows the search (sorting and highlighting do not). */
export const hasFilters = (search: MarketplaceSearch) => {
  const {
    sortBy: _sortBy,
    sortDirection: _direction,
    highlight: _highlight,
    ...narrowing
  } = filtersOf(search)
  return Object.keys(narrowing).length > 0
}

/**
 * The search after a filter changed: changed values replace the old ones (undefined clears one), the page
 * starts over at 1 (spec 02 "Search filter panels"), the page size stays.
 */
export const withFilters = (current: MarketplaceSearch, change: Partial<MarketplaceFilters>) => {
  const { page: _page, ...rest } = current
  return marketplaceSearchOf({ ...rest, ...change })
}

/** Reset: every filter and sort back to its default; the page size stays. */
export const resetSearch = (current: MarketplaceSearch): MarketplaceSearch =>
  current.perPage === undefined ? {} : { perPage: current.perPage }

/** What `search.facets` takes: the filters alone, so paging, sorting and highlighting keep the counts. */
export const facetsQueryOf = (search: MarketplaceSearch): ListingSearchQuery => {
  const { sortBy: _sortBy, sortDirection: _direction, highlight: _highlight, ...filters } = filtersOf(search)
  const query: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(filters))
    query[name] = (idListParams as readonly string[]).includes(name) ? idsIn(value as string) : value
  return query as ListingSearchQuery
}

/** What `search.listings` takes: the filters, the page (defaults filled in), the sort and the highlight. */
export const listingSearchQueryOf = (search: MarketplaceSearch): ListingSearchQuery => ({
  ...facetsQueryOf(search),
  ...normalizePage(search),
  ...effectiveSortOf(search),
  highlight: search.highlight ?? true,
})

// The panels' order, for query strings people read and save: the contract's list, every name a filter here.
const marketplaceSearchParamNames = marketplaceSearchParams satisfies ReadonlyArray<keyof MarketplaceFilters>

/**
 * The search as a plain query string (no leading "?"), in the panels' order, values as people typed them:
 * what a saved search keeps and what the CSV export is asked for.
 */
export const searchQueryString = (search: MarketplaceSearch) => {
  const params = new URLSearchParams()
  for (const name of marketplaceSearchParamNames) {
    const value = search[name]
    if (value !== undefined) params.set(name, String(value))
  }
  return params.toString()
}

/** A saved search's query string back into the search's address. */
export const searchOfQueryString = (query: string) =>
  marketplaceSearchOf(Object.fromEntries(new URLSearchParams(query.replace(/^\?/, ""))))
