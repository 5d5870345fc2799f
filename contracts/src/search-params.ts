// Schema-free on purpose: the web's first bundle reads the search's parameters (the government user's home is
// the search) without bringing effect's Schema along; `@ignite/contracts/search-params` is this file alone.

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
