import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  faultSkipReason,
  faultSuiteTitle,
  type PrivatePostgres,
  startPrivatePostgres,
  waitFor,
} from "../testing"
import { createPgSql } from "./pg-driver"
import type { Sql } from "./sql"

describe.skipIf(faultSkipReason())(faultSuiteTitle("the pg driver across a database restart"), () => {
  let pg: PrivatePostgres
  let sql: Sql

  beforeAll(async () => {
    pg = await startPrivatePostgres()
    sql = await createPgSql({ url: pg.url, max: 4 })
  })
  afterAll(async () => {
    await sql?.close()
    await pg?.dispose()
  })

  it("hears notifications again after a restart, and frees every connection the restart broke", async () => {
    const heard: string[] = []
    const unlisten = await sql.listen("faults", (payload) => heard.push(payload))
    // a session (a lease's) and a transaction left idle mid-way are both cut by the restart
    const session = await sql.openSession()
    let release: (() => void) | undefined
    const idle = sql
      .transaction(async (tx) => {
        await tx.query("select 1")
        await new Promise<void>((resolve) => {
          release = resolve
        })
        await tx.query("select 2")
      })
      .then(
        () => "committed",
        () => "failed",
      )

    await waitFor(() => release !== undefined, { message: "the transaction to be open" })
    await pg.stop("fast")
    await pg.start()
    expect(
      await Promise.race([session.lost.then(() => "lost"), new Promise((r) => setTimeout(r, 5_000))]),
    ).toBe("lost")
    await session.release()
    release?.()
    expect(await idle).toBe("failed")

    await waitFor(
      async () => {
        await sql.exec("notify faults, 'after'")
        return heard.includes("after")
      },
      { timeoutMs: 15_000, intervalMs: 200, message: "a notification after the restart" },
    )
    // beside the listener's connection, a pool of four still gives three: no slot is held by a dead one
    const sessions = await Promise.all(Array.from({ length: 3 }, () => sql.openSession()))
    expect(await Promise.all(sessions.map((s) => s.query<{ one: number }>("select 1 as one")))).toEqual(
      Array.from({ length: 3 }, () => [{ one: 1 }]),
    )
    await Promise.all(sessions.map((s) => s.release()))
    await unlisten()
  })
})
