import { describe, expect, it } from "vitest"
import { createEventStore } from "../eventstore/event-store"
import type { RecordedEvent } from "../eventstore/types"
import type { Sql, Tx } from "../sql/sql"
import { driverName, waitFor } from "../testing"
import { useTestStore } from "../testing/conformance"
import { createRunner, subscriptionWorker } from "./runner"
import { CheckpointMovedError, processBatch, type Subscription } from "./subscription"

/** A consumer that records how often it applied each event id: the exactly-once probe. */
const probe = async (sql: Sql, table: string) => {
  await sql.exec(`create table ${table} (event_id uuid primary key, applied int not null)`)
  const apply = async (events: readonly RecordedEvent[], tx: Tx) => {
    for (const event of events)
      await tx.query(
        `insert into ${table} (event_id, applied) values ($1, 1)
         on conflict (event_id) do update set applied = ${table}.applied + 1`,
        [event.eventId],
      )
  }
  const seen = async () =>
    sql.query<{ event_id: string; applied: number }>(
      `select event_id::text as event_id, applied from ${table}`,
    )
  return { apply, seen }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe(`subscriptions on ${driverName()}`, () => {
  const db = useTestStore()

  it("neither skips nor repeats an event with 16 concurrent writers and a transaction held open", async () => {
    const { sql, store } = db
    const { apply, seen } = await probe(sql, "probe_concurrency")
    const subscription: Subscription = { name: "probe-concurrency", batchSize: 50, handle: apply }
    const runner = createRunner(store, { pollIntervalMs: 20 })
    runner.add(subscriptionWorker(store, subscription))
    await runner.start()
    const written: string[] = []
    try {
      let release!: () => void
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      // This transaction takes its position early and commits last: a consumer reading by position alone
      // would move past it and never see its event.
      const slow = sql.transaction(async (tx) => {
        const result = await store.append("slow-1", [{ type: "Slow", data: {} }], { tx })
        written.push(result.events[0]!.eventId)
        await held
      })
      const writers = Array.from({ length: 16 }, async (_, w) => {
        for (let i = 0; i < 25; i++) {
          const result = await store.append(`item-${(w * 25 + i) % 8}`, [{ type: "Added", data: { w, i } }])
          written.push(result.events[0]!.eventId)
        }
      })
      if (sql.driver === "pg") {
        await Promise.all(writers)
        // writers are done, the slow one is still open: the consumer must wait for it, not skip it
        await sleep(1500)
        release()
      } else {
        // PGlite has one connection: the open transaction holds everyone else until it ends.
        setTimeout(release, 1500)
        await Promise.all(writers)
      }
      await slow
      const rows = await waitFor(
        async () => {
          const current = await seen()
          return current.length >= written.length ? current : undefined
        },
        { message: "consumer to catch up" },
      )
      expect(rows).toHaveLength(16 * 25 + 1)
      expect(new Set(rows.map((row) => row.event_id))).toEqual(new Set(written))
      expect(rows.every((row) => row.applied === 1)).toBe(true)
    } finally {
      await runner.stop()
    }
  })

  it("applies every event exactly once when a consumer dies mid-batch and restarts", async () => {
    const { sql, store } = db
    const { apply, seen } = await probe(sql, "probe_crash")
    const ids: string[] = []
    for (let i = 0; i < 120; i++)
      ids.push((await store.append(`crash-${i % 5}`, [{ type: "Crashy", data: { i } }])).events[0]!.eventId)
    // On PostgreSQL another test's open transaction may fence new events for a moment: start once all are visible.
    await waitFor(async () => (await store.readAll({ types: ["Crashy"], limit: 1000 })).length === 120)
    let batches = 0
    const dying: Subscription = {
      name: "probe-crash",
      eventTypes: ["Crashy"],
      batchSize: 25,
      handle: async (events, tx) => {
        await apply(events, tx)
        if (++batches === 3) throw new Error("killed mid-batch")
      },
    }
    await processBatch(store, dying)
    await processBatch(store, dying)
    await expect(processBatch(store, dying)).rejects.toThrow("killed mid-batch")
    expect(await seen()).toHaveLength(50)

    const restarted: Subscription = { ...dying, handle: apply }
    while ((await processBatch(store, restarted)).processed > 0) {}
    const rows = await seen()
    expect(new Set(rows.map((row) => row.event_id))).toEqual(new Set(ids))
    expect(rows.every((row) => row.applied === 1)).toBe(true)
  })

  it("rolls a batch back when the checkpoint moved under it", async () => {
    const { sql, store } = db
    const { apply, seen } = await probe(sql, "probe_cas")
    await store.append("cas-1", [{ type: "Cas", data: {} }])
    await waitFor(async () => (await store.readAll({ types: ["Cas"] })).length === 1)
    const subscription: Subscription = { name: "probe-cas", eventTypes: ["Cas"], handle: apply }
    await sql.query("insert into checkpoints (name) values ('probe-cas')")
    const racing: Subscription = {
      ...subscription,
      handle: async (events, tx) => {
        // Batches of one subscription take turns (an advisory lock), but the checkpoint can still move under
        // one by other means (an operator's reset, an older process): on PostgreSQL from another connection,
        // on PGlite (one connection) inside this batch.
        const move = "update checkpoints set global_position = global_position + 1000000 where name = $1"
        await (sql.driver === "pg" ? sql : tx).query(move, [subscription.name])
        // ...then this batch applies its copy, which must not survive.
        await apply(events, tx)
      },
    }
    await expect(processBatch(store, racing)).rejects.toBeInstanceOf(CheckpointMovedError)
    // the rolled-back copy left nothing behind
    expect(await seen()).toHaveLength(0)
    await sql.query("update checkpoints set global_position = 0, transaction_id = '0' where name = $1", [
      subscription.name,
    ])
    await processBatch(store, subscription)
    const rows = await seen()
    expect(rows).toHaveLength(1)
    expect(rows[0]!.applied).toBe(1)
  })

  it("runs two owners' batches of one subscription one after the other, each event once", async () => {
    const { sql, store } = db
    const { apply, seen } = await probe(sql, "probe_turns")
    await store.append("turns-1", [{ type: "Turn", data: {} }])
    await waitFor(async () => (await store.readAll({ types: ["Turn"] })).length === 1)
    const slow: Subscription = {
      name: "probe-turns",
      eventTypes: ["Turn"],
      handle: async (events, tx) => {
        await new Promise((resolve) => setTimeout(resolve, 50))
        await apply(events, tx)
      },
    }
    // a drain and the background worker at once: neither fails, the second finds the batch done
    const results = await Promise.all([processBatch(store, slow), processBatch(store, slow)])
    expect(results.map((result) => result.processed).sort()).toEqual([0, 1])
    expect((await seen()).map((row) => row.applied)).toEqual([1])
  })

  it("wakes a consumer through LISTEN/NOTIFY when another store instance appends", async () => {
    const { sql, store } = db
    const { apply, seen } = await probe(sql, "probe_notify")
    // A second store on the same database: its appends do not fire this runner's local signal.
    const writer = createEventStore(sql)
    const runner = createRunner(store, { pollIntervalMs: 60_000 })
    runner.add(subscriptionWorker(store, { name: "probe-notify", eventTypes: ["Notified"], handle: apply }))
    await runner.start()
    try {
      await sleep(200)
      const started = Date.now()
      await writer.append("notify-1", [{ type: "Notified", data: {} }])
      await waitFor(async () => (await seen()).length === 1, { timeoutMs: 5000, message: "notify wake-up" })
      expect(Date.now() - started).toBeLessThan(5000)
    } finally {
      await runner.stop()
    }
  })

  it("wakes a worker for appends of its event types only, locally and through NOTIFY", async () => {
    const { sql, store } = db
    const writer = createEventStore(sql)
    const runner = createRunner(store, { pollIntervalMs: 60_000 })
    let steps = 0
    runner.add({
      name: "probe-types",
      eventTypes: ["Wanted"],
      async step() {
        steps++
        return 0
      },
    })
    await runner.start()
    try {
      await waitFor(() => steps === 1, { message: "the first step" })
      // neither this store's append of another type nor another store's wakes it
      await store.append("types-1", [{ type: "Unwanted", data: {} }])
      await writer.append("types-2", [{ type: "Unwanted", data: {} }])
      await sleep(300)
      expect(steps).toBe(1)
      await writer.append("types-3", [{ type: "Wanted", data: {} }])
      await waitFor(() => steps >= 2, { timeoutMs: 5000, message: "a wake-up by NOTIFY" })
      const before = steps
      await store.append("types-4", [{ type: "Wanted", data: {} }])
      await waitFor(() => steps > before, { timeoutMs: 5000, message: "a local wake-up" })
    } finally {
      await runner.stop()
    }
  })

  // PGlite has one connection: a transaction held open there blocks the append itself, so no fence to wait out.
  it.runIf(driverName() === "pg")(
    "drains what was committed before the call, waiting while an older open transaction fences it (PostgreSQL)",
    async () => {
      const { sql, store } = db
      const { apply, seen } = await probe(sql, "probe_drain_fence")
      const runner = createRunner(store)
      runner.add(
        subscriptionWorker(store, { name: "probe-drain-fence", eventTypes: ["Fenced"], handle: apply }),
      )
      let release!: () => void
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      let hasId!: () => void
      const idTaken = new Promise<void>((resolve) => {
        hasId = resolve
      })
      // an older transaction with an id, still open: events committed after it stay above the fence
      const older = sql.transaction(async (tx) => {
        await tx.query("select pg_current_xact_id()")
        hasId()
        await held
      })
      let drained: number | undefined
      try {
        // a fixed sleep here raced a cold pool: the "older" transaction took its id after the append
        await idTaken
        await store.append("fenced-1", [{ type: "Fenced", data: {} }])
        const draining = runner.drain("probe-drain-fence").then((n) => {
          drained = n
        })
        await sleep(300)
        expect(drained).toBeUndefined()
        release()
        await draining
      } finally {
        // never leave the fence held: every later test on this schema would wait behind it
        release()
        await older
      }
      expect(drained).toBe(1)
      expect(await seen()).toHaveLength(1)
    },
  )

  // PGlite has one connection: nothing can commit between two statements of a batch there.
  it.runIf(driverName() === "pg")(
    "does not read an event committed while its bound was looked up: the bound did not see it (PostgreSQL)",
    async () => {
      const { sql, store } = db
      const { apply, seen } = await probe(sql, "probe_bound_race")
      let commitDuringLookup = true
      // per batch, which events it handled: the late one must not be in the batch whose lookup it raced
      const handled: boolean[][] = []
      const subscription: Subscription = {
        name: "probe-bound-race",
        eventTypes: ["Bounded"],
        // a read model's frontier: "everything folded" — and, just after that lookup, another session commits
        async readBefore() {
          if (commitDuringLookup) {
            commitDuringLookup = false
            await store.append("bounded-late", [{ type: "Bounded", data: { late: true } }])
          }
          return undefined
        },
        async handle(events, tx) {
          handled.push(events.map((event) => (event.data as { late: boolean }).late))
          await apply(events, tx)
        },
      }
      await store.append("bounded-early", [{ type: "Bounded", data: { late: false } }])
      const first = await processBatch(store, subscription)
      // Another test file's open write transaction fences the whole server for a moment, so the first batch may
      // read nothing at all; what it must never read is the event committed during its own lookup.
      expect(handled.flat()).not.toContain(true)
      expect(first.processed).toBe(handled.flat().length)
      await waitFor(
        async () => {
          await processBatch(store, subscription)
          return (await seen()).length === 2
        },
        { message: "both events to be processed by later batches" },
      )
      expect(handled.flat().sort()).toEqual([false, true])
      expect((await seen()).every((row) => row.applied === 1)).toBe(true)
    },
  )

  it("lets only one runner own a subscription at a time", async () => {
    const { sql, store } = db
    const { apply, seen } = await probe(sql, "probe_lease")
    const other =
      sql.driver === "pg" ? await openTestStoreOnSameSchema(sql) : { store, close: async () => {} }
    const a = createRunner(store, { pollIntervalMs: 20, leaseRetryMs: 50 })
    const b = createRunner(other.store, { pollIntervalMs: 20, leaseRetryMs: 50 })
    const subscription: Subscription = { name: "probe-lease", eventTypes: ["Leased"], handle: apply }
    a.add(subscriptionWorker(store, subscription))
    b.add(subscriptionWorker(other.store, subscription))
    await a.start()
    await sleep(100)
    await b.start()
    try {
      await sleep(200)
      expect(a.leases.holds("probe-lease")).toBe(true)
      expect(b.leases.holds("probe-lease")).toBe(false)
      for (let i = 0; i < 10; i++) await store.append(`lease-${i}`, [{ type: "Leased", data: {} }])
      await waitFor(async () => (await seen()).length === 10, { message: "owner to process" })
      // the owner stops: the other takes over
      await a.stop()
      await waitFor(() => b.leases.holds("probe-lease"), { message: "takeover" })
      await store.append("lease-after", [{ type: "Leased", data: {} }])
      await waitFor(async () => (await seen()).length === 11, { message: "new owner to process" })
      expect((await seen()).every((row) => row.applied === 1)).toBe(true)
    } finally {
      await a.stop()
      await b.stop()
      await other.close()
    }
  })
})

/** A second pool on the same schema: another "process" as far as Postgres sessions are concerned. */
const openTestStoreOnSameSchema = async (sql: Sql) => {
  const { createPgSql } = await import("../sql/pg-driver")
  const second = await createPgSql({ url: process.env.DATABASE_URL!, schema: sql.schema })
  return { store: createEventStore(second), close: () => second.close() }
}
