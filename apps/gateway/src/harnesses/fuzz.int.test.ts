import { driverName } from "@ignite/platform/testing"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { openCable } from "../testing/cable-client"
import { callProcedure, procedures, restRoutes } from "../testing/operations"
import { startTestApp, type TestApp } from "../testing/test-app"

/**
 * Hostile and malformed input, generated, sent to every REST operation and tRPC procedure as an anonymous
 * caller and as a signed-in company user: never a 5xx, always the envelope with a code and a message, and
 * nothing written to the log by a request that was refused.
 */
const hostileStrings = [
  "\u0000",
  "a\u0000b@x.gov",
  "\ud800",
  "x\udfffy",
  "'; drop table events; --",
  '" or 1=1 --',
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "../../../etc/passwd",
  "%00",
  "\u202e\u0301\ufeff",
  "🚀".repeat(500),
  "x".repeat(100_000),
  "__proto__",
  "{{7*7}}",
]

const hostileString = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.string({ maxLength: 64 }),
  fc.string({ unit: "grapheme", maxLength: 32 }),
)

/** Any JSON-ish value, with hostile strings, prototype-pollution keys and deep nesting among them. */
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(hostileString, fc.constantFrom("__proto__", "constructor", "prototype", "user", "email")),
      tie("value"),
      {
        maxKeys: 4,
      },
    ),
  ),
})).value

const deep = (depth: number): unknown => (depth === 0 ? "bottom" : { user: deep(depth - 1) })

type Json = Record<string, unknown>

describe(`fuzzed input on ${driverName()}`, () => {
  let app: TestApp
  let ownerToken = ""
  let operatorToken = ""
  let accountId = ""
  /** Anonymous, a signed-in company user, the CLI's operator: each reaches different operations' decoding. */
  const tokenOf = (caller: number) => [undefined, ownerToken, operatorToken][caller]

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: "off" })
    const owner = await app.agreedCompanyOwner("Fuzz Owner")
    ownerToken = owner.token
    accountId = owner.accountId
    operatorToken = await app.services.keys.sign({ sub: "cli", roles: ["operator"] }, 600)
  })
  afterAll(() => app.close())

  const lastPosition = async () => {
    const [row] = await app.services.platform.sql.query<{ n: number }>(
      "select coalesce(max(global_position), 0)::int8 as n from events",
    )
    return Number(row?.n ?? 0)
  }

  /** A refused request answers the envelope and leaves no event behind; no request answers 5xx. */
  const expectSafe = async (what: string, send: () => Promise<Response>) => {
    const before = await lastPosition()
    const response = await send()
    const text = await response.text()
    expect(response.status, `${what} -> ${response.status} ${text.slice(0, 300)}`).toBeLessThan(500)
    if (response.status < 400) return
    const body = JSON.parse(text) as Json & { error?: unknown }
    const envelope =
      typeof body.error === "string" ? body : ((body.error as { data?: Json } | undefined)?.data ?? {})
    expect(typeof envelope.error, `${what}: ${text.slice(0, 300)}`).toBe("string")
    expect(typeof (typeof body.error === "string" ? body.message : (body.error as Json).message), what).toBe(
      "string",
    )
    expect(await lastPosition(), `${what} refused but appended events`).toBe(before)
  }

  const routes = restRoutes

  /** A path segment; a lone surrogate has no UTF-8 form, so it goes as the bytes a careless client sends. */
  const segment = (value: string) => {
    try {
      return encodeURIComponent(value)
    } catch {
      return "%ED%A0%80"
    }
  }
  const pathOf = (template: string, value: string) =>
    template
      .replace("{id}", value === "account" ? accountId : segment(value))
      .replace(/\{\w+\}/g, segment(value))

  it("answers generated bodies, queries and path values on every REST operation safely", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        hostileValue,
        hostileString,
        fc.integer({ min: 0, max: 2 }),
        async (route, body, value, caller) => {
          const query = `?${new URLSearchParams({ page: value, uniqueEntityId: value, claimToken: value, invite_token: value, confirmation_token: value, cursor: value })}`
          await expectSafe(`${route.method} ${route.path}`, () =>
            app.request(`${pathOf(route.path, value)}${route.method === "GET" ? query : ""}`, {
              method: route.method,
              token: tokenOf(caller),
              ...(route.method === "GET" || route.method === "DELETE"
                ? {}
                : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
            }),
          )
        },
      ),
      { numRuns: 300, seed: 20261123 },
    )
  })

  it("answers generated input on every tRPC procedure safely", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(procedures)),
        hostileValue,
        fc.integer({ min: 0, max: 2 }),
        async (path, input, caller) => {
          await expectSafe(path, () => callProcedure(app, path, input, tokenOf(caller)))
        },
      ),
      { numRuns: 200, seed: 20261123 },
    )
  })

  /**
   * The event history's reads as an auditor: the callers above are refused before decoding, so the audit
   * routes' own input (moments, stream and listing ids, filters) is reached here, a real listing among them.
   */
  it("answers generated input on every audit read safely, as an auditor", async () => {
    const auditor = await app.agreedUser("fuzz-auditor", ["auditor"])
    const listingId = (await app.services.storefronts.reads.listingOfAccount(accountId)).id
    const auditRoutes = routes.filter(
      (route) => route.path.startsWith("/api/v1/audit/") && route.method === "GET",
    )
    const auditProcedures = Object.keys(procedures).filter(
      (path) => path.startsWith("audit.") && path !== "audit.reveal",
    )
    expect(auditRoutes.map((route) => route.path)).toContain("/api/v1/audit/listings/{id}/storefront")
    const moment = fc.oneof(
      hostileString,
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    )
    const id = fc.oneof(hostileString, fc.constant(listingId), fc.uuid())
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...auditRoutes),
        id,
        moment,
        hostileString,
        async (route, value, asOf, other) => {
          const query = `?${new URLSearchParams({ asOf, from: other, to: asOf, limit: other, before: other, streamType: other })}`
          await expectSafe(`${route.method} ${route.path}`, () =>
            app.request(`${route.path.replace(/\{\w+\}/g, segment(value))}${query}`, {
              token: auditor.token,
            }),
          )
        },
      ),
      { numRuns: 150, seed: 20261127 },
    )
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...auditProcedures),
        fc.oneof(hostileValue, fc.record({ listingId: id, asOf: moment, streamId: id })),
        async (path, input) => {
          await expectSafe(path, () => callProcedure(app, path, input, auditor.token))
        },
      ),
      { numRuns: 100, seed: 20261127 },
    )
  })

  it("answers malformed framing safely: broken JSON, deep nesting, wrong and broken multipart, oversized bodies", async () => {
    const writes = routes.filter((route) => route.method !== "GET")
    const bodies: Array<[string, Record<string, string>, string]> = [
      ["broken JSON", { "content-type": "application/json" }, '{"user": {"email": '],
      [
        "JSON with a NUL escape",
        { "content-type": "application/json" },
        '{"user":{"email":"a\\u0000b@x.gov","password":"x"}}',
      ],
      ["a lone surrogate", { "content-type": "application/json" }, '{"title":"\\ud800","content":"\\udfff"}'],
      ["deep nesting", { "content-type": "application/json" }, JSON.stringify(deep(2_000))],
      [
        "multipart without a boundary",
        { "content-type": "multipart/form-data" },
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
      ],
      [
        "truncated multipart",
        { "content-type": "multipart/form-data; boundary=x" },
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
      ],
      ["an unknown content type", { "content-type": "application/x-evil" }, "evil"],
      [
        "a body over the limit",
        { "content-type": "application/json" },
        JSON.stringify({ a: "x".repeat(1_100_000) }),
      ],
    ]
    for (const route of writes)
      for (const [what, headers, body] of bodies)
        await expectSafe(`${route.method} ${route.path} with ${what}`, () =>
          app.request(pathOf(route.path, "account"), {
            method: route.method,
            token: ownerToken,
            headers,
            body,
          }),
        )
  })

  /**
   * Chat's operations against a real conversation, as its two participants: random paths above never name a
   * thread that exists, so the participant-only code (sending, paging, pausing) is reached here.
   */
  it("answers generated input on every chat operation safely, as a participant of a real thread", async () => {
    // users of their own: the fuzzing above may have signed the owner out or changed their password
    const company = await app.agreedCompanyOwner("Fuzz Chatter")
    const gov = await app.agreedUser("fuzz-chat-gov", ["gov"])
    // no notifications: the notifier appends after a send, in the background, inside a later request's window
    for (const token of [company.token, gov.token]) {
      const quiet = await app.request("/api/v1/users", {
        method: "PATCH",
        token,
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          user: {
            userAppNotificationSettingAttributes: { newChatMessage: false },
            userEmailNotificationSettingAttributes: { newChatMessage: false },
          },
        }),
      })
      expect(quiet.status).toBe(200)
    }
    const started = await app.request("/api/v1/chat_threads", {
      method: "POST",
      token: company.token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        participants: [{ participantType: "User", participantId: gov.userId }],
        initialMessages: [{ content: "Fuzz hello" }],
      }),
    })
    expect(started.status).toBe(201)
    const threadId = ((await started.json()) as { id: string }).id
    const chatRoutes = routes.filter((route) => route.path.includes("chat"))
    const chatProcedures = Object.keys(procedures).filter((path) => path.startsWith("chat."))
    expect(chatRoutes.length).toBeGreaterThanOrEqual(10)
    const callers = [company.token, gov.token]
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...chatRoutes),
        fc.oneof(
          hostileValue,
          fc.record({ content: hostileString, clientMessageId: fc.oneof(hostileString, hostileValue) }),
          fc.record({ participants: hostileValue, initialMessages: hostileValue }),
        ),
        hostileString,
        fc.integer({ min: 0, max: 1 }),
        async (route, body, value, caller) => {
          const query = `?${new URLSearchParams({ before: value, after: value, perPage: value, eager: value, page: value, sortThreadId: value })}`
          await expectSafe(`${route.method} ${route.path}`, () =>
            app.request(`${route.path.replace("{id}", threadId)}${route.method === "GET" ? query : ""}`, {
              method: route.method,
              token: callers[caller],
              ...(route.method === "GET"
                ? {}
                : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
            }),
          )
        },
      ),
      { numRuns: 150, seed: 20261126 },
    )
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...chatProcedures),
        fc.oneof(
          hostileValue,
          fc.record({ chatThreadId: fc.constant(threadId), content: hostileString, before: hostileString }),
          fc.record({ chatThreadId: fc.constant(threadId), perPage: hostileValue, after: hostileValue }),
        ),
        fc.integer({ min: 0, max: 1 }),
        async (path, input, caller) => {
          await expectSafe(path, () => callProcedure(app, path, input, callers[caller]))
        },
      ),
      { numRuns: 100, seed: 20261126 },
    )
  })

  /**
   * Matchmaking's operations as a government user and a company user who both have matches: generated
   * limits, feedback bodies and ids, some of them real (a storefront, a government user) so the feedback
   * path past the decoding is reached.
   */
  it("answers generated input on every matches operation safely, as users with matches", async () => {
    const company = await app.agreedCompanyOwner("Fuzz Matched")
    const gov = await app.agreedUser("fuzz-match-gov", ["gov"])
    const listingId = (await app.services.storefronts.reads.listingOfAccount(company.accountId)).id
    const ids = [listingId, gov.userId, company.accountId]
    const matchRoutes = routes.filter((route) => route.path.startsWith("/api/v1/matches"))
    const matchProcedures = Object.keys(procedures).filter((path) => path.startsWith("matches."))
    expect(matchRoutes.length).toBe(5)
    const callers = [company.token, gov.token]
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...matchRoutes),
        fc.oneof(
          hostileValue,
          fc.record({ feedback: fc.oneof(fc.constantFrom("hidden", "notRelevant"), hostileString) }),
          fc.record({ enabled: fc.oneof(fc.boolean(), hostileValue) }),
        ),
        fc.oneof(fc.constantFrom(...ids), hostileString),
        fc.integer({ min: 0, max: 1 }),
        async (route, body, value, caller) => {
          await expectSafe(`${route.method} ${route.path}`, () =>
            app.request(
              `${route.path.replace("{id}", segment(value))}${route.method === "GET" ? `?limit=${segment(value)}` : ""}`,
              {
                method: route.method,
                token: callers[caller],
                ...(route.method === "GET"
                  ? {}
                  : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
              },
            ),
          )
        },
      ),
      { numRuns: 100, seed: 20261126 },
    )
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...matchProcedures),
        fc.oneof(
          hostileValue,
          fc.record({ id: fc.oneof(fc.constantFrom(...ids), hostileString), feedback: hostileValue }),
          fc.record({ limit: hostileValue }),
          fc.record({ enabled: fc.oneof(fc.boolean(), hostileValue) }),
        ),
        fc.integer({ min: 0, max: 1 }),
        async (path, input, caller) => {
          await expectSafe(path, () => callProcedure(app, path, input, callers[caller]))
        },
      ),
      { numRuns: 60, seed: 20261126 },
    )
  })

  /** The socket: hostile jwt values are refused with a 401 code; hostile frames neither crash nor close it. */
  it("answers hostile /cable frames and tokens safely: the socket stays up and keeps serving its channels", async () => {
    const listener = await app.agreedCompanyOwner("Fuzz Listener")
    for (const jwt of [
      "",
      "x",
      "a.b.c",
      encodeURIComponent(hostileStrings[4]!),
      "%ZZ",
      listener.token.slice(0, -4),
    ]) {
      const refused = await openCable(app, jwt)
      expect((await refused.closed).code, `jwt ${jwt}`).toBe(4401)
    }
    const client = await openCable(app, listener.token)
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileString,
          hostileValue.map((value) => JSON.stringify(value)),
          fc
            .record({
              command: fc.oneof(fc.constantFrom("subscribe", "unsubscribe", "message"), hostileString),
              identifier: fc.oneof(
                hostileString,
                hostileValue.map((value) => JSON.stringify(value)),
                fc
                  .record({
                    channel: fc.oneof(
                      fc.constantFrom("ChatChannel", "NotificationsChannel", "EventsChannel"),
                      hostileString,
                    ),
                    chatThreadId: hostileValue,
                  })
                  .map((value) => JSON.stringify(value)),
              ),
              data: hostileValue,
            })
            .map((frame) => JSON.stringify(frame)),
        ),
        async (frame) => {
          // a frame over the 64 KB limit closes the socket by design: checked on its own below
          if (Buffer.byteLength(frame) < 60_000) client.socket.send(frame)
        },
      ),
      { numRuns: 300, seed: 20261126 },
    )
    // still open, still answering: a real subscription after all of that is confirmed
    client.socket.send(
      JSON.stringify({ command: "unsubscribe", identifier: JSON.stringify({ channel: "ChatChannel" }) }),
    )
    expect(await client.subscribe("ChatChannel")).toBe("confirm_subscription")
    expect(client.socket.readyState).toBe(client.socket.OPEN)
    // the operator's EventsChannel stays the operator's
    expect(
      client.frames.some(
        (frame) =>
          frame.identifier === JSON.stringify({ channel: "EventsChannel" }) &&
          frame.type === "confirm_subscription",
      ),
    ).toBe(false)
    client.close()
    const oversized = await openCable(app, listener.token)
    oversized.socket.send(JSON.stringify({ command: "subscribe", identifier: "x".repeat(100_000) }))
    expect((await oversized.closed).code).toBe(1009)
  })
})
