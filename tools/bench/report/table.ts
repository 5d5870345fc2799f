/** The one table `npm run bench` prints: every benchmark's rows, in the order they ran. */
import type { ResultRow } from "./result"

const columns = ["benchmark", "measure", "size", "value", "baseline", "ratio", "goal", "result"] as const

/** Three significant figures, thousands grouped: enough to compare, not more than one run supports. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value)
  const magnitude = Math.abs(value)
  const digits = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3
  return value.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: 0 })
}

const withUnit = (value: number, unit: string): string =>
  unit ? `${formatNumber(value)} ${unit}` : formatNumber(value)

/** Two decimals, rounded down: 1.9996x next to a goal of ≥ 2x must not print as 2.00x beside "MISSED". */
export const formatRatio = (ratio: number): string => (Math.floor(ratio * 100) / 100).toFixed(2)

export function cells(row: ResultRow): Record<(typeof columns)[number], string> {
  return {
    benchmark: row.benchmark,
    measure: row.measure,
    size: row.size ?? "",
    value: row.value === null ? "–" : withUnit(row.value, row.unit),
    baseline: row.baseline ? `${row.baseline.name} ${withUnit(row.baseline.value, row.unit)}` : "",
    ratio: row.ratio === undefined ? "" : `${formatRatio(row.ratio)}x`,
    goal: row.goal?.text ?? "",
    result: row.note ?? (row.goal ? (row.goal.met ? "met" : "MISSED") : ""),
  }
}

export function formatTable(rows: readonly ResultRow[]): string {
  const body = rows.map(cells)
  const widths = columns.map((column) => Math.max(column.length, ...body.map((cell) => cell[column].length)))
  const line = (values: readonly string[]) =>
    values
      .map((value, i) => value.padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd()
  return [
    line(columns),
    line(widths.map((width) => "-".repeat(width))),
    ...body.map((cell) => line(columns.map((c) => cell[c]))),
  ].join("\n")
}

/** The tally under the table: how many goals held, the misses per benchmark, which benchmarks gave no figures. */
export function summarize(rows: readonly ResultRow[]): string {
  const judged = rows.filter((row) => row.goal)
  const missed = judged.filter((row) => !row.goal?.met)
  const without = rows.filter((row) => row.value === null)
  const parts = [`${judged.length - missed.length} of ${judged.length} goals met`]
  if (missed.length > 0) {
    const perBenchmark = new Map<string, number>()
    for (const row of missed) perBenchmark.set(row.benchmark, (perBenchmark.get(row.benchmark) ?? 0) + 1)
    parts.push(`missed: ${[...perBenchmark].map(([benchmark, n]) => `${benchmark} ${n}`).join(", ")}`)
  }
  if (without.length > 0)
    parts.push(
      `no figures: ${without.map((row) => `${row.benchmark} (${row.note ?? "no rows"})`).join("; ")}`,
    )
  return parts.join("\n")
}
