import { describe, expect, it } from "vitest"
import { labelStride, niceTicks, pieSectors } from "./geometry"

describe("niceTicks", () => {
  it("counts in round, whole steps from 0 to at or above the largest value", () => {
    expect(niceTicks(4)).toEqual([0, 1, 2, 3, 4])
    expect(niceTicks(17)).toEqual([0, 5, 10, 15, 20])
    expect(niceTicks(230)).toEqual([0, 100, 200, 300])
    expect(niceTicks(1000)).toEqual([0, 500, 1000])
  })

  it("never steps below one, and shows 0 and 1 when everything is zero", () => {
    expect(niceTicks(0)).toEqual([0, 1])
    expect(niceTicks(2)).toEqual([0, 1, 2])
  })
})

describe("labelStride", () => {
  it("prints every label where they fit and every n-th where they would crowd", () => {
    expect(labelStride(12, 800)).toBe(1)
    expect(labelStride(24, 600)).toBe(2)
    expect(labelStride(36, 300)).toBe(6)
  })
})

describe("pieSectors", () => {
  it("gives each positive value a sector, clockwise from twelve o'clock, none for a zero", () => {
    const sectors = pieSectors([1, 0, 1], 50, 50, 40)
    expect(sectors.map((s) => s.index)).toEqual([0, 2])
    // the first half: from the top (50 10) to the bottom (50 90) through the right
    expect(sectors[0]?.path).toBe("M 50 50 L 50.000 10.000 A 40 40 0 0 1 50.000 90.000 Z")
    expect(sectors[1]?.path).toBe("M 50 50 L 50.000 90.000 A 40 40 0 0 1 50.000 10.000 Z")
  })

  it("takes the long way round for a sector over half the pie", () => {
    const [large] = pieSectors([3, 1], 50, 50, 40)
    expect(large?.path).toContain("A 40 40 0 1 1")
  })

  it("draws one whole value as a full disc, and nothing for nothing", () => {
    const [whole] = pieSectors([5], 50, 50, 40)
    expect(whole?.path).toBe("M 50.000 10.000 A 40 40 0 1 1 50.000 90.000 A 40 40 0 1 1 50.000 10.000 Z")
    expect(pieSectors([0, 0], 50, 50, 40)).toEqual([])
  })
})
