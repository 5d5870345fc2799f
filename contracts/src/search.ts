import { Schema } from "effect"
import { Eager, eagerRelations } from "./eager"
import { StoredFile } from "./file-address"
import { Uuid } from "./ids"
import { PageQuery, Paginated } from "./pagination"
import { searchMessages } from "./texts/search"
import { Trimmed } from "./trimmed"

export { type MarketplaceSearchParam, marketplaceSearchParams } from "./search-params"
export { searchMessages } from "./texts/search"

import { marketplaceSearchParams } from "./search-params"

/** What the user calls a saved search: trimmed, 2 to 100 characters. */
const SavedSearchName = Trimmed.check(
  Schema.makeFilter((name: string) => name.length >= 2 && name.length <= 100, {
    message: searchMessages.nameLength,
  }),
)

const known = new Set<string>(marketplaceSearchParams)

/**
 * A search's query string without the leading "?", in its canonical form: only the search's own parameters
 * (page and perPage are where the user was, not what they searched), empty values dropped, in the panels'
 * order, so the same search saved twice reads the same. At least one filter; at most 2,000 characters.
 */
export const canonicalSearchQuery = (query: string): string => {
  const params = new URLSearchParams(query.replace(/^\?/, ""))
  const kept = new URLSearchParams()
  for (const name of marketplaceSearchParams) {
    const value = params.get(name)?.trim()
    if (value) kept.set(name, value)
  }
  return kept.toString()
}

const SearchQuery = Trimmed.check(
  Schema.makeFilter((query: string) => {
    if (query.length > 2000) return searchMessages.queryTooLong
    const params = new URLSearchParams(query.replace(/^\?/, ""))
    for (const name of params.keys())
      if (!known.has(name) && name !== "page" && name !== "perPage") return searchMessages.unknownParam(name)
    return canonicalSearchQuery(query) === "" ? searchMessages.emptyQuery : true
  }),
)

/** Save the search in the address under a name; alerts say when a newly visible item matches it. */
export const SaveSearchInput = Schema.Struct({
  name: SavedSearchName,
  query: SearchQuery,
  alertsEnabled: Schema.optional(Schema.Boolean),
})
export type SaveSearchInput = typeof SaveSearchInput.Type

/** Change a saved search: its name, its alerts, or both. */
export const UpdateSavedSearchInput = Schema.Struct({
  name: Schema.optional(SavedSearchName),
  alertsEnabled: Schema.optional(Schema.Boolean),
})
export type UpdateSavedSearchInput = typeof UpdateSavedSearchInput.Type

/** A saved search as its owner gets it. */
export const SavedSearchView = Schema.Struct({
  id: Uuid,
  name: Schema.String,
  query: Schema.String,
  alertsEnabled: Schema.Boolean,
  createdAt: Schema.String,
  updatedAt: Schema.String,
})
export type SavedSearchView = typeof SavedSearchView.Type

export const SavedSearchesPage = Paginated(SavedSearchView)
export type SavedSearchesPage = typeof SavedSearchesPage.Type

// ---------------------------------------------------------------------------------------------------------
// The marketplace search (spec 02 "Search filter panels", GET /api/v1/connect/listings)
// ---------------------------------------------------------------------------------------------------------

const text = (max: number) => Schema.String.check(Schema.isMaxLength(max))

/** Multi-select ids: comma-separated in the URL (spec 02: restored on load), an array over tRPC. */
const IdList = Schema.optional(Schema.Union([text(4_000), Schema.Array(text(64))]))

/** A number the URL carries as text; anything that is not a finite non-negative number is refused. */
const Amount = Schema.optional(
  Schema.Union([Schema.Number, text(20)]).check(
    Schema.makeFilter((value: number | string) => {
      if (value === "") return true
      const n = Number(value)
      return (Number.isFinite(n) && n >= 0) || searchMessages.notAnAmount
    }),
  ),
)

/** A calendar day, YYYY-MM-DD; the spec forbids award dates after today (checked against the server's clock). */
const Day = Schema.optional(
  text(10).check(
    Schema.makeFilter((value: string) => {
      if (value === "") return true
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
        return searchMessages.notADate
      return value <= new Date().toISOString().slice(0, 10) || searchMessages.dateInFuture
    }),
  ),
)

/** How results can be ordered: the spec's two award sorts, plus relevance and name for text searches. */
export const listingSearchSorts = ["createdAt", "updatedAt", "relevance", "name"] as const
export type ListingSearchSort = (typeof listingSearchSorts)[number]

/** `highlight` arrives as "true"/"false" in the URL and as a boolean over tRPC; default true. */
const Flag = Schema.optional(Schema.Union([Schema.Boolean, Schema.Literals(["true", "false", ""])]))

/**
 * Every parameter of the spec's five panels, page and perPage. Filters combine with AND across panels and
 * with OR within a multi-select. `eager` names the relations each hit carries (technologyTypes, naicsCodes,
 * businessClassifications are always there; the names are accepted so the spec's clients can send them).
 */
export const ListingSearchQuery = Schema.Struct({
  ...PageQuery.fields,
  // Company Info
  searchListings: Schema.optional(text(200)),
  listingIdentifier: Schema.optional(text(100)),
  listingState: Schema.optional(text(100)),
  naicsCodeIds: IdList,
  listingTechnologyTypeIds: IdList,
  listingBusinessClassificationIds: IdList,
  // Services, Products, Use Cases
  searchServices: Schema.optional(text(200)),
  serviceTechnologyTypeIds: IdList,
  searchProducts: Schema.optional(text(200)),
  productTechnologyTypeIds: IdList,
  searchUseCases: Schema.optional(text(200)),
  // Award Info
  searchAwards: Schema.optional(text(200)),
  awardPhase: Schema.optional(text(100)),
  awardNaicsCodeIds: IdList,
  awardContractNumber: Schema.optional(text(100)),
  awardAmountMin: Amount,
  awardAmountMax: Amount,
  awardDateMin: Day,
  awardDateMax: Day,
  awardState: Schema.optional(text(100)),
  awardTechnologyTypeIds: IdList,
  sortBy: Schema.optional(Schema.Literals([...listingSearchSorts, ""])),
  sortDirection: Schema.optional(Schema.Literals(["asc", "desc", ""])),
  highlight: Flag,
  eager: Schema.optional(Eager(eagerRelations.listingSearch)),
})
export type ListingSearchQuery = typeof ListingSearchQuery.Type

const Named = Schema.Struct({ id: Schema.String, name: Schema.String })

/** Where a hit matched, with the matched terms marked: `<mark>` around them, every other character escaped. */
export const SearchMatch = Schema.Struct({
  kind: Schema.Literals(["listing", "service", "product", "useCase", "award"]),
  /** The artifact's or award's id; the listing's own id for kind "listing". */
  id: Schema.String,
  /** The artifact's name or the award's title; the company's name for kind "listing". */
  name: Schema.String,
  highlight: Schema.NullOr(Schema.String),
})
export type SearchMatch = typeof SearchMatch.Type

/** One result card: a published storefront the viewer may see, with why it matched. */
export const ListingSearchHit = Schema.Struct({
  id: Schema.String,
  /** The company's account: what a government user starts a chat with from the card. */
  accountId: Schema.String,
  name: Schema.String,
  tagLine: Schema.NullOr(Schema.String),
  logo: Schema.NullOr(StoredFile),
  city: Schema.String,
  stateOrProvince: Schema.String,
  country: Schema.String,
  isOnlyVisionVisible: Schema.Boolean,
  technologyTypes: Schema.Array(Named),
  naicsCodes: Schema.Array(Schema.Struct({ id: Schema.String, code: Schema.String, name: Schema.String })),
  businessClassifications: Schema.Array(Named),
  counts: Schema.Struct({
    services: Schema.Int,
    products: Schema.Int,
    useCases: Schema.Int,
    awards: Schema.Int,
  }),
  publishedAt: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
  updatedAt: Schema.String,
  searchMetadata: Schema.Struct({
    /** The best fragment of the company's own text, or null without a text search or with highlight=false. */
    highlight: Schema.NullOr(Schema.String),
    /** Up to five matched artifacts and awards, best first; empty without a text search. */
    matches: Schema.Array(SearchMatch),
    /** The ranking score (0 when sorted by something other than relevance and no text is searched). */
    score: Schema.Number,
  }),
})
export type ListingSearchHit = typeof ListingSearchHit.Type

export const ListingSearchPage = Paginated(ListingSearchHit)
/** The CSV export (GET /api/v1/connect/listings/export) writes at most this many storefronts, best first. */
export const listingExportCap = 5_000
export type ListingSearchPage = typeof ListingSearchPage.Type

/** How many results each option of a multi-select would give with the other filters as they are. */
export const FacetCount = Schema.Struct({ id: Schema.String, count: Schema.Int })
export const ListingSearchFacets = Schema.Struct({
  total: Schema.Int,
  naicsCodeIds: Schema.Array(FacetCount),
  listingTechnologyTypeIds: Schema.Array(FacetCount),
  listingBusinessClassificationIds: Schema.Array(FacetCount),
  listingState: Schema.Array(FacetCount),
  serviceTechnologyTypeIds: Schema.Array(FacetCount),
  productTechnologyTypeIds: Schema.Array(FacetCount),
  awardPhase: Schema.Array(FacetCount),
  awardNaicsCodeIds: Schema.Array(FacetCount),
  awardState: Schema.Array(FacetCount),
  awardTechnologyTypeIds: Schema.Array(FacetCount),
})
export type ListingSearchFacets = typeof ListingSearchFacets.Type
