/**
 * The SBIR.gov importer at volume, on PostgreSQL: the generated file of `ignite demo generate` imported into a
 * schema of its own, then imported again (which must append nothing). Each phase is timed and compared with a
 * baseline measured in the same run: generating and parsing the same rows without touching the database (the
 * floor no import can beat). Not a test: it prints figures, and exits 1 only when the re-import appended.
 *
 *   node --import tsx tools/bench/importer/main.ts --companies 10000 --awards 100000
 *   (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test; see README.md)
 */
import { randomBytes } from "node:crypto"
import { generateSbirCsv } from "@ignite/demo"
import { isSbirRejection, readSbirFile } from "@ignite/domain-awards"
import { loadConfig, silentLogger } from "@ignite/platform"
import { startSystem } from "@ignite/wiring"
import { Command } from "commander"
import pg from "pg"
import { resultRow, writeResult } from "../report/result"
import { profileStatements } from "./statement-profile"

const options = new Command()
  .option("--companies <n>", "companies", "10000")
  .option("--awards <n>", "awards (rows)", "100000")
  .option("--seed <n>", "generator seed", "1")
  .option("--batch-size <n>", "rows per import batch (the CLI's `demo generate` uses 500)", "500")
  .option(
    "--database-url <url>",
    "PostgreSQL",
    process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test",
  )
  .option("--keep", "keep the schema afterwards (to look at it)")
  .option(
    "--profile",
    "add up the time of each kind of statement (statement-profile.ts) and print the top ones",
  )
  .parse()
  .opts<{
    companies: string
    awards: string
    seed: string
    batchSize: string
    databaseUrl: string
    keep?: boolean
    profile?: boolean
  }>()

const companies = Number(options.companies)
const awards = Math.max(companies, Number(options.awards))
const seed = Number(options.seed)
const batchSize = Number(options.batchSize)
// the same `until` for both imports: the second must see exactly the first one's file
const until = new Date()
const rows = () =>
  generateSbirCsv({
    companies,
    awards,
    seed,
    months: 60,
    until,
    ueiPrefix: `G${(seed % 36).toString(36).toUpperCase()}`,
  })

const seconds = (fromMs: number, toMs = performance.now()) => (toMs - fromMs) / 1000
const cpuSeconds = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from)
  return (used.user + used.system) / 1e6
}
const fmt = (n: number, digits = 1) => n.toFixed(digits).padStart(9)

/** Baseline: the generator and the CSV reader alone, no database (what the import costs at the least). */
const parseOnly = async () => {
  const start = performance.now()
  const cpu = process.cpuUsage()
  let parsed = 0
  for await (const entry of readSbirFile(rows()))
    if (entry.kind === "row" && !isSbirRejection(entry.row)) parsed++
  return { parsed, seconds: seconds(start), cpu: cpuSeconds(cpu) }
}

const schema = `bench_import_${randomBytes(4).toString("hex")}`
const admin = new pg.Client({ connectionString: options.databaseUrl, application_name: `ignite-${schema}` })

/** One import of the generated file: time of the row phase (until the last batch), of the company phase, events. */
const importOnce = async (system: Awaited<ReturnType<typeof startSystem>>) => {
  const count = async () =>
    Number((await admin.query(`select count(*)::bigint as n from "${schema}".events`)).rows[0].n)
  const eventsBefore = await count()
  const start = performance.now()
  const cpu = process.cpuUsage()
  // the importer reports after each batch and once more after the company phase: the report before the
  // last one ends the row phase
  const reports: number[] = []
  const summary = await system.services.companies.sbirImports.importFile(rows(), {
    batchSize,
    onProgress: () => reports.push(performance.now()),
  })
  const rowsDoneAt = reports.at(-2) ?? start
  const end = performance.now()
  return {
    summary,
    events: (await count()) - eventsBefore,
    rowPhase: seconds(start, rowsDoneAt),
    companyPhase: seconds(rowsDoneAt, end),
    total: seconds(start, end),
    cpu: cpuSeconds(cpu),
  }
}

const main = async () => {
  await admin.connect()
  const floor = await parseOnly()
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: options.databaseUrl,
    DATABASE_SCHEMA: schema,
    LOG_LEVEL: "silent",
  })
  const system = await startSystem({ ...config, runWorkers: false }, silentLogger, { seed: false })
  const profile = options.profile ? profileStatements(system.services.platform.sql) : undefined
  const profiled = async () => {
    const run = await importOnce(system)
    if (profile) console.log(`database round trips, longest first:\n${profile.report()}`)
    profile?.reset()
    return run
  }
  try {
    const first = await profiled()
    const again = await profiled()
    const lines = [
      `SBIR import bench: ${companies} companies, ${awards} rows, batch ${batchSize}, schema ${schema}`,
      `                       seconds   rows/s   events   events/s   node cpu s   x parse-only`,
      `parse only (baseline) ${fmt(floor.seconds)} ${fmt(floor.parsed / floor.seconds, 0)} ${"-".padStart(8)} ${"-".padStart(10)} ${fmt(floor.cpu, 1).padStart(12)} ${fmt(1, 2).padStart(13)}`,
    ]
    for (const [name, run] of [
      ["first import", first],
      ["re-import (same file)", again],
    ] as const) {
      lines.push(
        `${name.padEnd(22)}${fmt(run.total)} ${fmt(awards / run.total, 0)} ${String(run.events).padStart(8)} ${fmt(run.events / run.total, 0).padStart(10)} ${fmt(run.cpu, 1).padStart(12)} ${fmt(run.total / floor.seconds, 2).padStart(13)}`,
        `  rows phase          ${fmt(run.rowPhase)} ${fmt(awards / Math.max(run.rowPhase, 1e-3), 0)}`,
        `  company phase       ${fmt(run.companyPhase)} ${fmt(companies / Math.max(run.companyPhase, 1e-3), 0)} companies/s`,
      )
    }
    lines.push(
      `first import: ${JSON.stringify({ ...first.summary, rejections: first.summary.rejections.length })}`,
    )
    console.log(lines.join("\n"))
    const size = `${companies.toLocaleString("en-US")} companies, ${awards.toLocaleString("en-US")} rows`
    const rate = (measure: string, run: typeof first) =>
      resultRow({
        benchmark: "importer",
        measure,
        size,
        value: awards / run.total,
        unit: "rows/s",
        baseline: { name: "parse only", value: floor.parsed / floor.seconds },
      })
    writeResult("importer", [
      rate("first import", first),
      rate("re-import (same file)", again),
      {
        benchmark: "importer",
        measure: "events the re-import appended",
        size,
        value: again.events,
        unit: "",
        goal: { text: "0 (idempotent)", met: again.events === 0 },
      },
    ])
    if (again.events !== 0) {
      console.error(`the re-import appended ${again.events} events: imports are no longer idempotent`)
      process.exitCode = 1
    }
  } finally {
    await system.close()
    if (!options.keep) await admin.query(`drop schema "${schema}" cascade`)
    else console.log(`kept schema ${schema}`)
    await admin.end()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 2
})
