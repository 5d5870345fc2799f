import { AnalyticsMonth, analyticsMaxMonths } from "@ignite/contracts"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { currentMonth, maxMonths, monthPattern, monthsCovered, rangeProblem } from "./month-range"

const now = new Date("2026-06-15T12:00:00Z")

describe("month ranges", () => {
  it("match the contract's months and limit (the first bundle cannot import the schema)", () => {
    expect(maxMonths).toBe(analyticsMaxMonths)
    const isMonth = Schema.is(AnalyticsMonth)
    for (const text of [
      "2026-01",
      "2026-12",
      "1999-09",
      "2026-13",
      "2026-00",
      "2026-1",
      "26-01",
      "2026-01-01",
      "",
    ])
      expect(monthPattern.test(text)).toBe(isMonth(text))
  })

  it("counts both ends", () => {
    expect(monthsCovered("2026-01", "2026-01")).toBe(1)
    expect(monthsCovered("2025-07", "2026-06")).toBe(12)
    expect(monthsCovered("2026-02", "2026-01")).toBe(0)
  })

  it("accepts what the server accepts: nothing, either end, or a range up to 120 months", () => {
    expect(rangeProblem({}, now)).toBeUndefined()
    expect(rangeProblem({ to: "2026-03" }, now)).toBeUndefined()
    expect(rangeProblem({ from: "2026-01" }, now)).toBeUndefined()
    expect(rangeProblem({ from: "2016-07", to: "2026-06" }, now)).toBeUndefined()
  })

  it("says why a range would be refused", () => {
    expect(rangeProblem({ from: "2026-05", to: "2026-04" }, now)).toBe(
      "The first month must not come after the last.",
    )
    expect(rangeProblem({ from: "2016-06", to: "2026-06" }, now)).toBe("A range covers at most 120 months.")
    // without `to` the range ends this month
    expect(rangeProblem({ from: "2026-07" }, now)).toBe("The first month must not come after the last.")
    expect(rangeProblem({ from: "2016-06" }, now)).toBe("A range covers at most 120 months.")
    expect(rangeProblem({ from: "2026-13" }, now)).toBe("Choose the first month as YYYY-MM.")
    expect(rangeProblem({ to: "June" }, now)).toBe("Choose the last month as YYYY-MM.")
  })

  it("takes this month in UTC", () => {
    expect(currentMonth(new Date("2026-06-30T23:30:00-05:00"))).toBe("2026-07")
  })
})
