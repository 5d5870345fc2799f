import { describe, expect, it } from "vitest"
import { outcomeRow, resultRow } from "./result"
import { cells, formatNumber, formatRatio, formatTable, summarize } from "./table"

const append = resultRow({
  benchmark: "eventstore",
  measure: "append: ours",
  size: "64 writers",
  value: 1234.567,
  unit: "/s",
  baseline: { name: "raw INSERT", value: 1815.5 },
  goal: { text: "≥ 1x raw INSERT", met: false },
})
const push = resultRow({
  benchmark: "chat",
  measure: "push p99",
  size: "50 conversations",
  value: 39.71,
  unit: "ms",
  goal: { text: "≤ 50 ms", met: true },
})
const skipped = outcomeRow("gateway", "skipped: PostgreSQL not reachable")

describe("formatNumber", () => {
  it("keeps about three significant figures, thousands grouped", () => {
    expect(formatNumber(40_512.4)).toBe("40,512")
    expect(formatNumber(39.71)).toBe("39.7")
    expect(formatNumber(2.004)).toBe("2")
    expect(formatNumber(0.0734)).toBe("0.073")
  })
})

describe("formatRatio", () => {
  it("rounds down, so a miss never prints as the goal", () => {
    expect(formatRatio(1.9996)).toBe("1.99")
    expect(formatRatio(2)).toBe("2.00")
    expect(formatRatio(0.6849)).toBe("0.68")
  })
})

describe("cells", () => {
  it("prints value and baseline with the unit, the ratio and the goal's outcome", () => {
    expect(cells(append)).toEqual({
      benchmark: "eventstore",
      measure: "append: ours",
      size: "64 writers",
      value: "1,235 /s",
      baseline: "raw INSERT 1,816 /s",
      ratio: "0.68x",
      goal: "≥ 1x raw INSERT",
      result: "MISSED",
    })
    expect(cells(push).result).toBe("met")
  })

  it("says why a benchmark has no figures", () => {
    expect(cells(skipped)).toMatchObject({ value: "–", result: "skipped: PostgreSQL not reachable" })
  })
})

describe("formatTable", () => {
  it("aligns the columns under one header, rows in the order given", () => {
    const lines = formatTable([append, push, skipped]).split("\n")
    expect(lines[0]).toMatch(/^benchmark\s+measure\s+size\s+value\s+baseline\s+ratio\s+goal\s+result$/)
    expect(lines).toHaveLength(5)
    const column = (name: string) => lines[0]?.indexOf(name)
    expect(lines[2]?.indexOf("64 writers")).toBe(column("size"))
    expect(lines[3]?.indexOf("50 conversations")).toBe(column("size"))
    expect(lines[4]).toMatch(/^gateway\s+\(run\)/)
  })
})

describe("summarize", () => {
  it("counts the goals met and names the misses and the benchmarks without figures", () => {
    expect(summarize([append, push, skipped]).split("\n")).toEqual([
      "1 of 2 goals met",
      "missed: eventstore 1",
      "no figures: gateway (skipped: PostgreSQL not reachable)",
    ])
  })
})
