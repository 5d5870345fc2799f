import pg from "pg"
import { describe, expect, it } from "vitest"
import { driverName, testDatabaseUrl, waitFor } from "../testing"
import { useTestStore } from "../testing/conformance"
import { fenceHolder, fenceHolderAfterSeconds, fenceHolders } from "./fence"

const url = testDatabaseUrl()

/** A write transaction held open on a connection of its own, until released. */
const holdWriteTransaction = async (connectionString: string) => {
  const client = new pg.Client({ connectionString })
  await client.connect()
  await client.query("begin")
  const [{ xid, pid }] = (
    await client.query<{ xid: string; pid: number }>(
      "select pg_current_xact_id()::text as xid, pg_backend_pid() as pid",
    )
  ).rows as [{ xid: string; pid: number }]
  return {
    xid,
    pid,
    release: async () => {
      await client.query("commit")
      await client.end()
    },
  }
}

/**
 * Issue 26: the fence is this database's. A transaction held open in another database of the same server
 * no longer hides what this log commits; one held open in this database still fences, so an event committed
 * late by an older transaction is never skipped. PostgreSQL only: PGlite has one connection and no other
 * database (its fence is the plain xmin, exact there).
 */
describe.runIf(url)(`the log's fence on ${driverName()}`, () => {
  const db = useTestStore()

  it("is not held back by a write transaction open in another database of the server", async () => {
    const { store } = db
    const other = new URL(url!)
    other.pathname = "/postgres"
    const held = await holdWriteTransaction(other.toString())
    try {
      await store.append("fence-other-db", [{ type: "FenceProbe", data: { n: 1 } }])
      // other test files write in this database at the same time, and their transactions do fence for a
      // moment: the event must come into reach while the other database's transaction stays open
      const seen = await waitFor(async () => {
        const events = await store.readAll({ types: ["FenceProbe"] })
        return events.some((event) => event.streamId === "fence-other-db") ? events : undefined
      })
      expect(seen.map((event) => event.streamId)).toContain("fence-other-db")
    } finally {
      await held.release()
    }
  })

  it("is held back by an older write transaction of this database until it ends, and then skips nothing", async () => {
    const { store } = db
    const held = await holdWriteTransaction(url!)
    try {
      await store.append("fence-this-db", [{ type: "FenceLate", data: { n: 2 } }])
      expect(await store.readAll({ types: ["FenceLate"] })).toEqual([])
    } finally {
      await held.release()
    }
    // once it ends (and any other test file's open write transaction in this database with it)
    await waitFor(async () => (await store.readAll({ types: ["FenceLate"] })).length > 0)
    expect((await store.readAll({ types: ["FenceLate"] })).map((event) => event.streamId)).toEqual([
      "fence-this-db",
    ])
  })

  it("names the write transaction of this database that holds it, once it has been open a second", async () => {
    const { store } = db
    const held = await holdWriteTransaction(url!)
    try {
      // a transaction a moment old is every command's: not worth naming (other test files share this
      // database, so theirs may be listed too: only ours is looked for)
      const ours = async () => (await fenceHolders(store.sql)).find((holder) => holder.pid === held.pid)
      expect(await ours()).toBeUndefined()
      await new Promise((resolve) => setTimeout(resolve, (fenceHolderAfterSeconds + 0.2) * 1000))
      expect(await ours()).toMatchObject({
        state: "idle in transaction",
        transactionSeconds: expect.any(Number),
      })
      expect((await ours())!.transactionSeconds).toBeGreaterThanOrEqual(fenceHolderAfterSeconds)
      // the one named first is the oldest, which is what the fence stands at
      const named = await fenceHolder(store.sql)
      expect(named!.transactionSeconds).toBeGreaterThanOrEqual((await ours())!.transactionSeconds - 0.5)
    } finally {
      await held.release()
    }
    expect((await fenceHolders(store.sql)).some((holder) => holder.pid === held.pid)).toBe(false)
  })
})
