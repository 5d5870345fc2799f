import { type MarketplaceSearchParam, marketplaceSearchParams } from "@ignite/contracts"

/** The search panels' parameter names as people read them. */
const labels: Record<MarketplaceSearchParam, string> = {
  searchListings: "Company",
  listingIdentifier: "Identifier",
  listingState: "Company state",
  naicsCodeIds: "NAICS codes",
  listingTechnologyTypeIds: "Company technology types",
  listingBusinessClassificationIds: "Business classifications",
  searchServices: "Services",
  serviceTechnologyTypeIds: "Service technology types",
  searchProducts: "Products",
  productTechnologyTypeIds: "Product technology types",
  searchUseCases: "Use cases",
  searchAwards: "Awards",
  awardPhase: "Award phase",
  awardNaicsCodeIds: "Award NAICS codes",
  awardContractNumber: "Contract number",
  awardAmountMin: "Award amount from",
  awardAmountMax: "Award amount to",
  awardDateMin: "Awarded from",
  awardDateMax: "Awarded to",
  awardState: "Award state",
  awardTechnologyTypeIds: "Award technology types",
  sortBy: "Sorted by",
  sortDirection: "Order",
  highlight: "Highlight",
}

/**
 * A saved search's filters as one line a person reads ("Company: uas · Company state: OH"); id lists are
 * counted ("NAICS codes: 3 chosen") until the search page resolves them to names.
 */
export const describeSavedSearch = (query: string): string => {
  const params = new URLSearchParams(query)
  return marketplaceSearchParams
    .flatMap((name) => {
      const value = params.get(name)
      if (!value) return []
      const shown = name.endsWith("Ids") ? `${value.split(",").length} chosen` : value
      return [`${labels[name]}: ${shown}`]
    })
    .join(" · ")
}
