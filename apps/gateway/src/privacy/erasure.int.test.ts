import type { ErasureAnswer } from "@ignite/contracts"
import { driverName, waitFor } from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { callRest } from "../testing/call"
import { govSignUpForm } from "../testing/sign-up"
import { startTestApp, type TestApp } from "../testing/test-app"

/** What only this person's personal data says: none of it may be readable anywhere after the erasure. */
const theirs = {
  email: "quokka.zanzibarova@agency.gov",
  firstName: "Quokkaleigh",
  lastName: "Zanzibarova",
  title: "Marsupial Logistics Lead",
  message: "Quokkaleigh's plan: resupply by hovercraft",
}

const govForm = () =>
  govSignUpForm({
    "user[email]": theirs.email,
    "user[firstName]": theirs.firstName,
    "user[lastName]": theirs.lastName,
    "user[title]": theirs.title,
    "user[govUserOrganizationId]": "4",
    "user[technologyTypes][1][id]": undefined,
    "user[linesOfEffort][0][details]": "Autonomous resupply for remote sites",
    "user[profileDetail]": "<p>Logistics pilots</p>",
    "user[city]": "Dayton",
    "user[stateOrProvince]": "OH",
  })

/**
 * Erasure through the whole app (issue 22; docs/privacy.md): a government user signs up, talks with a
 * company, and an admin forgets them. Afterwards nothing of what only their personal data says is readable
 * anywhere — no table of the database, no event as read, no export, no log line — they cannot sign in, their token is
 * dead, and the rest of the history (the company's side of the conversation) stays and replays.
 */
describe(`erasure through the gateway on ${driverName()}`, () => {
  let app: TestApp
  let admin = ""
  let person = { userId: "", token: "" }
  let company: Awaited<ReturnType<TestApp["companyOwner"]>>
  let answer: ErasureAnswer
  /** Every line the app logged, the request log and the system's own. */
  const log: string[] = []

  const call = <T>(method: string, path: string, token?: string, body?: unknown) =>
    callRest<T>(app, method, path, token, body)

  /** Every row of every table of the app's schema, as text: where personal data could hide. */
  const everyTable = async () => {
    const { sql } = app.services.platform
    const tables = await sql.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'",
    )
    const dump: string[] = []
    for (const { table_name } of tables) {
      const rows = await sql.query<{ row: string }>(`select t::text as row from "${table_name}" t`)
      dump.push(...rows.map((r) => `${table_name}: ${r.row}`))
    }
    return dump
  }
  const mentions = (lines: readonly string[]) =>
    lines.filter(
      (line) => Object.values(theirs).some((value) => line.includes(value)) || line.includes("Quokka"),
    )

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: "off" }, undefined, { write: (line) => log.push(line) })
    const a = await app.agreedUser("erasure-admin", ["admin"])
    admin = a.token
    company = await app.agreedCompanyOwner("Erasure Robotics")
    const signedUp = await call<{ id: string }>("POST", "/api/v1/gov_users/signup", undefined, govForm())
    expect(signedUp.status, signedUp.text).toBe(201)
    const link = await app.linkToken(signedUp.body.id, "ConfirmationSent")
    expect((await call("GET", `/api/v1/users/confirmation?confirmation_token=${link}`)).status).toBe(200)
    const signedIn = await call("POST", "/api/v1/users/sign_in", undefined, {
      user: { email: theirs.email, password: "Secret123!" },
    })
    expect(signedIn.status).toBe(200)
    await app.acceptPolicies(signedUp.body.id)
    person = { userId: signedUp.body.id, token: signedIn.headers.get("authorization")!.slice(7) }
    const started = await call<{ id: string }>("POST", "/api/v1/chat_threads", company.token, {
      participants: [{ participantType: "User", participantId: person.userId }],
      initialMessages: [{ content: "Hello from Erasure Robotics" }],
    })
    expect(started.status, started.text).toBe(201)
    const reply = await call(
      "POST",
      `/api/v1/chat_threads/${started.body.id}/user_chat_messages`,
      person.token,
      {
        content: theirs.message,
      },
    )
    expect(reply.status, reply.text).toBe(201)
    for (const name of app.services.platform.projections.definitions.keys())
      await app.services.platform.projections.drain(name)
    // before: their data is there to be found, so the check below can find it
    expect(mentions(await everyTable()).length).toBeGreaterThan(0)

    const erased = await call<ErasureAnswer>("POST", `/api/v1/admin/users/${person.userId}/erase`, admin)
    expect(erased.status, erased.text).toBe(200)
    answer = erased.body
    // the read models holding personal data rebuild from the log; wait until each has swapped in
    await waitFor(
      async () => {
        for (const name of answer.rebuilding) await app.services.platform.projections.drain(name)
        const status = await app.services.platform.projections.status()
        return status.every((row) => row.status === "active") || undefined
      },
      { message: "the rebuilds after the erasure", timeoutMs: 60_000 },
    )
  }, 120_000)
  afterAll(() => app?.close())

  it("rebuilds every read model that folds personal fields", () => {
    expect(answer.userId).toBe(person.userId)
    expect(answer.rebuilding).toEqual(expect.arrayContaining(["current_users", "gov_users", "chat"]))
  })

  it("leaves nothing of their personal data readable in any table of the database", async () => {
    expect(mentions(await everyTable())).toEqual([])
  })

  it("never had their personal data in the logs", () => {
    expect(log.length).toBeGreaterThan(10)
    expect(mentions(log)).toEqual([])
  })

  it("reads their events with the personal fields as null, in the audit log and in its export", async () => {
    const cli = await app.services.keys.sign({ sub: "cli", roles: ["operator"] }, 600)
    const exported = await app.request("/api/v1/operator/events/export", { token: cli })
    const lines = (await exported.text()).trim().split("\n")
    expect(lines.length).toBeGreaterThan(10)
    expect(mentions(lines)).toEqual([])
    const theirEvents = lines
      .map((line) => JSON.parse(line) as { streamId: string; personal: { state: string } | null })
      .filter((event) => event.streamId === `user-${person.userId}` && event.personal)
    expect(theirEvents.length).toBeGreaterThan(0)
    expect(theirEvents.every((event) => event.personal!.state === "erased")).toBe(true)
  })

  it("ends their sessions and their sign-in; the rest of the history stays", async () => {
    expect(await call("GET", "/api/v1/current_user", person.token)).toMatchObject({ status: 401 })
    const signIn = await call("POST", "/api/v1/users/sign_in", undefined, {
      user: { email: theirs.email, password: "Secret123!" },
    })
    expect(signIn.body).toMatchObject({ error: "InvalidCredentials", status: 401 })
    // the company's side of the conversation is still there
    const threads = await call<{ data: Array<{ lastMessage: { content: string | null } | null }> }>(
      "GET",
      "/api/v1/current_user/chat/threads",
      company.token,
    )
    expect(threads.status).toBe(200)
    expect(threads.body.data).toHaveLength(1)
  })

  it("records the erasure, ids only, and refuses a second one", async () => {
    const again = await call("POST", `/api/v1/admin/users/${person.userId}/erase`, admin)
    expect(again.body).toMatchObject({ error: "Conflict", status: 409 })
    const { events } = await app.services.platform.store.readStream(`erasure-${person.userId}`)
    expect(events.map((event) => event.type)).toEqual(["PersonalDataErased"])
    expect(events[0]!.metadata.actorId).toBeTruthy()
  })
})
