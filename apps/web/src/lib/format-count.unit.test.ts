import { describe, expect, it } from "vitest"
import { formatCount } from "./format-count"

describe("formatCount", () => {
  it("writes whole numbers as en-US's toLocaleString does", () => {
    for (const count of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 65_369, -1234, -999, 2 ** 40])
      expect(formatCount(count)).toBe(count.toLocaleString("en-US"))
  })

  it("leaves what is not a whole number to toLocaleString", () => {
    expect(formatCount(1234.5)).toBe("1,234.5")
    expect(formatCount(Number.NaN)).toBe("NaN")
  })
})
