import { connectSql, type Sql } from "@ignite/platform"
import { faultSkipReason, faultSuiteTitle, waitFor } from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createUser, postJson, rowCounts, schemaTables, signIn, unavailable } from "./fault-probes"
import { useFaultServers } from "./fault-servers"

describe.skipIf(faultSkipReason())(faultSuiteTitle("the database read-only"), () => {
  const servers = useFaultServers()
  /** The test's second connection, beside the servers' check: the one that switches the server's mode. */
  let admin: Sql
  beforeAll(async () => {
    admin = await connectSql({ databaseUrl: servers.pg.url })
  })
  afterAll(async () => {
    await admin?.close()
  })

  /**
   * Read-only for every session, the open ones of the app's pool included: a reload makes each backend read
   * the setting again before its next statement, as a standby promoted the other way round or an operator
   * protecting a full disk would. Then waits until a backend of the app's kind (a pooled one) has it.
   */
  const setReadOnly = async (on: boolean) => {
    await admin.exec(
      on
        ? "alter system set default_transaction_read_only = on"
        : "alter system reset default_transaction_read_only",
    )
    await admin.exec("select pg_reload_conf()")
    await waitFor(
      async () =>
        (
          await servers.check.query<{ ro: string }>(
            "select current_setting('default_transaction_read_only') as ro",
          )
        )[0]?.ro === (on ? "on" : "off"),
      { message: `the server to be ${on ? "read-only" : "writable"}` },
    )
  }

  /** Rows of every table of the app's schema: a refused command must leave each count as it was. */
  const allRowCounts = async () =>
    rowCounts(servers.check, await schemaTables(servers.check, servers.app.shared!.schema))

  it("refuses commands with the 503 envelope, writes nothing, keeps reading, and resumes when writable", async () => {
    const { app, check } = servers
    const operator = await app.token(["operator"])
    const create = (email: string) =>
      createUser(app, operator, email, { firstName: "Read", lastName: "Only" })
    const terms = (await (await app.request("/api/v1/terms")).json()) as { id: string }

    // a user who has signed everything, whose reads must keep working through the fault
    const reader = await app.agreedUser("reader", ["gov"])
    // and one signed in before the fault, with the terms still to sign
    expect((await create("before@faults.ignite.local")).status).toBe(201)
    const session = (await signIn(app, "before@faults.ignite.local")).headers
      .get("authorization")!
      .replace("Bearer ", "")
    const unsigned = async () => {
      const response = await app.request("/trpc/policies.unsigned", { token: session })
      expect(response.status).toBe(200)
      const body = (await response.json()) as { result: { data: Array<{ kind: string }> } }
      return body.result.data.map((policy) => policy.kind)
    }
    expect(await unsigned()).toContain("terms")

    await setReadOnly(true)
    const before = await allRowCounts()
    const refused = [
      ["create a user", await create("during@faults.ignite.local")],
      ["sign in", await signIn(app, "before@faults.ignite.local")],
      [
        "sign the terms",
        await app.request(`/api/v1/terms/${terms.id}/sign`, { method: "POST", token: session }),
      ],
    ] as const
    for (const [command, response] of refused) {
      expect(response.status, command).toBe(503)
      expect(await response.json(), command).toEqual(unavailable)
    }
    // tRPC answers the same code and message
    const viaTrpc = await app.request("/trpc/policies.sign", {
      ...postJson({ kind: "terms", id: terms.id }),
      token: session,
    })
    expect(viaTrpc.status).toBe(503)
    expect(((await viaTrpc.json()) as { error: { message: string; data: unknown } }).error).toMatchObject({
      message: unavailable.message,
      data: { error: "Unavailable", status: 503 },
    })

    // reads go on
    const current = await app.request("/api/v1/current_user", { token: reader.token })
    expect(current.status).toBe(200)
    expect(await current.json()).toMatchObject({ email: "reader@test.ignite.local" })
    expect(await unsigned()).toContain("terms")
    expect((await app.request("/api/v1/terms")).status).toBe(200)
    expect((await app.request("/api/v1/operator/events?limit=5", { token: operator })).status).toBe(200)
    expect(await allRowCounts()).toEqual(before)

    // writable again: the same server, the same pool, no restart
    await setReadOnly(false)
    // the refused commands left nothing behind: the terms are still to sign, and no reservation of the
    // refused user's address stands in the way of creating them now
    expect(await unsigned()).toContain("terms")
    expect((await create("during@faults.ignite.local")).status).toBe(201)
    expect((await signIn(app, "during@faults.ignite.local")).status).toBe(200)
    const signed = await app.request(`/api/v1/terms/${terms.id}/sign`, { method: "POST", token: session })
    expect(signed.status).toBe(200)
    const events = await check.query<{ n: number }>("select count(*)::int8 as n from events")
    expect(events[0]!.n).toBeGreaterThan(before.events!)
    console.log(
      `Database read-only: ${refused.length + 1} commands refused with 503 Unavailable, ${Object.keys(before).length} tables unchanged, reads served; commands accepted again once writable`,
    )
  })
})
