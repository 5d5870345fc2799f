import type { TechnologyTypeStat } from "@ignite/contracts"
import { analyticsTopCount, technologyTypeMeasures } from "@ignite/contracts"
import { describe, expect, it } from "vitest"
import { chartPalette } from "./chart-palette"
import { technologyMeasures } from "./technology-measures"
import { topSlices } from "./technology-slices"

const stat = (id: string, name: string, listingCount: number): TechnologyTypeStat => ({
  id,
  name,
  listingCount,
  listingProductCount: 0,
  listingServiceCount: 0,
  listingAwardCount: 0,
  usersCount: 0,
  visionUsersCount: 0,
  listingPct: 0,
  listingProductPct: 0,
  listingServicePct: 0,
  usersPct: 0,
  visionUsersPct: 0,
})
const listings = (row: TechnologyTypeStat) => row.listingCount

describe("topSlices", () => {
  it("lists the ten largest, largest first, each with the next colour of the palette", () => {
    const rows = Array.from({ length: 14 }, (_, i) => stat(String(i), `Type ${i}`, i + 1))
    const slices = topSlices(rows, listings)
    expect(slices).toHaveLength(analyticsTopCount)
    expect(slices.map((slice) => slice.value)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5])
    expect(slices.map((slice) => slice.fill)).toEqual([...chartPalette])
    expect(slices[0]).toEqual({ id: "13", name: "Type 13", value: 14, fill: chartPalette[0] })
  })

  it("hides the types that count zero, and orders equal numbers by name", () => {
    const slices = topSlices(
      [stat("a", "Sensors", 0), stat("b", "Quantum", 2), stat("c", "Biotech", 2)],
      listings,
    )
    expect(slices.map((slice) => slice.name)).toEqual(["Biotech", "Quantum"])
  })

  it("has no slices when every type counts zero: the chart shows 'No Results'", () => {
    expect(topSlices([stat("a", "Sensors", 0), stat("b", "Quantum", 0)], listings)).toEqual([])
    expect(topSlices([], listings)).toEqual([])
  })
})

describe("technologyMeasures", () => {
  it("has one pie per measure the drill-down knows, in the contract's order", () => {
    expect(technologyMeasures.map((each) => each.measure)).toEqual([...technologyTypeMeasures])
  })
})

describe("chartPalette", () => {
  // WCAG 2.x relative luminance and contrast ratio
  const luminance = (hex: string) => {
    const [r = 0, g = 0, b = 0] = [1, 3, 5]
      .map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05)

  it("has ten distinct colours, each at least 3:1 against white", () => {
    expect(new Set(chartPalette).size).toBe(10)
    for (const colour of chartPalette) expect(contrastWithWhite(colour)).toBeGreaterThanOrEqual(3)
  })
})
