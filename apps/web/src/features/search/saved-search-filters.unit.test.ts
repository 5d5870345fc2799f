import { describe, expect, it } from "vitest"
import { describeSavedSearch } from "./saved-search-filters"

describe("a saved search's filters in words", () => {
  it("names each filter in the panels' order, and counts id lists", () => {
    expect(describeSavedSearch("listingState=OH&searchListings=uas&naicsCodeIds=1,2,3")).toBe(
      "Company: uas · Company state: OH · NAICS codes: 3 chosen",
    )
  })

  it("leaves out what the search does not keep", () => {
    expect(describeSavedSearch("page=2&searchAwards=lidar&other=x")).toBe("Awards: lidar")
  })
})
