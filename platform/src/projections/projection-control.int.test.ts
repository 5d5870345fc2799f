import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createRunner } from "../subscriptions/runner"
import { driverName, waitFor } from "../testing"
import { useTestStore } from "../testing/conformance"
import { createProjectionManager, type ProjectionManager } from "./manager"
import { projectionOver } from "./projection"

interface TallyEvents {
  Tallied: { by: number }
}
const defineTally = projectionOver<TallyEvents>()

/** Per stream, the sum of what was tallied: async, so it can be paused. */
const tally = defineTally({
  name: "probe_tally",
  version: 1,
  mode: "async",
  tables: {
    probe_tally: (t) => `create table ${t} (stream_id text primary key, total int not null, tags jsonb)`,
  },
  handlers: {
    Tallied: async (event, { tx, t }) => {
      await tx.query(
        `insert into ${t.probe_tally} (stream_id, total, tags) values ($1, $2, '["probe"]'::jsonb)
         on conflict (stream_id) do update set total = ${t.probe_tally}.total + excluded.total`,
        [event.streamId, event.data.by],
      )
    },
  },
})

/** The same total, inline: written with the events, so it cannot be paused. */
const sum = defineTally({
  name: "probe_sum",
  version: 1,
  mode: "inline",
  tables: { probe_sum: (t) => `create table ${t} (id int primary key, total int not null)` },
  handlers: {
    Tallied: async (event, { tx, t }) => {
      await tx.query(
        `insert into ${t.probe_sum} (id, total) values (1, $1)
         on conflict (id) do update set total = ${t.probe_sum}.total + excluded.total`,
        [event.data.by],
      )
    },
  },
})

describe(`projection control: pause, resume, verify (${driverName()})`, () => {
  const db = useTestStore()
  let manager: ProjectionManager
  const runner = () => createRunner(db.store, { pollIntervalMs: 20 })
  let running: ReturnType<typeof createRunner>

  const tallyRows = () =>
    db.sql.query<{ stream_id: string; total: number }>("select stream_id, total from probe_tally order by 1")
  const append = async (n: number) => {
    for (let i = 0; i < n; i++)
      await db.store.append(`tally-${i % 3}`, [{ type: "Tallied", data: { by: i + 1 } }])
  }

  beforeAll(async () => {
    running = runner()
    manager = createProjectionManager(db.store, running, [tally, sum])
    await manager.install()
    await append(9)
    await manager.drain("probe_tally")
  })
  afterAll(() => running.stop())

  it("finds a live read model equal to its rebuild, inline and async, and leaves no shadow table behind", async () => {
    for (const name of ["probe_tally", "probe_sum"]) {
      const report = await manager.verify(name)
      expect(report).toMatchObject({ name, version: 1, ok: true })
      expect(report.tables[0]).toMatchObject({ onlyLive: [], onlyRebuilt: [] })
    }
    expect((await manager.verify("probe_tally")).tables[0]!.liveRows).toBe(3)
    const shadows = await db.sql.query(
      "select table_name from information_schema.tables where table_name like '%__verify' and table_schema = current_schema()",
    )
    expect(shadows).toEqual([])
  })

  it("reports a row changed by hand, from both sides", async () => {
    await db.sql.query("update probe_tally set total = total + 100 where stream_id = 'tally-0'")
    const report = await manager.verify("probe_tally")
    expect(report.ok).toBe(false)
    const [table] = report.tables
    expect(table!.onlyLive).toEqual([{ stream_id: "tally-0", total: 1 + 4 + 7 + 100, tags: ["probe"] }])
    expect(table!.onlyRebuilt).toEqual([{ stream_id: "tally-0", total: 1 + 4 + 7, tags: ["probe"] }])
    await db.sql.query("update probe_tally set total = total - 100 where stream_id = 'tally-0'")
    expect((await manager.verify("probe_tally")).ok).toBe(true)
  })

  it("compares at the live build's checkpoint: events it has not folded yet are no difference", async () => {
    await manager.pause("probe_tally")
    await append(3)
    const report = await manager.verify("probe_tally")
    expect(report.ok).toBe(true)
    await manager.resume("probe_tally")
  })

  it("pauses an async projection's folding until resumed, and says so in its status; an inline one refuses", async () => {
    await running.start()
    try {
      await waitFor(async () => (await manager.status()).every((p) => p.eventsBehind === 0), {
        message: "caught up",
      })
      await manager.pause("probe_tally")
      expect((await manager.status()).find((p) => p.name === "probe_tally")).toMatchObject({ paused: true })
      const before = await tallyRows()
      await append(3)
      await new Promise((resolve) => setTimeout(resolve, 1500))
      expect(await tallyRows()).toEqual(before)
      expect((await manager.status()).find((p) => p.name === "probe_tally")!.eventsBehind).toBe(3)
      await manager.resume("probe_tally")
      await waitFor(
        async () => (await manager.status()).find((p) => p.name === "probe_tally")!.eventsBehind === 0,
        {
          message: "resumed",
        },
      )
      expect((await manager.status()).find((p) => p.name === "probe_tally")).toMatchObject({ paused: false })
      await expect(manager.pause("probe_sum")).rejects.toMatchObject({ code: "Conflict" })
      await expect(manager.pause("nothing")).rejects.toMatchObject({ code: "NotFound" })
    } finally {
      await running.stop()
    }
  })

  it("replays a projection as of a past moment into a scratch schema, leaving the live one as it is", async () => {
    await manager.drain("probe_tally")
    const then = await tallyRows()
    await new Promise((resolve) => setTimeout(resolve, 50))
    const cut = new Date()
    await new Promise((resolve) => setTimeout(resolve, 50))
    await append(3)
    await manager.drain("probe_tally")
    // a name of its own: the database is shared with other runs, and a failed one would leave its schema behind
    const scratch = `replay_probe_tally_${Math.random().toString(36).slice(2, 10)}`
    const report = await manager.replay("probe_tally", cut, scratch)
    expect(report).toMatchObject({
      name: "probe_tally",
      schema: scratch,
      tables: [{ table: "probe_tally", rows: 3 }],
    })
    try {
      expect(await db.sql.query(`select stream_id, total from ${scratch}.probe_tally order by 1`)).toEqual(
        then,
      )
      expect(await tallyRows()).not.toEqual(then)
    } finally {
      await db.sql.query(`drop schema ${scratch} cascade`)
    }
  })
})
