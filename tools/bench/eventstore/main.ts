/**
 * Event store benchmark: our store vs Emmett (@event-driven-io/emmett-postgresql) vs plain INSERTs, on the
 * same PostgreSQL, plus a catch-up read of everything by one subscription with an exactly-once check.
 *
 *   npm run bench:eventstore -- [--events N] [--writers C] [--streams S] [--database-url URL]
 *
 * Every system gets its own schema in the target database (bench_<run>_ours / _emmett / _raw), all dropped
 * at the end, also on failure or Ctrl-C. See README.md next to this file for how to read the output.
 */
import { randomUUID } from "node:crypto"
import { parseArgs } from "node:util"
import { isExpectedVersionConflictError } from "@event-driven-io/emmett"
import { getPostgreSQLEventStore, type PostgresEventStore } from "@event-driven-io/emmett-postgresql"
import {
  createEventStore,
  createPgSql,
  type EventStore,
  eventStoreMigrations,
  processBatch,
  runMigrations,
  type Sql,
  type Subscription,
} from "@ignite/platform"
import { uniqueSchema } from "@ignite/platform/testing"
import pg from "pg"
import { writeResult } from "../report/result"
import { eventstoreRows } from "./rows"

// ---------------------------------------------------------------------------------------------- options

interface Options {
  readonly events: number
  readonly writers: number
  readonly streams: number
  readonly databaseUrl: string
  readonly warmup: number
  readonly batchSize: number
}

const usage = `Usage: npm run bench:eventstore -- [--events N] [--writers C] [--streams S] [--database-url URL]
  --events N          appends per system, one event each (default 20000)
  --writers C         concurrent async writers, also the pool size of each system (default 16)
  --streams S         streams the appends are spread over, bench-0 .. bench-<S-1> (default 100)
  --database-url URL  PostgreSQL to run on (default $DATABASE_URL or postgres://postgres@127.0.0.1:5432/test)
  --warmup W          uncounted appends per system before timing (default 500)
  --batch-size B      catch-up batch size (default 1000)`

const positiveInt = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined) return fallback
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed < 0 || (parsed === 0 && name !== "warmup"))
    throw new Error(`--${name} must be a positive integer, got ${value}`)
  return parsed
}

const parseOptions = (argv: string[]): Options => {
  const { values } = parseArgs({
    args: argv,
    options: {
      events: { type: "string" },
      writers: { type: "string" },
      streams: { type: "string" },
      "database-url": { type: "string" },
      warmup: { type: "string" },
      "batch-size": { type: "string" },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
  })
  if (values.help) {
    console.log(usage)
    process.exit(0)
  }
  return {
    events: positiveInt("events", values.events, 20_000),
    writers: positiveInt("writers", values.writers, 16),
    streams: positiveInt("streams", values.streams, 100),
    databaseUrl:
      values["database-url"] || process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test",
    warmup: positiveInt("warmup", values.warmup, 500),
    batchSize: positiveInt("batch-size", values["batch-size"], 1000),
  }
}

// --------------------------------------------------------------------------------------------- workload

const eventType = "BenchEvent"
const filler = "lorem ipsum dolor sit amet consectetur"

/** ~100 bytes of JSON: {"seq":12345,"kind":"bench","at":"2025-01-01T00:00:00.000Z","note":"lorem ..."} */
const benchData = (seq: number) => ({ seq, kind: "bench", at: new Date().toISOString(), note: filler })

/** The same random stream sequence for every system: the i-th append of each goes to the same stream. */
const streamSequence = (count: number, streams: number): string[] =>
  Array.from({ length: count }, () => `bench-${Math.floor(Math.random() * streams)}`)

interface Timed {
  readonly count: number
  readonly ms: number
}

/**
 * `concurrency` async writers pull append numbers from a shared counter until `count` are done. The first
 * failure stops the others after their current append; all settle before it is rethrown.
 */
const runWriters = async (
  count: number,
  concurrency: number,
  op: (i: number) => Promise<void>,
): Promise<Timed> => {
  let next = 0
  let failed = false
  const writer = async () => {
    while (!failed && !aborted) {
      const i = next++
      if (i >= count) return
      try {
        await op(i)
      } catch (error) {
        failed = true
        throw error
      }
    }
  }
  const started = performance.now()
  const results = await Promise.allSettled(Array.from({ length: Math.min(concurrency, count) }, writer))
  const ms = performance.now() - started
  const failure = results.find((r): r is PromiseRejectedResult => r.status === "rejected")
  if (failure) throw failure.reason
  if (aborted) throw new Error("interrupted")
  return { count, ms }
}

// ------------------------------------------------------------------------------------------ type parsers

/**
 * Emmett's driver (dumbo) replaces pg's process-global parsers for int8, json and jsonb (BigInt, and
 * JSON.parse with a BigInt reviver) the first time it builds a pool. Our pg driver falls back to those global
 * parsers for json/jsonb, so without this the systems after Emmett would run with its parsers. Snapshot
 * pg's own set first and put it back when Emmett is done.
 */
const parserOids = [20, 114, 3802] as const
type ParserSet = Map<number, (value: string) => unknown>
const snapshotParsers = (): ParserSet =>
  new Map(parserOids.map((oid) => [oid, pg.types.getTypeParser(oid, "text") as (value: string) => unknown]))
const useParsers = (set: ParserSet) => {
  for (const [oid, parse] of set) pg.types.setTypeParser(oid, parse)
}

// -------------------------------------------------------------------------------------------- resources

const runId = uniqueSchema("bench")
const applicationName = `ignite-${runId}`
const schemas = { ours: `${runId}_ours`, emmett: `${runId}_emmett`, raw: `${runId}_raw` }

/** The connection string with a search_path option, so everything unqualified lands in `schema`. */
const withSearchPath = (url: string, schema: string): string => {
  const parsed = new URL(url)
  parsed.searchParams.set("options", `-c search_path=${schema}`)
  return parsed.toString()
}

const closers: (() => Promise<unknown>)[] = []
let aborted = false
/** Set before the first schema is created: from then on, cleanup has something to drop. */
let touched = false
let cleanedUp: Promise<void> | undefined

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T | undefined> =>
  Promise.race([
    promise,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms).unref()),
  ])

/** Closes, newest first, what was registered in `closers` from `from` on; a failing or hung close is no error. */
const closeFrom = async (from: number) => {
  for (const close of closers.splice(from).reverse())
    await withTimeout(
      close().catch(() => {}),
      5_000,
    )
}

/**
 * Runs one system with the pools it registers, and closes them before returning, also when it fails: each
 * system holds `writers` connections, and three systems' pools open at once exceed max_connections (100)
 * at 64 writers.
 */
const withOwnPools = async <T>(run: () => Promise<T>): Promise<T> => {
  const from = closers.length
  try {
    return await run()
  } finally {
    await closeFrom(from)
  }
}

/** Close pools, end any of our backends still around, drop every schema this run created. */
const cleanup = (databaseUrl: string): Promise<void> => {
  cleanedUp ??= (async () => {
    await closeFrom(0)
    if (!touched) return
    const admin = new pg.Client({
      connectionString: databaseUrl,
      application_name: `${applicationName}-admin`,
    })
    try {
      await admin.connect()
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and pid <> pg_backend_pid()",
        [applicationName],
      )
      for (const schema of Object.values(schemas))
        await admin.query(`drop schema if exists "${schema}" cascade`)
    } catch (error) {
      console.error(`cleanup failed; drop schemas ${Object.values(schemas).join(", ")} by hand:`, error)
    } finally {
      await admin.end().catch(() => {})
    }
  })()
  return cleanedUp
}

// ----------------------------------------------------------------------------------------------- phases

interface Appended extends Timed {
  /** Ids of the events appended, warm-up included, as the system reported them back. */
  readonly ids: Set<string>
  readonly warmup: number
  readonly note?: string
}

interface CaughtUp extends Timed {
  readonly seen: number
  readonly unique: number
  readonly duplicates: number
  readonly missing: number
  readonly unexpected: number
  readonly exactlyOnce: boolean
}

const appendOurs = async (store: EventStore, streams: string[], options: Options): Promise<Appended> => {
  const ids = new Set<string>()
  const append = async (streamId: string, seq: number) => {
    const result = await store.append(streamId, [{ type: eventType, data: benchData(seq) }], {
      expected: "any",
    })
    for (const event of result.events) ids.add(event.eventId)
  }
  await runWriters(options.warmup, options.writers, (i) => append(streams[i % streams.length]!, -i))
  const timed = await runWriters(options.events, options.writers, (i) => append(streams[i]!, i))
  return { ...timed, ids, warmup: options.warmup }
}

const appendEmmett = async (
  store: PostgresEventStore,
  streams: string[],
  options: Options,
): Promise<Appended> => {
  const ids = new Set<string>()
  let conflicts = 0
  const append = async (streamId: string, seq: number) => {
    const messageId = randomUUID()
    const data = benchData(seq)
    // Emmett's "no concurrency check" still reads the stream position and updates where it is unchanged: two
    // writers on one stream make the loser fail with a version conflict. Retry it, like a caller would.
    for (let attempt = 1; ; attempt++) {
      try {
        await store.appendToStream(streamId, [{ type: eventType, data, metadata: { messageId } }])
        ids.add(messageId)
        return
      } catch (error) {
        if (!isExpectedVersionConflictError(error) || attempt >= 1000) throw error
        conflicts++
      }
    }
  }
  await runWriters(options.warmup, options.writers, (i) => append(streams[i % streams.length]!, -i))
  conflicts = 0
  const timed = await runWriters(options.events, options.writers, (i) => append(streams[i]!, i))
  return { ...timed, ids, warmup: options.warmup, note: `${conflicts} version conflicts retried` }
}

const appendRaw = async (pool: pg.Pool, streams: string[], options: Options): Promise<Appended> => {
  const ids = new Set<string>()
  const versions = new Map<string, number>()
  const insert = async (streamId: string, seq: number) => {
    const version = (versions.get(streamId) ?? 0) + 1
    versions.set(streamId, version)
    const eventId = randomUUID()
    await pool.query(
      "insert into events (stream_id, stream_version, event_id, type, data) values ($1, $2, $3, $4, $5)",
      [streamId, version, eventId, eventType, JSON.stringify(benchData(seq))],
    )
    ids.add(eventId)
  }
  await runWriters(options.warmup, options.writers, (i) => insert(streams[i % streams.length]!, -i))
  const timed = await runWriters(options.events, options.writers, (i) => insert(streams[i]!, i))
  return { ...timed, ids, warmup: options.warmup }
}

const tally = (expected: Set<string>, seenIds: string[], ms: number): CaughtUp => {
  const unique = new Set(seenIds)
  let missing = 0
  for (const id of expected) if (!unique.has(id)) missing++
  let unexpected = 0
  for (const id of unique) if (!expected.has(id)) unexpected++
  const duplicates = seenIds.length - unique.size
  return {
    count: seenIds.length,
    ms,
    seen: seenIds.length,
    unique: unique.size,
    duplicates,
    missing,
    unexpected,
    exactlyOnce: duplicates === 0 && missing === 0 && unexpected === 0 && seenIds.length === expected.size,
  }
}

/** One subscription from the start of the log, `processBatch` until a batch comes back empty. */
const catchUpOurs = async (
  store: EventStore,
  expected: Set<string>,
  batchSize: number,
): Promise<CaughtUp> => {
  const seen: string[] = []
  const subscription: Subscription = {
    name: `bench-catch-up-${runId}`,
    batchSize,
    async handle(events) {
      for (const event of events) seen.push(event.eventId)
    },
  }
  // Done when the checkpoint reaches the log's last event, not at the first empty batch: an empty batch
  // means "nothing below the fence", and another session's write transaction in this database (a test run
  // sharing the server) holds the fence back for a moment. Stopping there once counted 138 events missing.
  const last = await store.readHead({ unfenced: true })
  const reached = (position: { transactionId: string; globalPosition: number }) =>
    !last ||
    BigInt(position.transactionId) > BigInt(last.transactionId) ||
    (position.transactionId === last.transactionId && position.globalPosition >= last.globalPosition)
  const started = performance.now()
  for (;;) {
    if (aborted) throw new Error("interrupted")
    const { processed, position } = await processBatch(store, subscription)
    if (reached(position)) break
    if (processed === 0) await new Promise((resolve) => setTimeout(resolve, 5))
  }
  return tally(expected, seen, performance.now() - started)
}

/**
 * Emmett's in-process consumer with one reactor from the beginning, stopping when a pull finds no more
 * messages. Pulling frequency 0 so it does not sleep between full batches (its default is 50 ms).
 */
const catchUpEmmett = async (
  store: PostgresEventStore,
  expected: Set<string>,
  batchSize: number,
): Promise<CaughtUp> => {
  const seen: string[] = []
  const consumer = store.consumer({
    stopWhen: { noMessagesLeft: true },
    pulling: { batchSize, pullingFrequencyInMs: 0 },
  })
  consumer.reactor({
    processorId: `bench-catch-up-${runId}`,
    eachMessage: async (message) => {
      seen.push(String(message.metadata.messageId))
    },
  })
  const started = performance.now()
  try {
    await consumer.start()
  } finally {
    await consumer.stop()
  }
  return tally(expected, seen, performance.now() - started)
}

// ---------------------------------------------------------------------------------------------- systems

/** What a table holds, independently of any consumer: a catch-up that misses events is the reader's fault. */
const count = async (query: (text: string) => Promise<{ n: number }[]>, table: string) =>
  Number((await query(`select count(*)::int as n from ${table}`))[0]?.n)

/** Ours: the platform pg driver, a pool of `writers` connections, our migrations in its own schema. */
const benchOurs = async (streams: string[], options: Options) => {
  const sql: Sql = await createPgSql({
    url: options.databaseUrl,
    schema: schemas.ours,
    max: options.writers,
    applicationName,
  })
  closers.push(() => sql.close())
  await runMigrations(sql, eventStoreMigrations)
  const store = createEventStore(sql)
  console.log("appending: ours ...")
  const append = await appendOurs(store, streams, options)
  const stored = await count((text) => sql.query<{ n: number }>(text), "events")
  console.log("catching up: ours ...")
  const catchUp = await catchUpOurs(store, append.ids, options.batchSize)
  return { append, stored, catchUp }
}

/** Emmett: a pg pool of the same size handed to it, search_path pinned to its schema. */
const benchEmmett = async (streams: string[], options: Options, defaultParsers: ParserSet) => {
  const emmettUrl = withSearchPath(options.databaseUrl, schemas.emmett)
  const pool = new pg.Pool({
    connectionString: emmettUrl,
    max: options.writers,
    application_name: applicationName,
  })
  pool.on("error", () => {})
  closers.push(() => pool.end())
  const store = getPostgreSQLEventStore(emmettUrl, { connectionOptions: { pool } })
  closers.push(() => store.close())
  // Building the store has just put dumbo's parsers in place; Emmett's phases run with them.
  try {
    await store.schema.migrate()
    console.log("appending: emmett ...")
    const append = await appendEmmett(store, streams, options)
    const stored = await count(async (text) => (await pool.query<{ n: number }>(text)).rows, "emt_messages")
    // Emmett reads in (transaction_id, global_position) order but checkpoints by global_position alone: a
    // row whose global_position is below one read before it is behind the checkpoint. Count such rows.
    const behind = Number(
      (
        await pool.query<{ n: number }>(`select count(*)::int as n from (
            select global_position < max(global_position) over (
              order by transaction_id, global_position rows between unbounded preceding and 1 preceding) as behind
            from emt_messages) m where behind`)
      ).rows[0]?.n,
    )
    console.log("catching up: emmett ...")
    let catchUp: CaughtUp | undefined
    let catchUpError: unknown
    try {
      catchUp = await catchUpEmmett(store, append.ids, options.batchSize)
    } catch (error) {
      catchUpError = error
    }
    return { append, stored, behind, catchUp, catchUpError }
  } finally {
    useParsers(defaultParsers)
  }
}

/** Raw: one plain table, same columns and JSON, autocommit INSERTs. */
const benchRaw = async (streams: string[], options: Options) => {
  const pool = new pg.Pool({
    connectionString: withSearchPath(options.databaseUrl, schemas.raw),
    max: options.writers,
    application_name: applicationName,
  })
  pool.on("error", () => {})
  closers.push(() => pool.end())
  await pool.query(`create table events (
      id bigserial primary key,
      stream_id text not null,
      stream_version bigint not null,
      event_id uuid not null,
      type text not null,
      data jsonb not null
    )`)
  console.log("appending: raw ...")
  const append = await appendRaw(pool, streams, options)
  const stored = await count(async (text) => (await pool.query<{ n: number }>(text)).rows, "events")
  return { append, stored }
}

// ----------------------------------------------------------------------------------------------- output

const rate = (t: Timed) => (t.count / t.ms) * 1000
const fmtInt = (n: number) => Math.round(n).toLocaleString("en-US")
const fmtRatio = (n: number) => `${n.toFixed(2)}x`
const pad = (s: string, n: number) => s.padEnd(n)
const padL = (s: string, n: number) => s.padStart(n)

const printTable = (rows: { name: string; timed: Timed; note: string }[]) => {
  console.log(
    `${pad("phase", 22)} ${padL("events", 8)} ${padL("total ms", 10)} ${padL("events/s", 10)}  notes`,
  )
  console.log("-".repeat(100))
  for (const { name, timed, note } of rows)
    console.log(
      `${pad(name, 22)} ${padL(fmtInt(timed.count), 8)} ${padL(fmtInt(timed.ms), 10)} ${padL(fmtInt(rate(timed)), 10)}  ${note}`,
    )
}

const describeCatchUp = (c: CaughtUp, expected: number) =>
  c.exactlyOnce
    ? `exactly once: PASS (${fmtInt(c.unique)} of ${fmtInt(expected)} ids, 0 duplicates)`
    : `exactly once: FAIL (${fmtInt(c.unique)} of ${fmtInt(expected)} ids seen, ${fmtInt(c.missing)} missing, ` +
      `${fmtInt(c.duplicates)} duplicates, ${fmtInt(c.unexpected)} unexpected)`

// ------------------------------------------------------------------------------------------------- main

const main = async (): Promise<number> => {
  let options: Options
  try {
    options = parseOptions(process.argv.slice(2))
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`)
    return 2
  }
  const { databaseUrl, writers } = options
  const onSignal = (signal: NodeJS.Signals) => {
    aborted = true
    console.error(`\n${signal}: cleaning up`)
    void cleanup(databaseUrl).finally(() => process.exit(130))
  }
  process.once("SIGINT", onSignal)
  process.once("SIGTERM", onSignal)

  try {
    const version = new pg.Client({ connectionString: databaseUrl })
    await version.connect()
    const server = (await version.query<{ v: string }>("select current_setting('server_version') as v"))
      .rows[0]?.v
    await version.end()
    console.log(
      `eventstore bench: ${fmtInt(options.events)} single-event appends per system, ${writers} writers, ` +
        `${options.streams} streams, ${options.warmup} warm-up appends, catch-up batch ${options.batchSize}`,
    )
    console.log(
      `PostgreSQL ${server} at ${new URL(databaseUrl).host}; schemas ${Object.values(schemas).join(", ")}`,
    )

    const defaultParsers = snapshotParsers()
    touched = true
    const admin = new pg.Client({ connectionString: databaseUrl })
    await admin.connect()
    try {
      await admin.query(`create schema "${schemas.emmett}"`)
      await admin.query(`create schema "${schemas.raw}"`)
    } finally {
      await admin.end()
    }
    const streams = streamSequence(options.events, options.streams)

    // One system at a time, each with only its own pools open.
    const ours = await withOwnPools(() => benchOurs(streams, options))
    const emmett = await withOwnPools(() => benchEmmett(streams, options, defaultParsers))
    const raw = await withOwnPools(() => benchRaw(streams, options))
    const { append: oursAppend, catchUp: oursCatchUp } = ours
    const { append: emmettAppend, catchUp: emmettCatchUp } = emmett
    const { append: rawAppend } = raw

    console.log("")
    printTable([
      { name: "append: ours", timed: oursAppend, note: "1 statement, autocommit" },
      { name: "append: emmett", timed: emmettAppend, note: emmettAppend.note ?? "" },
      { name: "append: raw insert", timed: rawAppend, note: "plain INSERT, autocommit" },
      {
        name: "catch-up: ours",
        timed: oursCatchUp,
        note: describeCatchUp(oursCatchUp, oursAppend.ids.size),
      },
      ...(emmettCatchUp
        ? [
            {
              name: "catch-up: emmett",
              timed: emmettCatchUp,
              note: `${describeCatchUp(emmettCatchUp, emmettAppend.ids.size)} (observed, not asserted)`,
            },
          ]
        : []),
    ])
    if (emmett.catchUpError)
      console.log(`catch-up: emmett        could not be run: ${String(emmett.catchUpError)}`)

    const expectedRows = options.events + options.warmup
    console.log(
      `rows stored (expected ${fmtInt(expectedRows)} each): ours ${fmtInt(ours.stored)}, ` +
        `emmett ${fmtInt(emmett.stored)}, raw ${fmtInt(raw.stored)}`,
    )
    console.log(
      `emmett rows out of checkpoint order (global_position below that of a row of an earlier transaction, ` +
        `in its (transaction_id, global_position) read order): ${fmtInt(emmett.behind)}`,
    )

    const vsEmmett = rate(oursAppend) / rate(emmettAppend)
    const vsRaw = rate(oursAppend) / rate(rawAppend)
    const catchUpRate = rate(oursCatchUp)
    const verdict = (ok: boolean) => (ok ? "met" : "NOT MET")
    console.log("")
    console.log(`${pad("ratio", 30)} ${padL("value", 14)}  goal`)
    console.log("-".repeat(100))
    console.log(
      `${pad("ours / emmett (append)", 30)} ${padL(fmtRatio(vsEmmett), 14)}  >= 1.5x   ${verdict(vsEmmett >= 1.5)}`,
    )
    console.log(
      `${pad("ours / raw (append)", 30)} ${padL(fmtRatio(vsRaw), 14)}  >= 0.7x   ${verdict(vsRaw >= 0.7)}`,
    )
    console.log(
      `${pad("ours catch-up events/s", 30)} ${padL(fmtInt(catchUpRate), 14)}  >= 20,000 ${verdict(catchUpRate >= 20_000)}`,
    )
    if (emmettCatchUp)
      console.log(
        `${pad("ours / emmett (catch-up)", 30)} ${padL(fmtRatio(catchUpRate / rate(emmettCatchUp)), 14)}  (info)`,
      )
    console.log(
      `${pad("exactly once (ours)", 30)} ${padL(oursCatchUp.exactlyOnce ? "PASS" : "FAIL", 14)}  required`,
    )
    if (emmettCatchUp)
      console.log(
        `${pad("exactly once (emmett)", 30)} ${padL(emmettCatchUp.exactlyOnce ? "PASS" : "FAIL", 14)}  observed only`,
      )
    writeResult(
      "eventstore",
      eventstoreRows({
        writers,
        caughtUp: oursAppend.ids.size,
        ours: rate(oursAppend),
        emmett: rate(emmettAppend),
        raw: rate(rawAppend),
        catchUp: catchUpRate,
        ...(emmettCatchUp ? { emmettCatchUp: rate(emmettCatchUp) } : {}),
        exactlyOnce: oursCatchUp.exactlyOnce,
        wrong: oursCatchUp.missing + oursCatchUp.duplicates,
      }),
    )
    return oursCatchUp.exactlyOnce ? 0 : 1
  } finally {
    await cleanup(databaseUrl)
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error)
    process.exit(aborted ? 130 : 2)
  },
)
