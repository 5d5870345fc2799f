/**
 * Admin analytics benchmark: p50/p95 of each of the ten statistics (the facade's own query functions, as the
 * dashboard asks them: default twelve months, first page) on issue 21's scale, next to a primary-key lookup on
 * the same tables as the baseline, in one run. Goal: every statistic's p95 ≤ 50 ms.
 *
 *   npm run bench:analytics -- [--scale 1] [--runs 30] [--database-url URL]
 *
 * The read model's tables are filled with set-based SQL (seed.ts), not by folding events. PostgreSQL only, in
 * a schema of its own, dropped at the end. See README.md.
 */
import { loadavg } from "node:os"
import { createPgSql, type Sql } from "@ignite/platform"
import { uniqueSchema } from "@ignite/platform/testing"
import {
  analyticsProjection,
  companyTimeline,
  conversationsTimeline,
  dafUsersTimeline,
  engagedCompanies,
  govUsersTimeline,
  listingPageViews,
  organizationUsers,
  responseRate,
  sbcUsersTimeline,
  technologyTypesStatistic,
  timelineMonths,
} from "@ignite/projection-analytics"
import { Command, InvalidArgumentError } from "commander"
import { atMost, type ResultRow, resultRow, writeResult } from "../report/result"
import { issueScale, type Scale, seedAnalytics } from "./seed"

interface Options {
  readonly scale: number
  readonly runs: number
  readonly databaseUrl: string
}

const positive = (value: string) => {
  const parsed = Number(value)
  if (!(parsed > 0)) throw new InvalidArgumentError("a number > 0")
  return parsed
}

const options = new Command()
  .name("bench:analytics")
  .description("The admin dashboard's ten statistics on issue 21's scale, against a primary-key lookup")
  .option(
    "--scale <factor>",
    "multiplies issue 21's scale (100k companies, 1M awards, 1M messages…)",
    positive,
    1,
  )
  .option("--runs <n>", "timed calls per statistic, one at a time, after 3 untimed", positive, 30)
  .option(
    "--database-url <url>",
    "PostgreSQL",
    process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test",
  )
  .showHelpAfterError()
  .parse(process.argv.slice(2), { from: "user" })
  .opts<Options>()

const scaled = (factor: number): Scale =>
  Object.fromEntries(
    Object.entries(issueScale).map(([k, v]) => [k, Math.max(1, Math.round(v * factor))]),
  ) as never

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!

const time = async (runs: number, call: () => Promise<unknown>) => {
  for (let i = 0; i < 3; i++) await call()
  const latencies: number[] = []
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    await call()
    latencies.push(performance.now() - t0)
  }
  latencies.sort((a, b) => a - b)
  return { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95) }
}

const main = async () => {
  const schema = uniqueSchema("bench_analytics")
  const sql: Sql = await createPgSql({ url: options.databaseUrl, schema, max: 4 })
  const drop = async () => {
    await sql.query(`drop schema if exists "${schema}" cascade`).catch(() => undefined)
    await sql.close()
  }
  process.once("SIGINT", () => void drop().then(() => process.exit(130)))
  try {
    for (const [table, ddl] of Object.entries(analyticsProjection.tables)) await sql.query(ddl(table))
    const scale = scaled(options.scale)
    const now = new Date()
    console.log(`seeding ${JSON.stringify(scale)}`)
    await seedAnalytics(sql, scale, now, console.log)

    const months = timelineMonths({}, now)
    const page = { page: 1, perPage: 10 }
    const statistics: Array<[string, () => Promise<unknown>]> = [
      ["technology_types_statistic", () => technologyTypesStatistic(sql)],
      ["company_timeline_statistic", () => companyTimeline(sql, months)],
      ["gov_users_timeline_statistic", () => govUsersTimeline(sql, months)],
      ["count_gov_user_engaged_companies_statistic", () => engagedCompanies(sql)],
      ["pct_gov_user_chat_response_statistic", () => responseRate(sql)],
      ["active_conversations_statistic", () => conversationsTimeline(sql, months)],
      ["daf_users_statistic", () => dafUsersTimeline(sql, months)],
      ["sbc_users_statistic", () => sbcUsersTimeline(sql, months)],
      ["listing_page_views_statistic", () => listingPageViews(sql, page)],
      ["organization_users_statistic", () => organizationUsers(sql, page)],
    ]
    const baseline = await time(options.runs, () =>
      sql.query("select account_id, claimed_at from analytics_accounts where account_id = 'a1'"),
    )
    console.log(
      `\nload average before timing: ${loadavg()[0]!.toFixed(2)}; ${options.runs} calls each, one at a time`,
    )
    console.log(
      `baseline (primary-key lookup): p50 ${baseline.p50.toFixed(1)} ms, p95 ${baseline.p95.toFixed(1)} ms\n`,
    )
    console.log(
      `${"statistic".padEnd(44)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"p95/base".padStart(9)}  goal ≤ 50 ms`,
    )
    let missed = 0
    const rows: ResultRow[] = []
    for (const [name, call] of statistics) {
      const { p50, p95 } = await time(options.runs, call)
      if (p95 > 50) missed++
      rows.push(
        resultRow({
          benchmark: "analytics",
          measure: `${name} p95`,
          size: `scale ${options.scale} (${scale.awards.toLocaleString("en-US")} awards)`,
          value: p95,
          unit: "ms",
          baseline: { name: "primary-key lookup", value: baseline.p95 },
          goal: atMost(p95, 50, "≤ 50 ms"),
        }),
      )
      console.log(
        `${name.padEnd(44)} ${p50.toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)} ${(p95 / baseline.p95).toFixed(0).padStart(8)}×  ${p95 <= 50 ? "met" : "MISSED"}`,
      )
    }
    console.log(`\n${statistics.length - missed} of ${statistics.length} statistics meet the goal`)
    writeResult("analytics", rows)
  } finally {
    await drop()
  }
}

await main()
