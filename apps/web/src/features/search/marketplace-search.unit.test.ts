import { afterEach, describe, expect, it, vi } from "vitest"
import {
  dateProblem,
  effectiveSortOf,
  facetsQueryOf,
  hasFilters,
  listingSearchQueryOf,
  marketplaceSearchOf,
  resetSearch,
  searchOfQueryString,
  searchQueryString,
  withFilters,
} from "./marketplace-search"

afterEach(() => vi.useRealTimers())

describe("the marketplace search in the address", () => {
  it("keeps what the router hands it, as text, ids, numbers and days", () => {
    vi.useFakeTimers({ now: new Date("2026-03-10T12:00:00Z") })
    expect(
      marketplaceSearchOf({
        page: 3,
        perPage: 20,
        searchListings: "  drones ",
        listingState: "OH",
        naicsCodeIds: 541715,
        listingTechnologyTypeIds: "3, 4,3",
        awardAmountMin: 1000,
        awardAmountMax: "25000.5",
        awardDateMin: "2024-01-31",
        awardDateMax: "2026-03-10",
        sortBy: "relevance",
        sortDirection: "asc",
        highlight: false,
      }),
    ).toEqual({
      page: 3,
      perPage: 20,
      searchListings: "drones",
      listingState: "OH",
      naicsCodeIds: "541715",
      listingTechnologyTypeIds: "3,4",
      awardAmountMin: 1000,
      awardAmountMax: 25000.5,
      awardDateMin: "2024-01-31",
      awardDateMax: "2026-03-10",
      // relevance is the default order of a text search: the address does not repeat it
      sortDirection: "asc",
      highlight: false,
    })
  })

  it("orders a text search by relevance unless the address names another order", () => {
    expect(effectiveSortOf(marketplaceSearchOf({ searchListings: "drones" }))).toEqual({
      sortBy: "relevance",
      sortDirection: "desc",
    })
    expect(effectiveSortOf(marketplaceSearchOf({ naicsCodeIds: "541715" }))).toEqual({
      sortBy: "createdAt",
      sortDirection: "desc",
    })
    // the spec's default, chosen on a text search, is kept so the choice survives a reload
    expect(marketplaceSearchOf({ searchAwards: "radar", sortBy: "createdAt" })).toEqual({
      searchAwards: "radar",
      sortBy: "createdAt",
    })
    // names read A to Z unless descending is asked for
    expect(effectiveSortOf(marketplaceSearchOf({ sortBy: "name" })).sortDirection).toBe("asc")
    expect(marketplaceSearchOf({ sortBy: "name", sortDirection: "desc" })).toEqual({
      sortBy: "name",
      sortDirection: "desc",
    })
  })

  it("drops defaults, empty values and what makes no sense", () => {
    vi.useFakeTimers({ now: new Date("2026-03-10T12:00:00Z") })
    expect(
      marketplaceSearchOf({
        page: "x",
        perPage: 7,
        searchListings: "   ",
        naicsCodeIds: ",,",
        awardAmountMin: -5,
        awardAmountMax: "lots",
        awardDateMin: "2026-03-11",
        awardDateMax: "2024-02-30x",
        sortBy: "createdAt",
        sortDirection: "desc",
        highlight: true,
        unknown: "kept out",
      }),
    ).toEqual({})
  })

  it("cuts text to the contract's limits", () => {
    expect(marketplaceSearchOf({ listingIdentifier: "x".repeat(150) }).listingIdentifier).toHaveLength(100)
  })
})

describe("changing the search", () => {
  it("starts over at page 1 and keeps the page size when a filter changes", () => {
    expect(
      withFilters(
        { page: 4, perPage: 5, searchAwards: "lidar" },
        { searchAwards: undefined, awardPhase: "Phase II" },
      ),
    ).toEqual({
      perPage: 5,
      awardPhase: "Phase II",
    })
  })

  it("resets every filter and sort but the page size", () => {
    expect(resetSearch({ page: 2, perPage: 20, searchListings: "x", sortBy: "name" })).toEqual({
      perPage: 20,
    })
    expect(resetSearch({ searchListings: "x" })).toEqual({})
  })

  it("counts sorting and highlighting as no filter", () => {
    expect(hasFilters({ sortBy: "name", highlight: false, page: 2 })).toBe(false)
    expect(hasFilters({ awardAmountMin: 0 })).toBe(true)
  })
})

describe("what the server is asked", () => {
  const search = {
    page: 2,
    searchListings: "drones",
    naicsCodeIds: "541715,541330",
    awardAmountMin: 1000,
    sortBy: "name",
  } as const

  it("sends ids as arrays, the page with its defaults, the sort and the highlight", () => {
    expect(listingSearchQueryOf(search)).toEqual({
      page: 2,
      perPage: 10,
      searchListings: "drones",
      naicsCodeIds: ["541715", "541330"],
      awardAmountMin: 1000,
      sortBy: "name",
      sortDirection: "asc",
      highlight: true,
    })
  })

  it("asks the facets with the filters alone", () => {
    expect(facetsQueryOf({ ...search, sortDirection: "asc", highlight: false })).toEqual({
      searchListings: "drones",
      naicsCodeIds: ["541715", "541330"],
      awardAmountMin: 1000,
    })
  })

  it("writes a plain query string in the panels' order, and reads a saved one back", () => {
    const query = searchQueryString({ ...search, highlight: false })
    expect(query).toBe(
      "searchListings=drones&naicsCodeIds=541715%2C541330&awardAmountMin=1000&sortBy=name&highlight=false",
    )
    expect(searchOfQueryString(`?${query}`)).toEqual({ ...search, page: undefined, highlight: false })
  })
})

describe("award dates", () => {
  it("must be days, not after today", () => {
    vi.useFakeTimers({ now: new Date("2026-03-10T23:30:00Z") })
    expect(dateProblem("")).toBeUndefined()
    expect(dateProblem("2026-03-10")).toBeUndefined()
    expect(dateProblem("2026-03-11")).toBe("dateInFuture")
    expect(dateProblem("10/03/2026")).toBe("notADate")
  })
})
