import { describe, expect, it } from "vitest"
import * as contracts from "./index"
import { defaultPerPage, normalizePage, pageSizes } from "./page-rules"

describe("the page rules of the schema-free entry (the web's first bundle)", () => {
  it("are the contracts' page sizes and default", () => {
    expect(pageSizes).toEqual(contracts.pageSizes)
    expect(defaultPerPage).toBe(contracts.defaultPerPage)
  })

  it.each([
    {},
    { page: 3, perPage: 20 },
    { page: "2", perPage: "5" },
    { page: 0, perPage: 10 },
    { page: -1, perPage: 7 },
    { page: 2.5, perPage: "abc" },
    { page: "x", perPage: null },
    { page: Number.NaN, perPage: 50 },
  ])("normalize %j as the contracts do", (input) => {
    expect(normalizePage(input)).toEqual(contracts.normalizePage(input))
  })
})
