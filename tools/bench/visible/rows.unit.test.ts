import { describe, expect, it } from "vitest"
import { summarize, visibleRows } from "./rows"

describe("bench:visible's figures", () => {
  it("summarizes latencies by nearest rank", () => {
    const latencies = Array.from({ length: 100 }, (_, i) => i + 1)
    expect(summarize(latencies, 0)).toEqual({ p50: 50, p95: 95, p99: 99, max: 100, unseen: 0 })
    expect(summarize([], 3)).toEqual({ p50: 0, p95: 0, p99: 0, max: 0, unseen: 3 })
  })

  it("holds the read model to 100 ms p99 at 2,000 events a second, and to losing nothing at any rate", () => {
    const signal = summarize([1, 2, 3], 0)
    const [p99, , unseen] = visibleRows(2_000, "a statement per event", summarize([10, 20, 120], 0), signal)
    expect(p99).toMatchObject({ value: 120, goal: { met: false }, ratio: 40 })
    expect(unseen).toMatchObject({ value: 0, goal: { met: true } })
    const [other, , lost] = visibleRows(500, "a statement per batch", summarize([10], 2), signal)
    expect(other?.goal).toBeUndefined()
    expect(lost).toMatchObject({ value: 2, goal: { met: false } })
  })
})
