/** bench:visible's figures: latency summaries, and the rows `npm run bench` collects (issue 27's goal). */
import { atMost, type ResultRow, resultRow } from "../report/result"

export interface Latencies {
  readonly p50: number
  readonly p95: number
  readonly p99: number
  readonly max: number
  /** Timed events never seen before the run gave up waiting. */
  readonly unseen: number
}

/** The value at quantile q of sorted values, nearest rank (0 when there are none). */
const quantile = (sorted: readonly number[], q: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0)

export const summarize = (latencies: readonly number[], unseen: number): Latencies => {
  const sorted = [...latencies].sort((a, b) => a - b)
  return {
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
    unseen,
  }
}

/** Issue 27: at a steady 2,000 events a second, an async read model shows an event within 100 ms (p99). */
export const goalRate = 2_000
export const goalP99Ms = 100

export function visibleRows(
  rate: number,
  handler: string,
  projection: Latencies,
  signal: Latencies,
): ResultRow[] {
  const benchmark = "visible"
  const size = `${rate.toLocaleString("en-US")} events/s, ${handler}`
  return [
    resultRow({
      benchmark,
      measure: "commit → visible in an async read model, p99",
      size,
      value: projection.p99,
      unit: "ms",
      baseline: { name: "pg_notify → LISTEN p99", value: signal.p99 },
      ...(rate === goalRate ? { goal: atMost(projection.p99, goalP99Ms, "≤ 100 ms") } : {}),
    }),
    resultRow({
      benchmark,
      measure: "commit → visible in an async read model, p50",
      size,
      value: projection.p50,
      unit: "ms",
      baseline: { name: "pg_notify → LISTEN p50", value: signal.p50 },
    }),
    resultRow({
      benchmark,
      measure: "events never visible",
      size,
      value: projection.unseen,
      unit: "",
      goal: atMost(projection.unseen, 0, "none"),
    }),
  ]
}
