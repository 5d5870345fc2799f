/**
 * What a read model's catch-up reads cost right after a bulk import, with the log's planner statistics as
 * the import leaves them (baseline: none, when autovacuum has not run yet or is off) and after the ANALYZE
 * that the SBIR importer now ends with (ours), in the same run on the same log.
 *
 *   npm run bench:subscriptions -- [--events N] [--batch B] [--max-batch M] [--database-url URL]
 *
 * Builds a log of N events on PostgreSQL in its own schema (dropped at the end), autovacuum off for it:
 * 72 % `Wanted`, the rest `Noise` (awards dominate an SBIR import). A subscription to `Wanted` and `Amended`
 * (award amendments: none after a first import) then reads with the event store's `readAll`:
 *   - one batch of B from checkpoints at 10 %, 50 % and 90 % of the log (median of 3);
 *   - the whole catch-up from the start in batches of B growing to M while full, as a read model's worker
 *     reads when behind (the baseline for at most 60 s, extrapolated).
 * `EXPLAIN=1` prints both plans of the 10 % read.
 */
import { parseArgs } from "node:util"
import {
  createEventStore,
  createPgSql,
  eventStoreMigrations,
  type LogPosition,
  nextBatchSize,
  runMigrations,
} from "@ignite/platform"
import { uniqueSchema } from "@ignite/platform/testing"
import pg from "pg"
import { atLeast, resultRow, writeResult } from "../report/result"

const { values } = parseArgs({
  options: {
    events: { type: "string", default: "500000" },
    batch: { type: "string", default: "500" },
    "max-batch": { type: "string", default: "4000" },
    "database-url": { type: "string" },
  },
})
const events = Number(values.events)
const batch = Number(values.batch)
// as a live read model's worker reads when behind: batches growing from `batch` while full (nextBatchSize)
const maxBatch = Number(values["max-batch"])
const databaseUrl =
  values["database-url"] || process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test"
for (const [name, value] of Object.entries({ events, batch, "max-batch": maxBatch }))
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`)

const schema = uniqueSchema("bench_subs")
const sql = await createPgSql({ url: databaseUrl, schema, max: 4 })
const store = createEventStore(sql)
const types = ["Wanted", "Amended"]

const read = (after: LogPosition, limit = batch) => store.readAll({ after, limit, types })
const time = async (work: () => Promise<unknown>) => {
  const started = performance.now()
  await work()
  return performance.now() - started
}
const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!

/** Reads batch after batch from the start; stops at the end of the log or after `budgetMs`. */
const catchUp = async (budgetMs: number) => {
  const started = performance.now()
  let after: LogPosition = { transactionId: "0", globalPosition: 0 }
  let count = 0
  let size = batch
  for (;;) {
    const rows = await read(after, size)
    count += rows.length
    size = nextBatchSize(size, rows.length, batch, maxBatch)
    const last = rows.at(-1)
    if (!last) break
    after = { transactionId: last.transactionId, globalPosition: last.globalPosition }
    if (performance.now() - started > budgetMs) break
  }
  return { count, ms: performance.now() - started }
}

const explain = async (label: string, at: LogPosition) => {
  const plan = await sql.query<{ "QUERY PLAN": string }>(
    `explain analyze select global_position from events
      where (transaction_id, global_position) > ($1::xid8, $2::bigint)
        and transaction_id < pg_snapshot_xmin(pg_current_snapshot()) and event_type = any($4::text[])
      order by events.transaction_id, events.global_position limit $3`,
    [at.transactionId, at.globalPosition, batch, types],
  )
  console.log(`  ${label} plan:\n${plan.map((row) => `      ${row["QUERY PLAN"]}`).join("\n")}`)
}

const dropSchema = async () => {
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  try {
    await admin.query(`drop schema if exists "${schema}" cascade`)
  } finally {
    await admin.end()
  }
}

try {
  await runMigrations(sql, eventStoreMigrations)
  await sql.exec("alter table events set (autovacuum_enabled = false)")
  const loadStarted = performance.now()
  for (let first = 0; first < events; first += 2_000) {
    const writes: Array<{ streamId: string; events: Array<{ type: string; data: unknown }> }> = []
    for (let i = first; i < Math.min(first + 2_000, events); i++)
      writes.push({
        streamId: `bench-${i}`,
        events: [{ type: i % 100 < 72 ? "Wanted" : "Noise", data: { i } }],
      })
    await sql.transaction((tx) => store.appendNewStreams(tx, writes))
  }
  const [{ wanted } = { wanted: 0 }] = await sql.query<{ wanted: number }>(
    "select count(*)::int8 as wanted from events where event_type = any($1::text[])",
    [types],
  )
  console.log(
    `log: ${events} events (${wanted} wanted), appended in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`,
  )

  const checkpoints: Array<{ share: number; at: LogPosition }> = []
  for (const share of [0.1, 0.5, 0.9]) {
    const [row] = await sql.query<{ transaction_id: string; global_position: number }>(
      `select transaction_id::text as transaction_id, global_position from events
        order by transaction_id, global_position offset $1 limit 1`,
      [Math.floor(events * share)],
    )
    checkpoints.push({
      share,
      at: { transactionId: row!.transaction_id, globalPosition: row!.global_position },
    })
  }
  const batchTimes = async () => {
    const out: number[] = []
    for (const { at } of checkpoints)
      out.push(median([await time(() => read(at)), await time(() => read(at)), await time(() => read(at))]))
    return out
  }

  if (process.env.EXPLAIN) await explain("baseline", checkpoints[0]!.at)
  const baselineBatches = await batchTimes()
  const baseline = await catchUp(60_000)
  const analyzeMs = await time(() => sql.exec("analyze events"))
  if (process.env.EXPLAIN) await explain("ours", checkpoints[0]!.at)
  const oursBatches = await batchTimes()
  const ours = await catchUp(Number.POSITIVE_INFINITY)
  if (ours.count !== wanted) throw new Error(`caught up ${ours.count} of ${wanted}`)

  console.log(`ANALYZE events: ${analyzeMs.toFixed(0)} ms`)
  console.log(`one batch of ${batch}, median of 3:`)
  for (const [i, { share }] of checkpoints.entries())
    console.log(
      `  from ${Math.round(share * 100)} %: baseline (no statistics) ${baselineBatches[i]!.toFixed(1)} ms, ours (analyzed) ${oursBatches[i]!.toFixed(1)} ms, ${(baselineBatches[i]! / oursBatches[i]!).toFixed(1)}x faster`,
    )
  const rate = (run: { count: number; ms: number }) => run.count / (run.ms / 1000)
  console.log(
    `whole catch-up in batches of ${batch}${maxBatch > batch ? `, growing to ${maxBatch} while full (as a read model's worker)` : ""}:`,
  )
  console.log(
    `  baseline: ${baseline.count} of ${wanted} in ${(baseline.ms / 1000).toFixed(1)} s, ${rate(baseline).toFixed(0)} events/s${baseline.count < wanted ? " (stopped at 60 s)" : ""}`,
  )
  console.log(
    `  ours:     ${ours.count} of ${wanted} in ${(ours.ms / 1000).toFixed(1)} s, ${rate(ours).toFixed(0)} events/s, ${(rate(ours) / rate(baseline)).toFixed(1)}x the baseline's rate`,
  )
  const size = `${events.toLocaleString("en-US")} events`
  const noStatistics = "no statistics"
  writeResult("subscriptions", [
    ...checkpoints.map(({ share }, i) =>
      resultRow({
        benchmark: "subscriptions",
        measure: `one batch of ${batch} from ${Math.round(share * 100)} %`,
        size,
        value: oursBatches[i]!,
        unit: "ms",
        baseline: { name: noStatistics, value: baselineBatches[i]! },
      }),
    ),
    resultRow({
      benchmark: "subscriptions",
      measure: "whole catch-up (analyzed)",
      size,
      value: rate(ours),
      unit: "events/s",
      baseline: { name: noStatistics, value: rate(baseline) },
      goal: atLeast(rate(ours), 100_000, "≥ 100k/s"),
    }),
  ])
} finally {
  await sql.close()
  await dropSchema()
}
