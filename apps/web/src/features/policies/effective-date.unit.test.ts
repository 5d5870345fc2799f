import { afterEach, describe, expect, it, vi } from "vitest"
import { formatEffectiveDate } from "./effective-date"

describe("formatEffectiveDate", () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it("spells out the calendar date", () => {
    expect(formatEffectiveDate("2026-11-01")).toBe("November 1, 2026")
    expect(formatEffectiveDate("2027-02-28")).toBe("February 28, 2027")
  })

  it("does not shift the day in zones west of UTC", () => {
    vi.stubEnv("TZ", "America/Los_Angeles")
    expect(formatEffectiveDate("2026-01-01")).toBe("January 1, 2026")
  })

  it("shows anything that is not a real date as given", () => {
    for (const value of ["2026-02-30", "2026-13-01", "soon", "", "2026-1-1"])
      expect(formatEffectiveDate(value)).toBe(value)
  })
})
