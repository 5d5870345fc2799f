import { describe, expect, it } from "vitest"
import type { Sql } from "../sql/sql"
import { createRunner } from "../subscriptions/runner"
import { driverName, waitFor } from "../testing"
import { useTestStore } from "../testing/conformance"
import { projectionVersion } from "./frontier"
import { createProjectionManager } from "./manager"
import { projectionOver } from "./projection"

/** The probe's events, by type. */
interface ProbeEvents {
  Counted: { value: number }
  Reset: { value: number }
}
const defineProbeProjection = projectionOver<ProbeEvents>()

/** A small read model: per-stream counts and the last value, folded from two event types. */
const counters = (version = 1) =>
  defineProbeProjection({
    name: "probe_counters",
    version,
    mode: "async",
    tables: {
      probe_counters: (t) =>
        `create table ${t} (stream_id text primary key, count int not null, last int not null)`,
    },
    handlers: {
      Counted: async (event, { tx, t }) => {
        await tx.query(
          `insert into ${t.probe_counters} (stream_id, count, last) values ($1, 1, $2)
           on conflict (stream_id) do update set count = ${t.probe_counters}.count + 1, last = excluded.last`,
          [event.streamId, event.data.value],
        )
      },
      Reset: async (event, { tx, t }) => {
        await tx.query(`update ${t.probe_counters} set count = 0, last = $2 where stream_id = $1`, [
          event.streamId,
          event.data.value,
        ])
      },
    },
  })

const totals = defineProbeProjection({
  name: "probe_totals",
  version: 1,
  mode: "inline",
  tables: { probe_totals: (t) => `create table ${t} (id int primary key, total int not null)` },
  handlers: {
    Counted: async (_event, { tx, t }) => {
      await tx.query(
        `insert into ${t.probe_totals} (id, total) values (1, 1)
         on conflict (id) do update set total = ${t.probe_totals}.total + 1`,
      )
    },
  },
})

const rowsOf = (sql: Sql, table: string) => sql.query(`select * from ${table} order by 1`)

describe(`projections on ${driverName()}`, () => {
  const db = useTestStore()

  const write = async (n: number) => {
    for (let i = 0; i < n; i++)
      await db.store.append(`counter-${i % 7}`, [
        { type: i % 11 === 10 ? "Reset" : "Counted", data: { value: i } },
      ])
  }

  it("builds inline projections in the append transaction, read-your-writes", async () => {
    const { sql, store } = db
    await write(3) // history before the projection exists: install must catch up first
    const runner = createRunner(store)
    const manager = createProjectionManager(store, runner, [totals])
    await manager.install()
    expect(await rowsOf(sql, "probe_totals")).toEqual([{ id: 1, total: 3 }])
    await store.append("counter-x", [{ type: "Counted", data: { value: 1 } }])
    expect(await rowsOf(sql, "probe_totals")).toEqual([{ id: 1, total: 4 }])
    const [status] = await manager.status()
    expect(status).toMatchObject({ name: "probe_totals", mode: "inline", eventsBehind: 0, status: "active" })
  })

  it("names the serving build's state in one version: new when it folds an event of its types, else the same", async () => {
    const { sql, store } = db
    const manager = createProjectionManager(store, createRunner(store), [counters()])
    await manager.install()
    await manager.drain("probe_counters")
    const before = await projectionVersion(sql, "probe_counters")
    expect(before).toBe(await projectionVersion(sql, "probe_counters"))
    await store.append("elsewhere-1", [{ type: "Unrelated", data: {} }])
    await manager.drain("probe_counters")
    expect(await projectionVersion(sql, "probe_counters")).toBe(before)
    await store.append("counter-x", [{ type: "Counted", data: { value: 1 } }])
    await manager.drain("probe_counters")
    const after = await projectionVersion(sql, "probe_counters")
    expect(after).not.toBe(before)
    // the same build, further on
    expect(after.split(":")[0]).toBe(before.split(":")[0])
    // a read model not installed keeps no answer: every ask is a new version
    expect(await projectionVersion(sql, "probe_missing")).not.toBe(
      await projectionVersion(sql, "probe_missing"),
    )
  })

  it("reports lag, catches up, and a rebuild produces the same rows as live processing", async () => {
    const { sql, store } = db
    await write(60)
    const runner = createRunner(store, { pollIntervalMs: 20 })
    const manager = createProjectionManager(store, runner, [counters()])
    await manager.install()
    const before = (await manager.status()).find((p) => p.name === "probe_counters")!
    expect(before.eventsBehind).toBeGreaterThan(0)
    expect(before.secondsBehind).toBeGreaterThanOrEqual(0)

    await runner.start()
    try {
      await write(40)
      await waitFor(async () => (await manager.status()).every((p) => p.eventsBehind === 0), {
        message: "live catch-up",
      })
      const live = await rowsOf(sql, "probe_counters")
      expect(live.length).toBe(8)

      const { build } = await manager.requestRebuild("probe_counters")
      expect(
        (await manager.status()).some((p) => p.name === "probe_counters" && p.status === "building"),
      ).toBe(true)
      await write(15) // appended while the rebuild runs: both builds must get them
      await waitFor(
        async () => {
          const rows = await sql.query<{ status: string }>(
            "select status from projection_builds where name = 'probe_counters' and build = $1",
            [build],
          )
          return rows[0]?.status === "active"
        },
        { message: "swap" },
      )
      await waitFor(async () => (await manager.status()).every((p) => p.eventsBehind === 0), {
        message: "caught up",
      })
      const rebuilt = await rowsOf(sql, "probe_counters")

      // the same fold done from scratch in memory is the reference both must equal. Read unfenced:
      // every write above has committed, and the snapshot fence is cluster-wide, so another test
      // file's open transaction (in another database of the server) would hide the newest events
      const all = await store.readAll({ types: ["Counted", "Reset"], limit: 10_000, unfenced: true })
      const expected = new Map<string, { count: number; last: number }>()
      for (const event of all) {
        const value = (event.data as { value: number }).value
        const row = expected.get(event.streamId)
        if (event.type === "Counted")
          expected.set(event.streamId, { count: (row?.count ?? 0) + 1, last: value })
        else if (row) expected.set(event.streamId, { count: 0, last: value })
      }
      const reference = [...expected]
        .map(([stream_id, r]) => ({ stream_id, ...r }))
        .sort((a, b) => a.stream_id.localeCompare(b.stream_id))
      expect(rebuilt).toEqual(reference)
      expect((await manager.status()).filter((p) => p.name === "probe_counters")).toHaveLength(1)
      // the old build's table is gone
      const leftovers = await sql.query(
        "select table_name from information_schema.tables where table_name like 'probe_counters__b%' and table_schema = current_schema()",
      )
      expect(leftovers).toHaveLength(1)
    } finally {
      await runner.stop()
    }
  })

  it("builds a new version blue/green: the old tables serve until the new build swaps in", async () => {
    const { sql, store } = db
    const runner = createRunner(store)
    const manager = createProjectionManager(store, runner, [counters(2)])
    await manager.install()
    const states = await sql.query<{ version: number; status: string }>(
      "select version, status from projection_builds where name = 'probe_counters' and status <> 'retired' order by build",
    )
    expect(states).toEqual([
      { version: 1, status: "active" },
      { version: 2, status: "building" },
    ])
    const served = await rowsOf(sql, "probe_counters")
    expect(served.length).toBe(8)
    await manager.drain("probe_counters")
    const after = await sql.query<{ version: number; status: string }>(
      "select version, status from projection_builds where name = 'probe_counters' and status <> 'retired'",
    )
    expect(after).toEqual([{ version: 2, status: "active" }])
    expect(await rowsOf(sql, "probe_counters")).toEqual(served)
  })
})
