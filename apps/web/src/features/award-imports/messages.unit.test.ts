import { describe, expect, it } from "vitest"
import { formatBytes, isCsvFile, percentOf } from "./messages"

describe("award file checks and figures", () => {
  it("takes .csv files by their name, whatever type the browser gave them", () => {
    expect(isCsvFile({ name: "award_data.csv" })).toBe(true)
    expect(isCsvFile({ name: "AWARDS.CSV" })).toBe(true)
    expect(isCsvFile({ name: "awards.xlsx" })).toBe(false)
    expect(isCsvFile({ name: "awards.csv.zip" })).toBe(false)
    expect(isCsvFile({ name: "csv" })).toBe(false)
  })

  it("writes byte counts as people read them", () => {
    expect(formatBytes(0)).toBe("0 bytes")
    expect(formatBytes(999)).toBe("999 bytes")
    expect(formatBytes(4_321)).toBe("4.3 kB")
    expect(formatBytes(456_000_000)).toBe("456 MB")
    expect(formatBytes(1_500_000_000)).toBe("1.5 GB")
  })

  it("turns parts into whole percentages, 0 of an unknown whole, never past 100", () => {
    expect(percentOf(50, 200)).toBe(25)
    expect(percentOf(1, 3)).toBe(33)
    expect(percentOf(10, null)).toBe(0)
    expect(percentOf(10, 0)).toBe(0)
    expect(percentOf(210, 200)).toBe(100)
  })
})
