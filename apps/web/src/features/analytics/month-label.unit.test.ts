import { describe, expect, it } from "vitest"
import { monthLabel } from "./month-label"

describe("monthLabel", () => {
  it("writes a month as its three-letter name and two-digit year (spec 02 §9)", () => {
    expect(monthLabel("2026-03")).toBe("Mar 26")
    expect(monthLabel("2025-12")).toBe("Dec 25")
    expect(monthLabel("2030-01")).toBe("Jan 30")
    expect(monthLabel("2009-10")).toBe("Oct 09")
  })
})
