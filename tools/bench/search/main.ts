/**
 * Marketplace search benchmark: p50/p95/p99 of typical searches at 32 concurrent clients through the gateway
 * (the app as `npm start` runs it, over HTTP, a signed-in government user), next to the same query functions
 * called directly on a `pg` pool of the app's size, in one run, at each awards scale.
 *
 *   npm run bench:search -- [--listings N] [--awards 10000,100000,1000000] [--clients 32] [--seconds S]
 *
 * The read model's tables are filled with set-based SQL (seed.ts), not by folding events: the read side is
 * what is measured. PostgreSQL only, in a schema of its own, dropped at the end. See README.md.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { decodeInput, ListingSearchQuery } from "@ignite/contracts"
import { createPgSql, type Queryable, type Sql } from "@ignite/platform"
import { uniqueSchema } from "@ignite/platform/testing"
import { type ListingSearchNames, searchFacets, searchListings } from "@ignite/projection-search"
import { Command, Option } from "commander"
import pg from "pg"
import { appLogLevelOption, databaseUrlOption, wholeNumber } from "../bench-options"
import { dropBenchSchema, once, onInterrupt, runBench } from "../bench-process"
import { benchUserToken } from "../gateway/bench-user"
import { startApp, stopCurrentTarget, type Target } from "../gateway/target"
import { loadAverage, machineAtEnd, machineAtStart } from "../report/load-average"
import { type ResultRow, resultRow, writeResult } from "../report/result"
import { closedLoop, httpGetter, type Summary, summarize } from "./load"
import { type BenchQuery, benchQueries, queryString } from "./queries"
import { activeTables, seed } from "./seed"

// ---------------------------------------------------------------------------------------------- options

interface Options {
  readonly listings: number
  readonly awards: readonly number[]
  readonly clients: number
  readonly seconds: number
  readonly warmup: number
  readonly databaseUrl: string
  readonly logLevel: "info" | "silent"
  readonly explain: boolean
}

const scales = (value: string) => value.split(",").map((part) => wholeNumber(1)(part.trim()))

const parseOptions = (argv: string[]): Options =>
  new Command()
    .name("bench:search")
    .description("The marketplace search through the gateway against the same query functions on bare pg")
    .option("--listings <n>", "storefronts", wholeNumber(1), 100_000)
    .addOption(
      new Option("--awards <list>", "awards scales, in order (comma-separated)")
        .argParser(scales)
        .default([10_000, 100_000, 1_000_000], "10000,100000,1000000"),
    )
    .option("--clients <n>", "concurrent clients, each a closed loop", wholeNumber(1), 32)
    .option("--seconds <s>", "timed load per query and target", wholeNumber(1), 10)
    .option("--warmup <s>", "untimed load before each timed run", wholeNumber(0), 2)
    .addOption(databaseUrlOption("PostgreSQL"))
    .addOption(appLogLevelOption())
    .option("--explain", "EXPLAIN ANALYZE the statements of each query that misses the goal", false)
    .showHelpAfterError()
    .parse(argv, { from: "user" })
    .opts<Options>()

// ------------------------------------------------------------------------------------------- constants

const jwtSecret = "bench-secret-bench-secret-bench-secret"
const govUser = {
  email: "gov@bench-search.test",
  password: "Bench-Secret-1!",
  firstName: "Bench",
  lastName: "Gov",
  roles: ["gov"],
}
/** The app's pool (platform/src/sql/pg-driver.ts: `max` 10 unless configured): the bare run gets the same. */
const appPoolSize = 10
/** What the gateway's search facade finds for a government user without a company or a VISION link. */
const govViewer = { accountId: null, visionLinked: false }
const names: ListingSearchNames = {
  technologyType: (id) => `Technology ${id}`,
  businessClassification: (id) => `Classification ${id}`,
}
const goal = { p95Ms: 50, ratio: 1.5 }

// ---------------------------------------------------------------------------------------------- running

/** The bare call: the contract's decoding of the same parameters, then the projection's query function. */
const bareCall = (db: Queryable, query: BenchQuery) => {
  const input = decodeInput(ListingSearchQuery, query.params)
  return query.path.endsWith("/facets")
    ? () => searchFacets(db, govViewer, input)
    : () => searchListings(db, govViewer, input, names)
}

/** A result's identity, to check that the gateway and the bare call answer the same. */
const fingerprint = (answer: unknown) => {
  const a = answer as { data?: Array<{ id: string }>; pagination?: { count: number }; total?: number }
  return a.data
    ? `${a.pagination?.count} results, page [${a.data.map((hit) => hit.id.slice(0, 8)).join(" ")}]`
    : `${a.total} results, ${Object.values(a).reduce<number>((n, v) => n + (Array.isArray(v) ? v.length : 0), 0)} facet options`
}

interface Measured {
  readonly query: BenchQuery
  readonly answer: string
  readonly gateway: Summary
  readonly bare: Summary
}

/** Every statement a call runs, with its values, for EXPLAIN. */
const capturing = (db: Queryable) => {
  const statements: Array<[string, readonly unknown[]]> = []
  const wrapped: Queryable = {
    query: (text, params, options) => {
      statements.push([text, params ?? []])
      return db.query(text, params, options)
    },
  }
  return { wrapped, statements }
}

const explain = async (db: Sql, query: BenchQuery) => {
  const { wrapped, statements } = capturing(db)
  await bareCall(wrapped, query)()
  for (const [i, [text, params]] of statements.entries()) {
    const plan = await db.query<{ "QUERY PLAN": string }>(`explain (analyze, buffers) ${text}`, params)
    console.log(`    statement ${i + 1} of ${statements.length}:`)
    for (const row of plan) console.log(`      ${row["QUERY PLAN"]}`)
  }
}

const measureScale = async (
  app: Target & { token: string },
  db: Sql,
  options: Options,
): Promise<Measured[]> => {
  const http = httpGetter(options.clients)
  const measured: Measured[] = []
  try {
    for (const query of benchQueries) {
      const url = `${app.url}${query.path}?${queryString(query)}`
      const viaGateway = fingerprint(JSON.parse(await http.get(url, app.token)))
      const direct = fingerprint(await bareCall(db, query)())
      if (viaGateway !== direct)
        throw new Error(`${query.name}: the gateway answers ${viaGateway}, the bare call ${direct}`)
      const gatewayWork = async () => {
        await http.get(url, app.token)
      }
      const bare = bareCall(db, query)
      const bareWork = async () => {
        await bare()
      }
      const timed = async (work: () => Promise<void>) => {
        if (options.warmup > 0) await closedLoop(options.clients, options.warmup, work)
        return summarize(await closedLoop(options.clients, options.seconds, work))
      }
      const gateway = await timed(gatewayWork)
      const bareSummary = await timed(bareWork)
      measured.push({ query, answer: direct, gateway, bare: bareSummary })
      console.log(
        `  ${query.name}: ${direct}; gateway p95 ${gateway.p95.toFixed(1)} ms, bare p95 ${bareSummary.p95.toFixed(1)} ms`,
      )
    }
  } finally {
    http.close()
  }
  return measured
}

// ----------------------------------------------------------------------------------------------- output

const fmt = (ms: number) => ms.toFixed(1).padStart(6)
const meets = (m: Measured) => m.gateway.p95 <= goal.p95Ms && m.gateway.p95 <= goal.ratio * m.bare.p95

const printScale = (awards: number, listings: number, measured: readonly Measured[]) => {
  console.log(`\n${listings} listings, ${awards} awards: latency in ms at the given concurrency`)
  console.log(
    "(gw: the app as users reach it, a repeated search served from its kept answer (docs/search.md); bare: the query functions alone, each call computed anew: what a miss costs)",
  )
  console.log(
    [
      "query".padEnd(20),
      "gw p50",
      "gw p95",
      "gw p99",
      "  gw/s",
      "bare p50",
      "bare p95",
      "bare p99",
      "bare/s",
      "p95 ratio",
      " goal (p95 <= 50 ms and <= 1.5x bare)",
    ].join(" "),
  )
  console.log("-".repeat(132))
  for (const m of measured) {
    const ratio = m.gateway.p95 / m.bare.p95
    const verdict = [
      m.gateway.p95 <= goal.p95Ms ? "50ms ok" : "50ms MISS",
      ratio <= goal.ratio ? "1.5x ok" : "1.5x MISS",
    ].join(", ")
    console.log(
      [
        m.query.name.padEnd(20),
        fmt(m.gateway.p50),
        fmt(m.gateway.p95),
        fmt(m.gateway.p99),
        m.gateway.perSecond.toFixed(0).padStart(6),
        fmt(m.bare.p50).padStart(8),
        fmt(m.bare.p95).padStart(8),
        fmt(m.bare.p99).padStart(8),
        m.bare.perSecond.toFixed(0).padStart(6),
        `${ratio.toFixed(2)}x`.padStart(9),
        ` ${meets(m) ? "PASS" : "MISS"} (${verdict})`,
      ].join(" "),
    )
  }
}

const printGrowth = (results: ReadonlyArray<readonly [number, readonly Measured[]]>) => {
  if (results.length < 2) return
  console.log("\ngrowth with awards: p95 ms, gateway / bare")
  console.log(["query".padEnd(20), ...results.map(([awards]) => `${awards} awards`.padStart(20))].join(" "))
  for (const [i, query] of benchQueries.entries())
    console.log(
      [
        query.name.padEnd(20),
        ...results.map(([, measured]) =>
          `${measured[i]!.gateway.p95.toFixed(1)} / ${measured[i]!.bare.p95.toFixed(1)}`.padStart(20),
        ),
      ].join(" "),
    )
}

/** The figures of printScale as `npm run bench` rows: each query's gateway p95 beside its bare p95. */
const scaleRows = (awards: number, listings: number, measured: readonly Measured[]): ResultRow[] =>
  measured.map((m) =>
    resultRow({
      benchmark: "search",
      measure: `${m.query.name} p95`,
      size: `${listings.toLocaleString("en-US")} listings, ${awards.toLocaleString("en-US")} awards`,
      value: m.gateway.p95,
      unit: "ms",
      baseline: { name: "bare call", value: m.bare.p95 },
      goal: { text: `≤ ${goal.p95Ms} ms and ≤ ${goal.ratio}x bare`, met: meets(m) },
    }),
  )

// ------------------------------------------------------------------------------------------------- main

const main = async (): Promise<number> => {
  const options = parseOptions(process.argv.slice(2))
  const schema = uniqueSchema("bench_search")
  const dataDir = mkdtempSync(join(tmpdir(), "ignite-bench-search-"))
  let app: (Target & { token: string }) | undefined
  let db: Sql | undefined
  const admin = new pg.Client({ connectionString: options.databaseUrl })
  const cleanup = once(async () => {
    await (app ? app.stop() : stopCurrentTarget())
    await db?.close().catch(() => {})
    await admin.end().catch(() => {})
    await dropBenchSchema(options.databaseUrl, schema)
    rmSync(dataDir, { recursive: true, force: true })
  })
  onInterrupt(cleanup)

  try {
    console.log(
      `search bench: ${options.listings} listings, awards ${options.awards.join(", ")}; ${options.clients} clients, ` +
        `${options.warmup} s warm-up + ${options.seconds} s per query and target; schema ${schema}`,
    )
    console.log(machineAtStart())
    console.log(
      "The read model's tables are filled with set-based SQL in the projection's shapes, not by folding events:\n" +
        "this measures the read side (the fold's cost is tools/bench/importer's and tools/bench/subscriptions').",
    )
    console.log("starting the app (apps/gateway/src/main.ts) on PostgreSQL …")
    const appEnv = {
      LOG_LEVEL: options.logLevel,
      DEMO_DATA: "false",
      JWT_SECRET: jwtSecret,
      DATABASE_URL: options.databaseUrl,
      DATABASE_SCHEMA: schema,
      DATA_DIR: dataDir,
      // no built web app: the measured routes are API routes
      WEB_DIST: join(dataDir, "no-web-dist"),
    }
    const target = await startApp(appEnv)
    app = { ...target, token: await benchUserToken(target.url, jwtSecret, govUser) }
    db = await createPgSql({ url: options.databaseUrl, schema, max: appPoolSize })
    await admin.connect()
    const tables = await activeTables(admin, schema)

    const results: Array<[number, Measured[]]> = []
    for (const [index, awards] of options.awards.entries()) {
      // The seed writes the read model's tables without folding events, so the version kept answers are keyed
      // by (the projection's checkpoint) does not move: the app keeping the last scale's answers would serve
      // them. A new app process for each scale starts with none, as a fold would have made them all misses.
      if (index > 0) {
        await app.stop()
        app = { ...(await startApp(appEnv)), token: app.token }
      }
      console.log(`\nseeding ${options.listings} listings and ${awards} awards …`)
      const report = await seed(admin, tables, { listings: options.listings, awards })
      for (const [step, seconds] of report.steps) console.log(`  ${step}: ${seconds.toFixed(1)} s`)
      console.log(
        `  rows: ${Object.entries(report.counts)
          .map(([key, value]) => `${key} ${value}`)
          .join(", ")}`,
      )
      console.log(`measuring (load average ${loadAverage()}) …`)
      const measured = await measureScale(app, db, options)
      results.push([awards, measured])
      printScale(awards, options.listings, measured)
      if (options.explain)
        for (const m of measured.filter((m) => !meets(m))) {
          console.log(`\nEXPLAIN ANALYZE, ${m.query.name} (${awards} awards), one call alone:`)
          await explain(db, m.query)
        }
    }
    printGrowth(results)
    writeResult(
      "search",
      results.flatMap(([awards, measured]) => scaleRows(awards, options.listings, measured)),
    )
    console.log(machineAtEnd())
    return 0
  } finally {
    await cleanup()
  }
}

runBench(main)
