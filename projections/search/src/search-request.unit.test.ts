import { describe, expect, it } from "vitest"
import { listingSearchRequest } from "./search-request"

describe("the search request", () => {
  it("sorts newest first without text, best match first with text, names A to Z", () => {
    expect(listingSearchRequest({})).toMatchObject({ sortBy: "createdAt", sortDirection: "desc" })
    expect(listingSearchRequest({ searchAwards: " lidar " })).toMatchObject({
      texts: { awards: "lidar" },
      sortBy: "relevance",
      sortDirection: "desc",
    })
    expect(
      listingSearchRequest({ searchListings: "x", sortBy: "updatedAt", sortDirection: "asc" }),
    ).toMatchObject({ sortBy: "updatedAt", sortDirection: "asc" })
    expect(listingSearchRequest({ sortBy: "name" })).toMatchObject({ sortDirection: "asc" })
    expect(listingSearchRequest({ sortBy: "", sortDirection: "" })).toMatchObject({
      sortBy: "createdAt",
      sortDirection: "desc",
    })
  })

  it("reads id lists from commas or arrays, trimmed, without blanks or repeats", () => {
    const request = listingSearchRequest({
      naicsCodeIds: " 541715, ,541714,541715",
      listingTechnologyTypeIds: ["4", " 6 ", ""],
      listingState: "oh,va",
    })
    expect(request.naicsCodeIds).toEqual(["541715", "541714"])
    expect(request.listingTechnologyTypeIds).toEqual(["4", "6"])
    expect(request.listingStates).toEqual(["OH", "VA"])
  })

  it("takes award phases by name or by the phases list's id, amounts as numbers, empty values as absent", () => {
    const request = listingSearchRequest({
      awardPhase: "2,Phase III",
      awardAmountMin: "1000",
      awardAmountMax: "",
      awardDateMin: "",
      searchListings: "   ",
      highlight: "false",
    })
    expect(request.award).toMatchObject({ phases: ["phase ii", "phase iii"], amountMin: 1000 })
    expect(request.award.amountMax).toBeUndefined()
    expect(request.award.dateMin).toBeUndefined()
    expect(request.texts).toEqual({})
    expect(request.highlight).toBe(false)
    expect(listingSearchRequest({}).highlight).toBe(true)
  })

  it("pages as everywhere: 5, 10 or 20, page 1 when invalid", () => {
    expect(listingSearchRequest({ page: "3", perPage: "20" }).page).toEqual({ page: 3, perPage: 20 })
    expect(listingSearchRequest({ page: "-1", perPage: "7" }).page).toEqual({ page: 1, perPage: 10 })
  })
})
