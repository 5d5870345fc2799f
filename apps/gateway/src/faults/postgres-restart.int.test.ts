import { faultSkipReason, faultSuiteTitle, waitFor } from "@ignite/platform/testing"
import { describe, expect, it } from "vitest"
import type { TestApp } from "../testing/test-app"
import { createUser } from "./fault-probes"
import { useFaultServers } from "./fault-servers"

const within = (work: Promise<unknown>, ms: number) =>
  Promise.race([
    work.then(() => "done"),
    new Promise((resolve) => setTimeout(() => resolve(`still running after ${ms} ms`), ms).unref()),
  ])

interface Outcome {
  readonly email: string
  readonly status: number
  readonly body: { userId?: string; error?: string; message?: string }
  /** Sent after the restart began: what recovery is judged by. */
  readonly afterRestart: boolean
}

describe.skipIf(faultSkipReason())(faultSuiteTitle("PostgreSQL restarted during a command burst"), () => {
  const servers = useFaultServers({ nats: true })

  it("keeps every acknowledged command, applies none by halves, and recovers without a restart", async () => {
    const { app, check, pg } = servers
    const operator = await app.token(["operator"])
    const outcomes: Outcome[] = []
    let sent = 0
    let restarting = false
    let done = false
    const send = async () => {
      const email = `burst${sent++}@faults.ignite.local`
      const afterRestart = restarting
      const response = await createUser(app, operator, email, { firstName: "Burst", lastName: "User" })
      const body = (await response.json()) as Outcome["body"]
      outcomes.push({ email, status: response.status, body, afterRestart })
    }
    const acknowledged = () => outcomes.filter((o) => o.status === 201)
    // four clients sending commands back to back until told to stop
    const clients = Array.from({ length: 4 }, async () => {
      while (!done) await send()
    })

    await waitFor(() => acknowledged().length >= 8, {
      timeoutMs: 20_000,
      message: "8 commands before the fault",
    })
    restarting = true
    await pg.stop("fast")
    // down until the burst has felt it: at least one command refused while the database was away
    await waitFor(() => outcomes.some((o) => o.status >= 500), { timeoutMs: 20_000, message: "a refusal" })
    await pg.start()
    await waitFor(() => acknowledged().filter((o) => o.afterRestart).length >= 8, {
      timeoutMs: 30_000,
      message: "8 commands acknowledged after the restart (the pool reconnects)",
    })
    done = true
    await Promise.all(clients)

    // every answer is an acknowledgement or "try again later" (503 Unavailable: the server stopping, the
    // connection reset, then refused), never a hang or a 500
    for (const outcome of outcomes) {
      if (outcome.status === 201) continue
      expect(outcome.status, JSON.stringify(outcome)).toBe(503)
      expect(outcome.body).toMatchObject({ error: "Unavailable", message: expect.any(String) })
    }
    const refused = outcomes.filter((o) => o.status !== 201)
    expect(refused.length).toBeGreaterThan(0)

    // every acknowledged command is in the log
    const registered = await check.query<{ stream_id: string }>(
      "select stream_id from events where event_type = 'UserRegistered'",
    )
    const streams = new Set(registered.map((row) => row.stream_id))
    for (const { body } of acknowledged()) expect(streams).toContain(`user-${body.userId}`)

    // none half-applied: a user's event, credentials and email reservation exist together or not at all
    const credentials = await check.query<{ user_id: string }>("select user_id from user_credentials")
    const reserved = await check.query<{ owner: string }>(
      "select owner from reservations where scope = 'user-email'",
    )
    const ids = [...streams].map((stream) => stream.slice("user-".length)).sort()
    expect(credentials.map((row) => row.user_id).sort()).toEqual(ids)
    expect(reserved.map((row) => row.owner).sort()).toEqual(ids)
    // a refused command may have committed (its answer lost with the connection), but only whole
    expect(ids.length).toBeGreaterThanOrEqual(acknowledged().length)

    // the read side recovered too: every projection catches up with the log, with no restart
    await waitFor(
      async () => {
        const response = await app.request("/api/v1/operator/projections", { token: operator })
        if (response.status !== 200) return false
        const lags = (await response.json()) as Array<{ eventsBehind: number }>
        return lags.length > 0 && lags.every((lag) => lag.eventsBehind === 0)
      },
      { timeoutMs: 20_000, message: "projections caught up after the restart" },
    )
    // and it still shuts down: no connection of the old server is held (a lost lease session once was)
    const closing = app.close()
    servers.app = undefined as unknown as TestApp
    await expect(within(closing, 10_000)).resolves.toBe("done")
    console.log(
      `PostgreSQL restart: ${outcomes.length} commands, ${acknowledged().length} acknowledged, ${refused.length} refused, ${ids.length} in the log`,
    )
  })
})
