import type {
  AuditLogPage,
  AuditStream,
  ErrorEnvelope,
  RecordedEventDto,
  RevealAnswer,
  RevealsPage,
} from "@ignite/contracts"
import { driverName } from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { callRest } from "../testing/call"
import { startTestApp, type TestApp } from "../testing/test-app"

/**
 * The event history through the whole app (issue 22): a company user changes their profile over REST, an
 * auditor finds the change by who made it and by the request it came from, reads the stream's history with
 * the personal fields masked, reveals the user with a reason, sees them, and an admin reads the record.
 */
describe(`the audit log through the gateway on ${driverName()}`, () => {
  let app: TestApp
  let auditor: { userId: string; token: string }
  let admin: { userId: string; token: string }
  let owner: Awaited<ReturnType<TestApp["companyOwner"]>>
  let requestId = ""

  const call = <T>(method: string, path: string, token?: string, body?: unknown) =>
    callRest<T>(app, method, path, token, body)

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: "off" })
    auditor = await app.userToken("audit-auditor", ["auditor"])
    admin = await app.userToken("audit-admin", ["admin"])
    owner = await app.companyOwner("Audited Robotics")
    for (const user of [auditor, admin, owner]) await app.acceptPolicies(user.userId)
    const updated = await call("PATCH", "/api/v1/users", owner.token, {
      user: {
        firstName: "Priya",
        lastName: "Sharma",
        title: "Chief Engineer",
        cellPhone: "555-0199",
        timezone: "Pacific/Honolulu",
      },
    })
    expect(updated.status, updated.text).toBe(200)
    requestId = updated.headers.get("x-request-id")!
    expect(requestId).toBeTruthy()
  })
  afterAll(() => app?.close())

  it("finds an event by who caused it and by the request it came from, its personal fields masked", async () => {
    const byActor = await call<AuditLogPage>(
      "GET",
      `/api/v1/audit/events?actorId=${owner.userId}&eventTypes=ProfileUpdated`,
      auditor.token,
    )
    expect(byActor.status, byActor.text).toBe(200)
    // the claim wrote the first profile; the newest is the change made above
    expect(byActor.body.events).toHaveLength(2)
    const [event] = byActor.body.events
    expect(event).toMatchObject({
      eventType: "ProfileUpdated",
      streamId: `user-${owner.userId}`,
      streamType: "user",
      actorId: owner.userId,
      requestId,
      correlationId: requestId,
      personal: { subject: owner.userId, state: "masked" },
      data: {
        userId: owner.userId,
        firstName: null,
        lastName: null,
        title: null,
        timezone: "Pacific/Honolulu",
      },
    })
    expect(event!.personal!.fields).toEqual(expect.arrayContaining(["firstName", "lastName", "title"]))
    expect(byActor.text).not.toContain("Priya")
    const byRequest = await call<AuditLogPage>(
      "GET",
      `/api/v1/audit/events?requestId=${requestId}`,
      auditor.token,
    )
    expect(byRequest.body.events.map((e) => e.eventId)).toEqual([event!.eventId])
  })

  it("pages the log newest first with a cursor, and filters by stream type and time", async () => {
    const first = await call<AuditLogPage>("GET", "/api/v1/audit/events?limit=3", auditor.token)
    expect(first.body.events).toHaveLength(3)
    const positions = first.body.events.map((e) => e.globalPosition)
    expect(positions).toEqual([...positions].sort((a, b) => b - a))
    const next = await call<AuditLogPage>(
      "GET",
      `/api/v1/audit/events?limit=3&before=${first.body.nextCursor}`,
      auditor.token,
    )
    expect(next.body.events[0]!.globalPosition).toBeLessThan(positions.at(-1)!)
    const users = await call<AuditLogPage>(
      "GET",
      "/api/v1/audit/events?streamType=user&limit=200",
      auditor.token,
    )
    expect(users.body.events.every((e) => e.streamType === "user")).toBe(true)
    const future = await call<AuditLogPage>(
      "GET",
      `/api/v1/audit/events?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`,
      auditor.token,
    )
    expect(future.body).toEqual({ events: [], nextCursor: null })
  })

  it("tells a stream's history: what each event changed, personal fields hidden, and its state as of a moment", async () => {
    const history = await call<AuditStream>(
      "GET",
      `/api/v1/audit/streams/user-${owner.userId}`,
      auditor.token,
    )
    expect(history.status, history.text).toBe(200)
    const profile = history.body.entries.find((entry) => entry.event.requestId === requestId)!
    expect(profile.changes).toEqual(
      expect.arrayContaining([
        { field: "firstName", before: null, after: null, hidden: true },
        expect.objectContaining({ field: "timezone", after: "Pacific/Honolulu", hidden: false }),
      ]),
    )
    // as of just before the profile change, the timezone was not yet Honolulu
    const before = new Date(new Date(profile.event.recordedAt).getTime() - 1).toISOString()
    const asOf = await call<AuditStream>(
      "GET",
      `/api/v1/audit/streams/user-${owner.userId}?asOf=${encodeURIComponent(before)}`,
      auditor.token,
    )
    expect(asOf.body.asOf).toMatchObject({ at: before, version: profile.event.streamVersion - 1 })
    expect(asOf.body.asOf!.differences).toContain("timezone")
  })

  it("reveals a subject to the auditor who gives a reason, for a while, and records it for admins", async () => {
    const short = await call<ErrorEnvelope>("POST", "/api/v1/audit/reveals", auditor.token, {
      subject: owner.userId,
      reason: "why",
    })
    expect(short.body).toMatchObject({ error: "ValidationFailed", status: 400 })
    const revealed = await call<RevealAnswer>("POST", "/api/v1/audit/reveals", auditor.token, {
      subject: owner.userId,
      reason: "Support ticket 1234: who renamed this user?",
    })
    expect(revealed.status, revealed.text).toBe(201)
    expect(new Date(revealed.body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000)
    const seen = await call<AuditLogPage>(
      "GET",
      `/api/v1/audit/events?actorId=${owner.userId}&eventTypes=ProfileUpdated`,
      auditor.token,
    )
    expect(seen.body.events[0]).toMatchObject({
      personal: { state: "shown" },
      data: { firstName: "Priya", lastName: "Sharma", title: "Chief Engineer" },
    })
    // only to the auditor who asked: the admin still sees it masked
    const adminView = await call<AuditLogPage>(
      "GET",
      `/api/v1/audit/events?actorId=${owner.userId}&eventTypes=ProfileUpdated`,
      admin.token,
    )
    expect(adminView.body.events[0]).toMatchObject({
      personal: { state: "masked" },
      data: { firstName: null },
    })
    // the reveal is itself an event of the log, caused by the auditor's request
    const record = await call<RevealsPage>("GET", "/api/v1/audit/reveals", admin.token)
    expect(record.body.data[0]).toMatchObject({
      id: revealed.body.id,
      auditorId: auditor.userId,
      auditorName: expect.any(String),
      subject: owner.userId,
      reason: "Support ticket 1234: who renamed this user?",
    })
    const logged = await call<AuditLogPage>(
      "GET",
      "/api/v1/audit/events?eventTypes=PersonalDataRevealed",
      admin.token,
    )
    expect(logged.body.events[0]).toMatchObject({
      actorId: auditor.userId,
      streamId: `reveal-${revealed.body.id}`,
    })
  })

  it("exports the filtered log as NDJSON, oldest first, personal fields as the caller sees them", async () => {
    const exported = await app.request(`/api/v1/audit/export?streamId=user-${owner.userId}`, {
      token: admin.token,
    })
    expect(exported.status).toBe(200)
    expect(exported.headers.get("content-type")).toContain("application/x-ndjson")
    const lines = (await exported.text())
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { streamVersion: number; data: Record<string, unknown> })
    expect(lines.map((line) => line.streamVersion)).toEqual(lines.map((_, i) => i + 1))
    expect(lines.find((line) => "firstName" in line.data)!.data.firstName).toBeNull()
  })

  it("masks personal fields in the operator API for an admin's session; only the CLI's operator token reads them", async () => {
    const path = `/api/v1/operator/streams/user-${owner.userId}/events`
    const profileOf = (events: RecordedEventDto[]) =>
      events.filter((event) => event.eventType === "ProfileUpdated").at(-1)!.data
    const asAdmin = await call<RecordedEventDto[]>("GET", path, admin.token)
    expect(profileOf(asAdmin.body)).toMatchObject({
      firstName: null,
      $masked: expect.arrayContaining(["firstName", "lastName"]),
    })
    expect(asAdmin.text).not.toContain("Priya")
    const cli = await app.services.keys.sign({ sub: "cli", roles: ["operator"] }, 600)
    expect(profileOf((await call<RecordedEventDto[]>("GET", path, cli)).body)).toMatchObject({
      firstName: "Priya",
    })
  })

  it("answers the same through tRPC, and lets neither company users nor the anonymous read the history", async () => {
    const trpc = await app.trpc(auditor.token)
    const page = await trpc.audit.events({ actorId: owner.userId, eventTypes: "ProfileUpdated" })
    expect(page.events[0]!.requestId).toBe(requestId)
    expect((await trpc.audit.stream({ streamId: `user-${owner.userId}` })).streamType).toBe("user")
    expect(await call("GET", "/api/v1/audit/events", owner.token)).toMatchObject({
      status: 403,
      body: { error: "Forbidden" },
    })
    expect(await call("GET", "/api/v1/audit/events")).toMatchObject({
      status: 401,
      body: { error: "MissingToken" },
    })
    expect(await call("GET", "/api/v1/audit/reveals", auditor.token)).toMatchObject({ status: 403 })
    expect(await call("GET", "/api/v1/audit/streams/nothing-here", auditor.token)).toMatchObject({
      status: 404,
      body: { error: "NotFound" },
    })
  })
})
