import { faultSkipReason, faultSuiteTitle, jetStreamMessageIds, waitFor } from "@ignite/platform/testing"
import { describe, expect, it } from "vitest"
import { createUser, signIn } from "./fault-probes"
import { useFaultServers } from "./fault-servers"

/**
 * Longer than the NATS client's default patience at this test's reconnection pace (10 attempts of 50 ms plus
 * jitter): a client that gave up would never publish again.
 */
const outageMs = 3_000
/** Below the per-address sign-in limit, with room for the sign-ins of other tests on the same address. */
const maxSignIns = 20

describe.skipIf(faultSkipReason())(faultSuiteTitle("NATS down"), () => {
  const servers = useFaultServers({ nats: true, busOptions: { reconnectWaitMs: 50 } })

  /** The log's event ids in the order the relay reads it. */
  const logIds = async () =>
    (
      await servers.check.query<{ event_id: string }>(
        "select event_id from events order by transaction_id, global_position",
      )
    ).map((row) => row.event_id)
  const stream = () => servers.app.shared!.namespace.toUpperCase()

  it("keeps serving commands and reads, and the relay publishes what it missed when NATS returns", async () => {
    const { app } = servers
    const nats = servers.nats!
    const operator = await app.token(["operator"])
    let users = 0
    const create = async () => {
      const email = `outage${users++}@faults.ignite.local`
      const response = await createUser(app, operator, email, { firstName: "Out", lastName: "Age" })
      expect(response.status).toBe(201)
      return email
    }

    const policyIds = await Promise.all(
      ["terms", "privacy"].map(async (kind) => {
        const response = await app.request(`/api/v1/${kind}`)
        return [kind, ((await response.json()) as { id: string }).id] as const
      }),
    )
    await create()
    const before = await logIds()
    await waitFor(async () => (await jetStreamMessageIds(nats.url, stream())).length === before.length, {
      message: "the relay to publish the first events",
    })

    await nats.kill()
    const started = Date.now()
    let served = 0
    let signIns = 0
    let session = { email: "", token: "" }
    while (Date.now() - started < outageMs) {
      // commands (a new user, a sign-in, signing the policies) and reads with the newest session
      const email = await create()
      served += 1
      // sign-ins from one address are limited (30 per 5 minutes): a fast machine would reach that within
      // the outage, so later rounds keep creating users and reading with the last session
      if (signIns < maxSignIns) {
        signIns += 1
        const signedIn = await signIn(app, email)
        expect(signedIn.status).toBe(200)
        session = { email, token: signedIn.headers.get("authorization")!.replace("Bearer ", "") }
        for (const [kind, id] of policyIds) {
          const signed = await app.request(`/api/v1/${kind}/${id}/sign`, {
            method: "POST",
            token: session.token,
          })
          expect(signed.status).toBe(200)
        }
        served += 3
      }
      const current = await app.request("/api/v1/current_user", { token: session.token })
      expect(current.status).toBe(200)
      expect(await current.json()).toMatchObject({ email: session.email })
      const events = await app.request("/api/v1/operator/events?limit=5", { token: operator })
      expect(events.status).toBe(200)
      served += 2
    }
    expect(signIns).toBeGreaterThan(0)
    // the read models do not wait for the bus either
    await waitFor(
      async () => {
        const response = await app.request("/api/v1/operator/projections", { token: operator })
        const lags = (await response.json()) as Array<{ eventsBehind: number }>
        return lags.every((lag) => lag.eventsBehind === 0)
      },
      { message: "projections caught up while NATS is down" },
    )
    const during = await logIds()
    expect(during.length).toBeGreaterThan(before.length)

    await nats.start()
    // everything the log holds is published once, in log order (the server drops retried duplicates)
    await waitFor(
      async () => {
        const published = await jetStreamMessageIds(nats.url, stream()).catch(() => [])
        return published.length >= during.length && published
      },
      { timeoutMs: 30_000, intervalMs: 200, message: "the relay to catch up" },
    )
    expect(await jetStreamMessageIds(nats.url, stream())).toEqual(await logIds())
    console.log(
      `NATS outage: ${served} requests served in ${outageMs} ms without NATS, ${during.length - before.length} events published after it returned`,
    )
  })
})
