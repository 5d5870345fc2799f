import { describe, expect, it } from "vitest"
import { govUserFiltersOf, govUsersQueryOf, hasFilters } from "./gov-user-filters"

describe("government user search filters in the address", () => {
  it("keeps only the filters that hold something, trimmed", () => {
    const address = { search: "  robots ", technologyTypeIds: "", govUserOrganizationIds: 4, page: 2 }
    expect(govUserFiltersOf(address)).toEqual({ search: "robots", govUserOrganizationIds: "4" })
    expect(govUserFiltersOf({ search: "   " })).toEqual({})
  })

  it("sends the search procedure arrays of ids and leaves out empty filters", () => {
    expect(
      govUsersQueryOf({ search: "ai", technologyTypeIds: "3,4", govUserClassificationIds: "1" }),
    ).toEqual({
      search: "ai",
      technologyTypeIds: ["3", "4"],
      govUserClassificationIds: ["1"],
    })
    expect(hasFilters({})).toBe(false)
    expect(hasFilters({ govUserOrganizationIds: "2" })).toBe(true)
  })
})
