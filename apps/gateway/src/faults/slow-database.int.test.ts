import { createPgSql } from "@ignite/platform"
import { faultSkipReason, faultSuiteTitle, waitFor } from "@ignite/platform/testing"
import { describe, expect, it } from "vitest"
import { createUser, unavailable } from "./fault-probes"
import { useFaultServers } from "./fault-servers"

/** The app's statement timeout here (DATABASE_STATEMENT_TIMEOUT_MS; 30 s by default). */
const timeoutMs = 1_000
/** Commands at once: fewer than the pool's 10 connections, so each reaches the database. */
const concurrent = 6
/** The longest a refused command may take: the timeout, plus hashing the password and the round trips. */
const boundMs = timeoutMs + 4_000

const within = <T>(work: Promise<T>, ms: number) =>
  Promise.race([
    work,
    new Promise<"still waiting">((resolve) => setTimeout(() => resolve("still waiting"), ms).unref()),
  ])

describe.skipIf(faultSkipReason())(faultSuiteTitle("a slow database"), () => {
  const servers = useFaultServers({
    env: () => ({ DATABASE_STATEMENT_TIMEOUT_MS: String(timeoutMs) }),
    // named apart from the app's connections (application_name 'ignite'), which the test counts
    connectCheck: (pg, schema) => createPgSql({ url: pg.url, schema, applicationName: "faults-check" }),
  })

  /** The app's connections (pg's application_name), and those of them stuck waiting or in a transaction. */
  const appConnections = async () => {
    const rows = await servers.check.query<{ state: string | null; wait_event_type: string | null }>(
      "select state, wait_event_type from pg_stat_activity where application_name = 'ignite'",
    )
    const stuck = rows.filter(
      (row) => row.wait_event_type === "Lock" || (row.state ?? "").startsWith("idle in transaction"),
    )
    return { total: rows.length, stuck: stuck.length }
  }

  it("answers commands stuck behind a lock with the 503 envelope in bounded time, and the pool recovers", async () => {
    const { app, check } = servers
    const operator = await app.token(["operator"])
    let users = 0
    const create = async (email = `slow${users++}@faults.ignite.local`) => {
      const started = Date.now()
      const response = await createUser(app, operator, email, { firstName: "Slow", lastName: "Db" })
      return { email, status: response.status, body: await response.json(), ms: Date.now() - started }
    }
    const registered = async () =>
      Number(
        (
          await check.query<{ n: number }>(
            "select count(*)::int8 as n from events where event_type = 'UserRegistered'",
          )
        )[0]!.n,
      )
    expect((await create()).status).toBe(201)
    expect(await registered()).toBe(1)
    const connectionsBefore = (await appConnections()).total

    // another session (a migration, a batch job, an operator's psql) takes the table every command writes
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let locked = false
    const locker = check.transaction(async (tx) => {
      await tx.exec("lock table streams in access exclusive mode")
      locked = true
      await held
    })
    let refused: Array<Awaited<ReturnType<typeof create>>> = []
    try {
      await waitFor(() => locked, { message: "the lock" })
      const commands = Promise.all(Array.from({ length: concurrent }, () => create()))
      // while they wait, a read that needs no locked table is answered at once: the pool still serves
      await new Promise((resolve) => setTimeout(resolve, timeoutMs / 4))
      const readStarted = Date.now()
      expect((await app.request("/api/v1/terms")).status).toBe(200)
      expect(Date.now() - readStarted).toBeLessThan(timeoutMs)
      const answers = await within(commands, boundMs * 2)
      expect(answers, `commands still waiting after ${boundMs * 2} ms behind the lock`).not.toBe(
        "still waiting",
      )
      refused = answers as typeof refused
    } finally {
      release()
      await locker
    }
    for (const answer of refused) {
      expect(answer.status, JSON.stringify(answer)).toBe(503)
      expect(answer.body).toEqual(unavailable)
      expect(answer.ms).toBeGreaterThanOrEqual(timeoutMs)
      expect(answer.ms).toBeLessThan(boundMs)
    }
    expect(await registered()).toBe(1)

    // the lock gone: the same pool serves commands again, and the refused ones were never applied, not even
    // the reservation of their addresses
    const again = await Promise.all(refused.map((answer) => create(answer.email)))
    expect(again.map((answer) => answer.status)).toEqual(Array(concurrent).fill(201))
    expect(await registered()).toBe(1 + concurrent)
    // no connection is left waiting or inside a transaction, and the pool is within its size (10: the
    // listener and the leases' session included)
    const connections = await waitFor(
      async () => {
        const now = await appConnections()
        return now.stuck === 0 && now
      },
      { message: "no stuck connection" },
    )
    expect(connections.total).toBeLessThanOrEqual(10)
    console.log(
      `Slow database: ${concurrent} commands behind a lock refused with 503 in ${Math.min(...refused.map((a) => a.ms))}-` +
        `${Math.max(...refused.map((a) => a.ms))} ms (statement timeout ${timeoutMs} ms); the app's connections ${connectionsBefore} before, ${connections.total} after, none stuck`,
    )
  })
})
