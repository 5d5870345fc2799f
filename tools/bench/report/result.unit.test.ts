import { describe, expect, it } from "vitest"
import { atLeast, atMost, outcomeRow, parseResult, resultRow } from "./result"

describe("resultRow", () => {
  it("computes the ratio against the baseline of the same run", () => {
    const row = resultRow({
      benchmark: "eventstore",
      measure: "append",
      size: "16 writers",
      value: 680,
      unit: "appends/s",
      baseline: { name: "raw INSERT", value: 1000 },
    })
    expect(row.ratio).toBeCloseTo(0.68)
  })

  it("leaves the ratio out without a baseline, with a zero baseline or without a figure", () => {
    expect(resultRow({ benchmark: "b", measure: "m", value: 1, unit: "ms" })).not.toHaveProperty("ratio")
    expect(
      resultRow({ benchmark: "b", measure: "m", value: 1, unit: "ms", baseline: { name: "x", value: 0 } }),
    ).not.toHaveProperty("ratio")
    expect(
      resultRow({ benchmark: "b", measure: "m", value: null, unit: "ms", baseline: { name: "x", value: 2 } }),
    ).not.toHaveProperty("ratio")
  })
})

describe("goals", () => {
  it("holds at the bound, both ways", () => {
    expect(atLeast(1, 1, "≥ 1x raw").met).toBe(true)
    expect(atLeast(0.99, 1, "≥ 1x raw").met).toBe(false)
    expect(atMost(50, 50, "p99 ≤ 50 ms").met).toBe(true)
    expect(atMost(50.1, 50, "p99 ≤ 50 ms")).toEqual({ text: "p99 ≤ 50 ms", met: false })
  })
})

describe("parseResult", () => {
  it("reads rows back as written", () => {
    const rows = [
      resultRow({ benchmark: "b", measure: "m", value: 2, unit: "ms", baseline: { name: "x", value: 1 } }),
    ]
    expect(parseResult(JSON.stringify(rows))).toEqual(rows)
  })

  it("accepts a row without a figure (a failed or skipped run)", () => {
    expect(
      parseResult(JSON.stringify([outcomeRow("gateway", "skipped: PostgreSQL not reachable")])),
    ).toHaveLength(1)
  })

  it("rejects what is not a list of rows", () => {
    expect(() => parseResult("{}")).toThrow(/list of rows/)
    expect(() =>
      parseResult(JSON.stringify([{ benchmark: "b", measure: "m", value: "fast", unit: "" }])),
    ).toThrow(/not a result row/)
  })
})
