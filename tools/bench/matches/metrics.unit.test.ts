import { describe, expect, it } from "vitest"
import { mean, ndcgAt, precisionAt } from "./metrics"

const grades = new Map([
  ["a", 2],
  ["b", 1],
  ["c", 1],
])

describe("precision at k", () => {
  it("counts the relevant items of any grade among the first k places", () => {
    expect(precisionAt(5, ["a", "x", "b", "y", "z"], grades)).toBe(0.4)
    expect(precisionAt(2, ["a", "b", "c"], grades)).toBe(1)
    expect(precisionAt(5, ["x", "y"], grades)).toBe(0)
  })

  it("counts missing places as misses: a short answer is not a precise one", () => {
    expect(precisionAt(5, ["a"], grades)).toBe(0.2)
    expect(precisionAt(5, [], grades)).toBe(0)
  })

  it("refuses k below 1", () => {
    expect(() => precisionAt(0, ["a"], grades)).toThrow(RangeError)
  })
})

describe("nDCG at k", () => {
  it("is 1 for the ideal order and less for any other", () => {
    expect(ndcgAt(10, ["a", "b", "c"], grades)).toBeCloseTo(1, 12)
    expect(ndcgAt(10, ["b", "a", "c"], grades)).toBeLessThan(1)
    expect(ndcgAt(10, ["x", "a", "b", "c"], grades)).toBeLessThan(ndcgAt(10, ["a", "x", "b", "c"], grades))
  })

  it("weighs grades exponentially and discounts by log2 of the place", () => {
    // ranking b, a: (1/log2 2 + 3/log2 3) over the ideal a, b, c: (3/log2 2 + 1/log2 3 + 1/log2 4)
    const expected = (1 + 3 / Math.log2(3)) / (3 + 1 / Math.log2(3) + 1 / 2)
    expect(ndcgAt(10, ["b", "a"], grades)).toBeCloseTo(expected, 12)
  })

  it("cuts both the ranking and the ideal at k", () => {
    expect(ndcgAt(1, ["a", "x"], grades)).toBe(1)
    expect(ndcgAt(1, ["b", "a"], grades)).toBeCloseTo(1 / 3, 12)
  })

  it("counts an item listed twice once, and is 0 when nothing is relevant or judged", () => {
    expect(ndcgAt(10, ["a", "a"], grades)).toBeCloseTo(ndcgAt(10, ["a"], grades), 12)
    expect(ndcgAt(10, ["x", "y"], grades)).toBe(0)
    expect(ndcgAt(10, ["a"], new Map())).toBe(0)
  })
})

describe("mean", () => {
  it("averages, and is 0 for no values", () => {
    expect(mean([1, 0, 0.5])).toBe(0.5)
    expect(mean([])).toBe(0)
  })
})
