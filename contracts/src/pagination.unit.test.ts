import { describe, expect, it } from "vitest"
import { normalizePage, paginate, paginationSeries } from "./pagination"

describe("pagination (Pagy semantics)", () => {
  it("builds the object for a middle page", () => {
    expect(paginate(95, { page: 3, perPage: 10 })).toEqual({
      count: 95,
      page: 3,
      pages: 10,
      last: 10,
      from: 21,
      to: 30,
      offset: 20,
      series: [1, 2, "3", 4, 5, 6, 7, "gap", 10],
    })
  })

  it("puts gaps on both sides far from the edges", () => {
    expect(paginationSeries(10, 20)).toEqual([1, "gap", 6, 7, 8, 9, "10", 11, 12, 13, 14, "gap", 20])
  })

  it("shows every page when they fit", () => {
    expect(paginationSeries(1, 5)).toEqual(["1", 2, 3, 4, 5])
  })

  it("clamps an out-of-range page to the last page", () => {
    expect(paginate(25, { page: 9, perPage: 10 })).toMatchObject({
      page: 3,
      from: 21,
      to: 25,
      series: [1, 2, "3"],
    })
  })

  it("answers an empty collection with one empty page", () => {
    expect(paginate(0, { page: 1, perPage: 10 })).toMatchObject({
      count: 0,
      page: 1,
      pages: 1,
      last: 1,
      from: 0,
      to: 0,
      series: ["1"],
    })
  })

  it("resets an invalid page to 1 and an unknown size to 10", () => {
    expect(normalizePage({ page: "abc", perPage: "7" })).toEqual({ page: 1, perPage: 10 })
    expect(normalizePage({ page: "-2", perPage: "20" })).toEqual({ page: 1, perPage: 20 })
    expect(normalizePage({ page: "4", perPage: 5 })).toEqual({ page: 4, perPage: 5 })
    expect(normalizePage()).toEqual({ page: 1, perPage: 10 })
  })
})
