import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { responseRateText, statisticLoadFailed, TimelineQuery, technologyPctText } from "./analytics"

describe("analytics contracts", () => {
  it("shows percentages as spec 02 §9 says: technology shares truncated to two characters, the rate rounded", () => {
    expect(technologyPctText(0.4567)).toBe("45")
    expect(technologyPctText(0.05)).toBe("5")
    expect(technologyPctText(0)).toBe("0")
    expect(responseRateText(2 / 3)).toBe("67%")
    expect(responseRateText(0)).toBe("0%")
  })

  it("names the failed chart in spec 02 §8's error text", () => {
    expect(statisticLoadFailed("DAF Users")).toBe("Error loading DAF Users Statistic Data")
  })

  it("takes timeline months as YYYY-MM only", () => {
    const decode = Schema.decodeUnknownSync(TimelineQuery)
    expect(decode({ from: "2026-01", to: "2026-12" })).toEqual({ from: "2026-01", to: "2026-12" })
    expect(decode({})).toEqual({})
    expect(() => decode({ from: "2026-13" })).toThrow()
    expect(() => decode({ to: "2026-1" })).toThrow()
  })
})
