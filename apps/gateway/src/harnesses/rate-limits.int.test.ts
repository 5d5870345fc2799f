import { driverName, waitFor } from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "../testing/test-app"

type Json = Record<string, unknown>

const rateLimited = {
  error: "RateLimited",
  message: "Too many attempts. Please wait a moment and try again.",
  status: 429,
}

/**
 * Every limit answers 429 with the error envelope once passed, and the limited request does nothing: no
 * session, no mail, no invite. Each test comes from client addresses of its own (X-Forwarded-For through
 * a trusted proxy), so one test's counters never reach another's.
 */
describe(`rate limits through the gateway on ${driverName()}`, () => {
  let app: TestApp
  let companies = 0

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: "off", TRUSTED_PROXIES: "127.0.0.1" })
  })
  afterAll(() => app?.close())

  const call = async (
    ip: string,
    method: string,
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<{ status: number; headers: Headers; body: Json }> => {
    const response = await app.request(path, {
      method,
      token,
      headers: {
        "x-forwarded-for": ip,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const text = await response.text()
    return {
      status: response.status,
      headers: response.headers,
      body: (text ? JSON.parse(text) : {}) as Json,
    }
  }
  const mailbox = async (to: string) =>
    (await call("10.250.0.1", "GET", `/api/dev/mail?to=${encodeURIComponent(to)}`))
      .body as unknown as unknown[]
  /** Mail is sent after commit: wait until `count` mails reached the address, then make sure no more come. */
  const mailsSettle = async (to: string, count: number) => {
    await waitFor(async () => (await mailbox(to)).length >= count, { message: `${count} mails to ${to}` })
    await new Promise((resolve) => setTimeout(resolve, 300))
    return (await mailbox(to)).length
  }
  const company = async (name: string) => {
    companies++
    const uniqueEntityId = `RATE${String(companies).padStart(4, "0")}${name.slice(0, 4).toUpperCase()}`
    const contactEmail = `poc.${name.toLowerCase()}@rate.example`
    const { accountId } = await app.services.companies.registry.registerCompany({
      uniqueEntityId,
      name,
      contactEmail,
    })
    return { uniqueEntityId, contactEmail, accountId }
  }
  /** POST /claim_requests from this address, for this company and contact address. */
  const requestClaim = (ip: string, uniqueEntityId: string, email: string) =>
    call(ip, "POST", "/api/v1/claim_requests", { uniqueEntityId, email, firstName: "Pat", lastName: "Owner" })
  const resendClaim = (ip: string, uniqueEntityId: string, email: string) =>
    call(ip, "PATCH", "/api/v1/claim_requests/resend", { uniqueEntityId, email })
  const claimEvents = async (accountId: string) =>
    (await app.services.platform.store.readStream(`claim-${accountId}`)).events.map((event) => event.type)
  const sessionsOf = async (userId: string) =>
    (
      await app.services.platform.sql.query<{ n: number }>(
        "select count(*)::int as n from user_sessions where user_id = $1",
        [userId],
      )
    )[0]!.n

  it("limits sign-ins to 30 per address in 5 minutes; the 31st opens no session", async () => {
    const ip = "10.201.0.1"
    const { userId } = await app.services.identity.users.register({
      email: "busy@rate.gov",
      password: "Secret1!",
      firstName: "Bu",
      lastName: "Sy",
      roles: ["gov"],
      confirmed: true,
    })
    for (let i = 0; i < 30; i++) {
      const answer = await call(ip, "POST", "/api/v1/users/sign_in", {
        user: { email: `nobody${i}@rate.gov`, password: "Wrong1!x" },
      })
      expect(answer.status).toBe(401)
    }
    const before = await sessionsOf(userId)
    const limited = await call(ip, "POST", "/api/v1/users/sign_in", {
      user: { email: "busy@rate.gov", password: "Secret1!" },
    })
    expect(limited.status).toBe(429)
    expect(limited.body).toEqual(rateLimited)
    expect(limited.headers.get("authorization")).toBeNull()
    expect(await sessionsOf(userId)).toBe(before)
    // another address is not held back
    expect(
      (
        await call("10.201.0.2", "POST", "/api/v1/users/sign_in", {
          user: { email: "busy@rate.gov", password: "Secret1!" },
        })
      ).status,
    ).toBe(200)
  })

  it("locks an address after 5 failed sign-ins, even to the right password: AccountLocked 429", async () => {
    const { userId } = await app.services.identity.users.register({
      email: "locked@rate.gov",
      password: "Secret1!",
      firstName: "Lo",
      lastName: "Cked",
      roles: ["gov"],
      confirmed: true,
    })
    for (let i = 0; i < 5; i++) {
      const answer = await call(`10.202.0.${i + 1}`, "POST", "/api/v1/users/sign_in", {
        user: { email: "locked@rate.gov", password: "Wrong1!x" },
      })
      expect(answer.body).toMatchObject({ error: "InvalidCredentials", status: 401 })
    }
    const before = await sessionsOf(userId)
    const locked = await call("10.202.0.9", "POST", "/api/v1/users/sign_in", {
      user: { email: "locked@rate.gov", password: "Secret1!" },
    })
    expect(locked.status).toBe(429)
    expect(locked.body).toMatchObject({ error: "AccountLocked", status: 429 })
    expect(locked.headers.get("authorization")).toBeNull()
    expect(await sessionsOf(userId)).toBe(before)
  })

  it("limits password resets and confirmation resends to 10 per address in 15 minutes; the 11th mails nothing", async () => {
    const ip = "10.203.0.1"
    await app.services.identity.users.register({
      email: "unconfirmed@rate.gov",
      password: "Secret1!",
      firstName: "Un",
      lastName: "Confirmed",
      roles: ["gov"],
      confirmed: false,
    })
    // the sign-up's own confirmation mail, before counting (it may come late on a loaded machine)
    const startMails = await mailsSettle("unconfirmed@rate.gov", 1)
    for (let i = 0; i < 10; i++) {
      const [method, path, body] =
        i % 2 === 0
          ? ["POST", "/api/v1/users/password", { user: { email: `nobody${i}@rate.gov` } }]
          : ["POST", "/api/v1/users/confirmation", { user: { email: `nobody${i}@rate.gov` } }]
      expect((await call(ip, method, path, body)).status).toBe(200)
    }
    for (const path of ["/api/v1/users/password", "/api/v1/users/confirmation"]) {
      const limited = await call(ip, "POST", path, { user: { email: "unconfirmed@rate.gov" } })
      expect({ path, status: limited.status, body: limited.body }).toEqual({
        path,
        status: 429,
        body: rateLimited,
      })
    }
    expect(await mailsSettle("unconfirmed@rate.gov", startMails)).toBe(startMails)
    // from elsewhere the same request mails
    expect(
      (
        await call("10.203.0.2", "POST", "/api/v1/users/confirmation", {
          user: { email: "unconfirmed@rate.gov" },
        })
      ).status,
    ).toBe(200)
    expect(await mailsSettle("unconfirmed@rate.gov", startMails + 1)).toBe(startMails + 1)
  })

  it("limits claim requests to 10 per address in 15 minutes; the 11th mails no claim link", async () => {
    const ip = "10.204.0.1"
    for (let i = 0; i < 10; i++) {
      const answer = await requestClaim(ip, `UNKNOWN${i}0000`, `a${i}@b.example`)
      expect(answer.body).toMatchObject({ error: "InvalidUniqueEntityId" })
    }
    const c = await company("Iplimited")
    const limited = await requestClaim(ip, c.uniqueEntityId, c.contactEmail)
    expect(limited.status).toBe(429)
    expect(limited.body).toEqual(rateLimited)
    expect(await mailsSettle(c.contactEmail, 0)).toBe(0)
    expect(await claimEvents(c.accountId)).toEqual([])
  })

  it("limits claim requests to 5 per email in 15 minutes, from any address; the 6th mails nothing", async () => {
    const c = await company("Maillimited")
    for (let i = 0; i < 5; i++) {
      const answer = await requestClaim(`10.205.0.${i + 1}`, `UNKNOWN${i}1111`, c.contactEmail)
      expect(answer.body).toMatchObject({ error: "InvalidUniqueEntityId" })
    }
    const limited = await requestClaim("10.205.0.9", c.uniqueEntityId, c.contactEmail)
    expect(limited.status).toBe(429)
    expect(limited.body).toEqual(rateLimited)
    expect(await mailsSettle(c.contactEmail, 0)).toBe(0)
    expect(await claimEvents(c.accountId)).toEqual([])
  })

  it("limits claim resends with the same counters; a limited resend mails nothing", async () => {
    const c = await company("Resent")
    expect((await requestClaim("10.206.0.1", c.uniqueEntityId, c.contactEmail)).status).toBe(201)
    // the request counted once for the address; four resends reach the limit of five
    for (let i = 0; i < 4; i++) {
      const answer = await resendClaim(`10.206.0.${i + 2}`, c.uniqueEntityId, c.contactEmail)
      expect(answer.status).toBe(200)
    }
    const mails = await mailsSettle(c.contactEmail, 5)
    const limited = await resendClaim("10.206.0.9", c.uniqueEntityId, c.contactEmail)
    expect(limited.status).toBe(429)
    expect(limited.body).toEqual(rateLimited)
    expect(await mailsSettle(c.contactEmail, mails)).toBe(mails)
  })

  it("limits invites to 30 per member in 15 minutes; the 31st invites no one", async () => {
    const owner = await app.agreedCompanyOwner("Inviter")
    const base = `/api/v1/accounts/${owner.accountId}`
    for (let i = 0; i < 30; i++) {
      const answer = await call(
        "10.207.0.1",
        "POST",
        `${base}/user_invites`,
        { firstName: "In", lastName: `Vitee${i}`, email: `invitee${i}@inviter.example` },
        owner.token,
      )
      expect(answer.status).toBe(201)
    }
    const limited = await call(
      "10.207.0.2",
      "POST",
      `${base}/user_invites`,
      { firstName: "Too", lastName: "Many", email: "toomany@inviter.example" },
      owner.token,
    )
    expect(limited.status).toBe(429)
    expect(limited.body).toEqual(rateLimited)
    const page = await call(
      "10.207.0.1",
      "GET",
      `${base}/users?includeUserInvites=true&perPage=100`,
      undefined,
      owner.token,
    )
    expect(page.body.pagination).toMatchObject({ count: 31 })
    expect(await mailsSettle("toomany@inviter.example", 0)).toBe(0)
  })
})
