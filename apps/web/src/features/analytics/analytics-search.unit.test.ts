import { describe, expect, it } from "vitest"
import { analyticsSearchOf } from "./analytics-search"

describe("analyticsSearchOf", () => {
  it("keeps a valid range and a page, and leaves out the defaults", () => {
    expect(analyticsSearchOf({ from: "2026-01", to: "2026-03", page: 2, perPage: 20 })).toEqual({
      from: "2026-01",
      to: "2026-03",
      page: 2,
      perPage: 20,
    })
    expect(analyticsSearchOf({ page: 1, perPage: 10 })).toEqual({})
  })

  it("drops a range the server would refuse, whole, and repairs the page", () => {
    expect(analyticsSearchOf({ from: "2026-04", to: "2026-01" })).toEqual({})
    expect(analyticsSearchOf({ from: "2001-01", to: "2026-01" })).toEqual({})
    expect(analyticsSearchOf({ from: "March", to: "2026-01" })).toEqual({})
    expect(analyticsSearchOf({ page: "zero", perPage: 7 })).toEqual({})
  })
})
