/**
 * The typical searches a government user runs, as the URL's query string carries them: the gateway gets
 * them over HTTP, the bare run decodes the same parameters with the same contract and calls the same query
 * function. Words come from the generator's vocabulary (seed.ts), so each finds storefronts at every scale.
 */
export interface BenchQuery {
  readonly name: string
  readonly path: "/api/v1/connect/listings" | "/api/v1/connect/listings/facets"
  readonly params: Readonly<Record<string, string>>
}

export const benchQueries: readonly BenchQuery[] = [
  { name: "one word", path: "/api/v1/connect/listings", params: { searchListings: "hyperspectral" } },
  {
    name: "phrase",
    path: "/api/v1/connect/listings",
    params: { searchListings: '"space situational awareness"' },
  },
  { name: "typo", path: "/api/v1/connect/listings", params: { searchListings: "neuromorphc" } },
  {
    name: "filters only",
    path: "/api/v1/connect/listings",
    params: { naicsCodeIds: "541715", listingState: "OH" },
  },
  {
    name: "text + 3 filters",
    path: "/api/v1/connect/listings",
    params: {
      searchListings: "sensor",
      naicsCodeIds: "541715,541714,334511",
      listingState: "CA,TX,CO",
      listingTechnologyTypeIds: "3,7",
    },
  },
  {
    name: "awards amount+date",
    path: "/api/v1/connect/listings",
    params: {
      awardAmountMin: "500000",
      awardAmountMax: "750000",
      awardDateMin: "2024-01-01",
      awardDateMax: "2024-12-31",
    },
  },
  {
    name: "deep page (50)",
    path: "/api/v1/connect/listings",
    params: { searchListings: "battery", page: "50", perPage: "20" },
  },
  {
    name: "facet counts",
    path: "/api/v1/connect/listings/facets",
    params: { searchListings: "sensor", listingState: "CA" },
  },
]

export const queryString = (query: BenchQuery) => new URLSearchParams(query.params).toString()
