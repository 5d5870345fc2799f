import { Schema, SchemaGetter } from "effect"
import { Uuid } from "./ids"
import { Paginated } from "./pagination"
import { searchMessages } from "./texts/search"

export { searchMessages } from "./texts/search"

/**
 * The marketplace search's URL parameters (spec 02 "Search filter panels"), page and perPage aside: what a
 * saved search keeps. A search is saved as the query string of its address, so opening it restores every
 * panel exactly as the spec's URL state does.
 */
export const marketplaceSearchParams = [
  "searchListings",
  "listingIdentifier",
  "listingState",
  "naicsCodeIds",
  "listingTechnologyTypeIds",
  "listingBusinessClassificationIds",
  "searchServices",
  "serviceTechnologyTypeIds",
  "searchProducts",
  "productTechnologyTypeIds",
  "searchUseCases",
  "searchAwards",
  "awardPhase",
  "awardNaicsCodeIds",
  "awardContractNumber",
  "awardAmountMin",
  "awardAmountMax",
  "awardDateMin",
  "awardDateMax",
  "awardState",
  "awardTechnologyTypeIds",
  "sortBy",
  "sortDirection",
  "highlight",
] as const
export type MarketplaceSearchParam = (typeof marketplaceSearchParams)[number]

const trimmed = Schema.String.pipe(
  Schema.decode({
    decode: SchemaGetter.transform((s: string) => s.trim()),
    encode: SchemaGetter.transform((s: string) => s),
  }),
)

/** What the user calls a saved search: trimmed, 2 to 100 characters. */
const SavedSearchName = trimmed.check(
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

const SearchQuery = trimmed.check(
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
