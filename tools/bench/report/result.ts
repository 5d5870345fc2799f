/**
 * One result shape for every benchmark (issue 27): a benchmark's figures as rows, each beside the baseline
 * measured in the same run and the goal it is held to. Each benchmark still prints its own table; it also
 * writes these rows to `.tmp/bench/<name>.json`, which `npm run bench` collects into one table.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

export interface Goal {
  text: string
  met: boolean
}

export interface ResultRow {
  benchmark: string
  measure: string
  /** What the figure was measured at (writers, conversations, awards…): the scaling axis. */
  size?: string
  /** null when there is no figure: the benchmark failed or was skipped (`note` says why). */
  value: number | null
  unit: string
  baseline?: { name: string; value: number }
  /** value / baseline, so above 1 is more of the measure (faster for a rate, slower for a latency). */
  ratio?: number
  goal?: Goal
  note?: string
}

const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..")

/**
 * Where a benchmark's rows go: `BENCH_RESULT` when `npm run bench` names a file per run (a benchmark may run
 * at several sizes), else `.tmp/bench/<name>.json`.
 */
export const resultFile = (benchmark: string): string =>
  process.env.BENCH_RESULT || join(repositoryRoot, ".tmp", "bench", `${benchmark}.json`)

/** A row, its ratio computed from its baseline (left out when the baseline is zero or missing). */
export function resultRow(row: Omit<ResultRow, "ratio">): ResultRow {
  const ratio =
    row.value !== null && row.baseline && row.baseline.value !== 0
      ? row.value / row.baseline.value
      : undefined
  return ratio === undefined ? row : { ...row, ratio }
}

/** The row that stands for a benchmark without figures, so a failure or a skip never hides. */
export const outcomeRow = (benchmark: string, note: string): ResultRow => ({
  benchmark,
  measure: "(run)",
  value: null,
  unit: "",
  note,
})

/** Goals of the form "at least" / "at most" a bound, with the text the tables print. */
export const atLeast = (value: number, bound: number, text: string): Goal => ({ text, met: value >= bound })
export const atMost = (value: number, bound: number, text: string): Goal => ({ text, met: value <= bound })

export function writeResult(benchmark: string, rows: readonly ResultRow[]): string {
  const file = resultFile(benchmark)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(rows, null, 2)}\n`)
  return file
}

/** Reads a benchmark's rows, checking their shape: a malformed file is an error, not an empty result. */
export function parseResult(text: string): ResultRow[] {
  const data: unknown = JSON.parse(text)
  if (!Array.isArray(data)) throw new Error("a benchmark result is a list of rows")
  for (const row of data) {
    const ok =
      typeof row === "object" &&
      row !== null &&
      typeof row.benchmark === "string" &&
      typeof row.measure === "string" &&
      (typeof row.value === "number" || row.value === null) &&
      typeof row.unit === "string"
    if (!ok) throw new Error(`not a result row: ${JSON.stringify(row)}`)
  }
  return data as ResultRow[]
}

export const readResult = (file: string): ResultRow[] => parseResult(readFileSync(file, "utf8"))
