import { driverName, rebuildFromTheLog, waitFor } from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { companySignUpFields } from "../testing/sign-up"
import { startTestApp, type TestApp } from "../testing/test-app"

type Json = Record<string, unknown>

describe(`company onboarding through the gateway on ${driverName()}`, () => {
  let app: TestApp
  let counter = 0

  beforeAll(async () => {
    // each test's claimant comes from an address of its own, as people do, so per-IP limits stay out of the way
    app = await startTestApp({ CAPTCHA: "off", TRUSTED_PROXIES: "127.0.0.1" })
  })
  afterAll(() => app.close())

  let clientIp = "10.0.0.1"
  const call = async (method: string, path: string, options: { body?: unknown; token?: string } = {}) => {
    const response = await app.request(path, {
      method,
      token: options.token,
      headers: {
        "x-forwarded-for": clientIp,
        ...(options.body === undefined || options.body instanceof FormData
          ? {}
          : { "content-type": "application/json" }),
      },
      ...(options.body === undefined
        ? {}
        : options.body instanceof FormData
          ? { body: options.body }
          : { body: JSON.stringify(options.body) }),
    })
    const text = await response.text()
    return {
      status: response.status,
      headers: response.headers,
      body: (text ? JSON.parse(text) : undefined) as Json,
    }
  }
  const form = (fields: Record<string, string>) => {
    const data = new FormData()
    for (const [name, value] of Object.entries(fields)) data.append(name, value)
    return data
  }
  /** A company in the registry with its point of contact, named for the test. */
  const company = async (name: string) => {
    counter++
    clientIp = `10.0.${Math.floor(counter / 250)}.${(counter % 250) + 1}`
    const uniqueEntityId = `TEST${String(counter).padStart(4, "0")}${name.slice(0, 4).toUpperCase().padEnd(4, "X")}`
    const contactEmail = `poc.${name.toLowerCase()}@${name.toLowerCase()}.example`
    const { accountId } = await app.services.companies.registry.registerCompany({
      uniqueEntityId,
      name,
      contactEmail,
    })
    return { accountId, uniqueEntityId, contactEmail }
  }
  /** The link of the newest mail to an address, once `count` mails have reached it (mail is sent after commit). */
  const linkToken = async (to: string, param: "claimToken" | "inviteToken", count = 1) => {
    const mails = await waitFor(
      async () => {
        const box = (await call("GET", `/api/dev/mail?to=${encodeURIComponent(to)}`))
          .body as unknown as Array<{
          text: string
        }>
        return box.length >= count ? box : undefined
      },
      { message: `a mail to ${to}` },
    )
    const match = new RegExp(`${param}=([^\\s&]+)`).exec(mails[0]!.text)
    return decodeURIComponent(match![1]!)
  }
  const requestClaim = (c: { uniqueEntityId: string; contactEmail: string }, email = c.contactEmail) =>
    call("POST", "/api/v1/claim_requests", {
      body: { uniqueEntityId: c.uniqueEntityId.toLowerCase(), email, firstName: "Pat", lastName: "Owner" },
    })
  /** A claimed company and its owner's session. */
  const claimed = async (name: string) => {
    const c = await company(name)
    expect((await requestClaim(c)).status).toBe(201)
    const claimToken = await linkToken(c.contactEmail, "claimToken")
    const answer = await call("POST", "/api/v1/claim_requests/claim_account", {
      body: form({ ...companySignUpFields(), claimToken }),
    })
    expect(answer.status).toBe(201)
    return { ...c, token: answer.headers.get("authorization")!.slice(7), userId: String(answer.body.id) }
  }

  it("answers the company a Unique Entity Id names, or 204", async () => {
    const c = await company("Checked")
    const found = await call(
      "GET",
      `/api/v1/accounts/check_unique_entity?uniqueEntityId=${c.uniqueEntityId.toLowerCase()}`,
    )
    expect(found).toMatchObject({ status: 200, body: { id: c.accountId, name: "Checked", claimed: false } })
    expect(found.body).not.toHaveProperty("contactEmail")
    expect(
      (await call("GET", "/api/v1/accounts/check_unique_entity?uniqueEntityId=NOSUCHUEI000")).status,
    ).toBe(204)
    const trpc = await app.trpc()
    expect(await trpc.accounts.checkUniqueEntity({ uniqueEntityId: c.uniqueEntityId })).toMatchObject({
      id: c.accountId,
    })
    expect(await trpc.accounts.checkUniqueEntity({ uniqueEntityId: "NOSUCHUEI000" })).toBeNull()
  })

  it("answers every claim outcome with the spec's code, and mails only on success", async () => {
    const c = await company("Outcomes")
    const success = await requestClaim(c, c.contactEmail.toUpperCase())
    expect(success).toMatchObject({
      status: 201,
      body: { resultMessage: "ClaimSuccess", uniqueEntityId: c.uniqueEntityId, email: c.contactEmail },
    })
    expect(await linkToken(c.contactEmail, "claimToken")).toBeTruthy()
    expect((await requestClaim(c)).body).toMatchObject({ error: "ClaimRequestAlreadyExists", status: 409 })

    const other = await company("Unmatched")
    expect((await requestClaim(other, "someone@else.example")).body).toMatchObject({
      error: "EmailUnmatched",
    })
    expect((await call("GET", "/api/dev/mail?to=someone%40else.example")).body).toEqual([])

    await app.services.identity.users.createUser({
      email: "taken@existing.example",
      password: "Secret123!",
      firstName: "Tak",
      lastName: "En",
      roles: ["ignite"],
    })
    const withUser = await app.services.companies.registry.registerCompany({
      uniqueEntityId: "USERXISTS001",
      name: "Existing",
      contactEmail: "taken@existing.example",
    })
    expect(withUser.created).toBe(true)
    expect(
      (await requestClaim({ uniqueEntityId: "USERXISTS001", contactEmail: "taken@existing.example" })).body,
    ).toMatchObject({ error: "UserAlreadyExists", message: "A user already exists with the email provided." })

    const owned = await claimed("Owned")
    expect((await requestClaim(owned)).body).toMatchObject({ error: "AccountAlreadyClaimed", status: 409 })
    expect(
      (await requestClaim({ uniqueEntityId: "NOSUCHUEI000", contactEmail: "a@b.example" })).body,
    ).toMatchObject({
      error: "InvalidUniqueEntityId",
    })
    const invalid = await call("POST", "/api/v1/claim_requests", { body: { email: "nope", firstName: "P" } })
    expect(invalid.status).toBe(400)
    expect((invalid.body.details as Array<{ path: string }>).map((d) => d.path).sort()).toEqual([
      "email",
      "firstName",
      "lastName",
      "uniqueEntityId",
    ])
  })

  it("checks, resends and completes a claim: the claimant owns the account, signed in", async () => {
    const c = await company("Claimed")
    await requestClaim(c)
    const first = await linkToken(c.contactEmail, "claimToken")
    expect(
      (await call("GET", `/api/v1/claim_requests/check_claim?claimToken=${encodeURIComponent(first)}`)).body,
    ).toEqual({
      firstName: "Pat",
      lastName: "Owner",
    })
    expect((await call("GET", "/api/v1/claim_requests/check_claim?claimToken=made-up")).body).toMatchObject({
      error: "InvalidClaimToken",
      message: "The claim token provided is invalid",
    })
    const resent = await call("PATCH", "/api/v1/claim_requests/resend", {
      body: { uniqueEntityId: c.uniqueEntityId, email: c.contactEmail },
    })
    expect(resent).toMatchObject({ status: 200, body: { message: "Claim email has been resent." } })
    const mails = (await call("GET", `/api/dev/mail?to=${encodeURIComponent(c.contactEmail)}`))
      .body as unknown as unknown[]
    await waitFor(
      async () =>
        (
          (await call("GET", `/api/dev/mail?to=${encodeURIComponent(c.contactEmail)}`))
            .body as unknown as unknown[]
        ).length >= 2,
    )
    expect(mails.length).toBeGreaterThanOrEqual(1)
    // the resend replaced the first link
    expect(
      (await call("GET", `/api/v1/claim_requests/check_claim?claimToken=${encodeURIComponent(first)}`)).body,
    ).toMatchObject({
      error: "InvalidClaimToken",
    })
    const latest = await linkToken(c.contactEmail, "claimToken", 2)
    const mismatch = await call("POST", "/api/v1/claim_requests/claim_account", {
      body: form({ ...companySignUpFields({ passwordConfirmation: "Other123!" }), claimToken: latest }),
    })
    expect(mismatch.body).toMatchObject({
      error: "ValidationFailed",
      details: [{ path: "passwordConfirmation", code: "mismatch" }],
    })

    const answer = await call("POST", "/api/v1/claim_requests/claim_account", {
      body: form({ ...companySignUpFields(), claimToken: latest }),
    })
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({
      email: c.contactEmail,
      firstName: "Pat",
      title: "CEO",
      cellPhone: "555-0100",
      userRoles: ["ignite"],
      accountId: c.accountId,
      confirmed: true,
    })
    const token = answer.headers.get("authorization")!.slice(7)
    await app.acceptPolicies(String(answer.body.id))
    expect((await call("GET", "/api/v1/current_user/account", { token })).body).toEqual({
      id: c.accountId,
      name: "Claimed",
      uniqueEntityId: c.uniqueEntityId,
      logo: null,
      setupSessionComplete: false,
    })
    const again = await call("POST", "/api/v1/claim_requests/claim_account", {
      body: form({ ...companySignUpFields(), claimToken: latest }),
    })
    expect(again.body).toMatchObject({ error: "InvalidClaimToken", status: 400 })
  })

  it("refuses an expired claim link with ClaimPeriodExpired, and resends it by its token", async () => {
    const c = await company("Expired")
    await requestClaim(c)
    const token = await linkToken(c.contactEmail, "claimToken")
    await app.services.platform.sql.query(
      "update link_tokens set expires_at = now() - interval '1 minute' where subject = $1 and purpose = 'claim'",
      [c.accountId],
    )
    expect(
      (await call("GET", `/api/v1/claim_requests/check_claim?claimToken=${encodeURIComponent(token)}`)).body,
    ).toMatchObject({
      error: "ClaimPeriodExpired",
      message: "The provided claim token has expired",
    })
    const resent = await call("PATCH", "/api/v1/claim_requests/resend", { body: { claimToken: token } })
    expect(resent.body).toEqual({ message: "Claim email has been resent." })
    const fresh = await linkToken(c.contactEmail, "claimToken", 2)
    expect(
      (await call("GET", `/api/v1/claim_requests/check_claim?claimToken=${encodeURIComponent(fresh)}`)).body,
    ).toEqual({
      firstName: "Pat",
      lastName: "Owner",
    })
  })

  it("leaves exactly one owner when five sign-ups race with one claim link", async () => {
    const c = await company("Racing")
    await requestClaim(c)
    const claimToken = await linkToken(c.contactEmail, "claimToken")
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call("POST", "/api/v1/claim_requests/claim_account", {
          body: form({ ...companySignUpFields(), claimToken }),
        }),
      ),
    )
    const statuses = answers.map((a) => a.status).sort()
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.every((s) => s === 201 || (s >= 400 && s < 500))).toBe(true)
    const [row] = await app.services.platform.sql.query<{ claimed_by: string | null }>(
      "select claimed_by::text as claimed_by from accounts where id = $1",
      [c.accountId],
    )
    expect(row?.claimed_by).toBe(answers.find((a) => a.status === 201)!.body.id)
  })

  it("leaves exactly one owner when two claimants race with two links for one account", async () => {
    const c = await company("Twice")
    await requestClaim(c)
    const older = await linkToken(c.contactEmail, "claimToken")
    // the first request lapses, so a second one may be made
    await app.services.platform.sql.query(
      "update link_tokens set expires_at = now() - interval '1 minute' where subject = $1",
      [c.accountId],
    )
    await app.services.platform.sql.query(
      `update events set data = jsonb_set(data, '{expiresAt}', '"2000-01-01T00:00:00.000Z"')
        where stream_id = $1 and event_type = 'ClaimRequested'`,
      [`claim-${c.accountId}`],
    )
    expect((await requestClaim(c)).status).toBe(201)
    const newer = await linkToken(c.contactEmail, "claimToken", 2)
    expect(newer).not.toBe(older)
    const answers = await Promise.all(
      [older, newer].map((claimToken, i) =>
        call("POST", "/api/v1/claim_requests/claim_account", {
          body: form({ ...companySignUpFields({ firstName: `Claimant${i}` }), claimToken }),
        }),
      ),
    )
    expect(answers.map((a) => a.status).filter((s) => s === 201)).toHaveLength(1)
    expect(answers.every((a) => a.status < 500)).toBe(true)
  })

  it("lets members invite, list, edit, resend and delete invites; the invitee joins once", async () => {
    const owner = await claimed("Inviting")
    await app.acceptPolicies(owner.userId)
    const base = `/api/v1/accounts/${owner.accountId}`
    const invited = await call("POST", `${base}/user_invites`, {
      token: owner.token,
      body: { firstName: "Lin", lastName: "Colleague", email: "Lin@Inviting.example" },
    })
    expect(invited).toMatchObject({
      status: 201,
      body: { accountId: owner.accountId, email: "lin@inviting.example", firstName: "Lin" },
    })
    const inviteId = String(invited.body.userInviteId)
    const page = await call("GET", `${base}/users?includeUserInvites=true&perPage=10`, { token: owner.token })
    expect(page.body.pagination).toMatchObject({ count: 2, page: 1 })
    expect((page.body.data as Array<{ kind: string }>).map((e) => e.kind)).toEqual(["user", "invite"])
    const usersOnly = await call("GET", `${base}/users`, { token: owner.token })
    expect(usersOnly.body.pagination).toMatchObject({ count: 1 })

    const edited = await call("PATCH", `${base}/user_invites/${inviteId}`, {
      token: owner.token,
      body: { firstName: "Lin", lastName: "Renamed", email: "lin.new@inviting.example" },
    })
    expect(edited.body).toMatchObject({ lastName: "Renamed", email: "lin.new@inviting.example" })
    expect(
      (await call("GET", `${base}/user_invites/${inviteId}`, { token: owner.token })).body,
    ).toMatchObject({
      lastName: "Renamed",
    })
    expect(
      (await call("PATCH", `${base}/user_invites/${inviteId}/resend`, { token: owner.token })).status,
    ).toBe(200)

    // the edit and the resend each mailed the new address; the resend's link is the one that works
    const inviteToken = await linkToken("lin.new@inviting.example", "inviteToken", 2)
    expect(
      (await call("GET", `/api/v1/user_invites/check_invite?invite_token=${encodeURIComponent(inviteToken)}`))
        .body,
    ).toEqual({
      firstName: "Lin",
      lastName: "Renamed",
    })
    const joined = await call("POST", "/api/v1/user_invites/accept_invite", {
      body: form({ ...companySignUpFields({ firstName: "Lin", lastName: "Renamed" }), inviteToken }),
    })
    expect(joined).toMatchObject({
      status: 201,
      body: { email: "lin.new@inviting.example", accountId: owner.accountId },
    })
    expect(joined.headers.get("authorization")).toMatch(/^Bearer /)
    const reuse = await call("POST", "/api/v1/user_invites/accept_invite", {
      body: form({ ...companySignUpFields(), inviteToken }),
    })
    expect(reuse.body).toMatchObject({ error: "InvalidInviteToken", message: "The invite token is invalid." })
    const after = await call("GET", `${base}/users?includeUserInvites=true`, { token: owner.token })
    expect((after.body.data as Array<{ kind: string }>).map((e) => e.kind)).toEqual(["user", "user"])

    const gone = await call("POST", `${base}/user_invites`, {
      token: owner.token,
      body: { firstName: "Del", lastName: "Eted", email: "del@inviting.example" },
    })
    const goneId = String(gone.body.userInviteId)
    expect((await call("DELETE", `${base}/user_invites/${goneId}`, { token: owner.token })).status).toBe(204)
    const deletedToken = await linkToken("del@inviting.example", "inviteToken")
    expect(
      (
        await call(
          "GET",
          `/api/v1/user_invites/check_invite?invite_token=${encodeURIComponent(deletedToken)}`,
        )
      ).body,
    ).toMatchObject({
      error: "InvalidInviteToken",
    })
    // an address that already has a user cannot be invited
    expect(
      (
        await call("POST", `${base}/user_invites`, {
          token: owner.token,
          body: { firstName: "Lin", lastName: "Again", email: "lin.new@inviting.example" },
        })
      ).body,
    ).toMatchObject({ error: "UserAlreadyExists" })
    const badEmail = await call("POST", `${base}/user_invites`, {
      token: owner.token,
      body: { firstName: "L", lastName: "C", email: "nope" },
    })
    expect(badEmail.body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: "email", message: "Please Enter Valid Email" }),
        expect.objectContaining({ path: "firstName", message: "Must be a minimum of 2 characters" }),
      ]),
    )
  })

  it("refuses an expired invite with InvitePeriodExpired", async () => {
    const owner = await claimed("Lapsing")
    await app.acceptPolicies(owner.userId)
    await call("POST", `/api/v1/accounts/${owner.accountId}/user_invites`, {
      token: owner.token,
      body: { firstName: "Old", lastName: "Invite", email: "old@lapsing.example" },
    })
    const inviteToken = await linkToken("old@lapsing.example", "inviteToken")
    await app.services.platform.sql.query(
      "update link_tokens set expires_at = now() - interval '1 minute' where purpose = 'invite' and email = $1",
      ["old@lapsing.example"],
    )
    expect(
      (await call("GET", `/api/v1/user_invites/check_invite?invite_token=${encodeURIComponent(inviteToken)}`))
        .body,
    ).toMatchObject({
      error: "InvitePeriodExpired",
      message: "This invite token expired.",
    })
  })

  it("keeps an account's users and invites to its members, on both transports", async () => {
    const owner = await claimed("Private")
    await app.acceptPolicies(owner.userId)
    const stranger = await claimed("Stranger")
    await app.acceptPolicies(stranger.userId)
    const gov = await app.agreedUser("gov-viewer", ["gov"])
    const admin = await app.agreedUser("admin-viewer", ["admin"])
    const base = `/api/v1/accounts/${owner.accountId}`
    const invite = { firstName: "Not", lastName: "Allowed", email: "not.allowed@private.example" }
    for (const [who, token, status, error] of [
      ["another company's user", stranger.token, 403, "NotAccountMember"],
      ["a government user", gov.token, 403, "Forbidden"],
      ["an admin", admin.token, 403, "Forbidden"],
      ["an anonymous caller", undefined, 401, "MissingToken"],
    ] as const) {
      const list = await call("GET", `${base}/users?includeUserInvites=true`, { token })
      expect({ who, status: list.status, error: list.body.error }).toEqual({ who, status, error })
      expect(list.body).not.toHaveProperty("data")
      const sent = await call("POST", `${base}/user_invites`, { token, body: invite })
      expect({ who, status: sent.status, error: sent.body.error }).toEqual({ who, status, error })
    }
    expect((await call("GET", "/api/dev/mail?to=not.allowed%40private.example")).body).toEqual([])
    const strangerTrpc = await app.trpc(stranger.token)
    await expect(strangerTrpc.accounts.users({ accountId: owner.accountId })).rejects.toMatchObject({
      cause: { code: "NotAccountMember" },
    })
    const ownerTrpc = await app.trpc(owner.token)
    expect((await ownerTrpc.accounts.users({ accountId: owner.accountId })).pagination.count).toBe(1)
  })

  it("renames the account for its members and records the first setup session; the UEI stays", async () => {
    const owner = await claimed("Renamed")
    await app.acceptPolicies(owner.userId)
    const renamed = await call("PATCH", "/api/v1/current_user/account", {
      token: owner.token,
      body: { name: "Renamed Robotics", uniqueEntityId: "CHANGEDUEI00" },
    })
    expect(renamed.body).toMatchObject({ name: "Renamed Robotics", uniqueEntityId: owner.uniqueEntityId })
    expect(
      (await call("PATCH", "/api/v1/current_user/account", { token: owner.token, body: { name: "R" } })).body,
    ).toMatchObject({
      error: "ValidationFailed",
      details: [{ path: "name", message: "Must be a minimum of 2 characters" }],
    })
    const done = await call("PATCH", "/api/v1/current_user/account/mark_setup_session_complete", {
      token: owner.token,
    })
    expect(done.body).toMatchObject({ setupSessionComplete: true })
    expect(
      (await call("GET", "/api/v1/current_user/account/users", { token: owner.token })).body.pagination,
    ).toMatchObject({
      count: 1,
    })
  })

  it("registers one account per Unique Entity Id; the registry's same facts again append nothing", async () => {
    const first = await app.services.companies.registry.registerCompany({
      uniqueEntityId: "ONEPERUEI001",
      name: "Once",
      contactEmail: "poc@once.example",
    })
    const { events: before } = await app.services.platform.store.readStream(`account-${first.accountId}`)
    const again = await app.services.companies.registry.registerCompany({
      uniqueEntityId: "oneperuei001",
      name: "Once",
      contactEmail: "poc@once.example",
    })
    expect(again).toEqual({
      accountId: first.accountId,
      listingId: first.listingId,
      changed: false,
      created: false,
    })
    const { events: after } = await app.services.platform.store.readStream(`account-${first.accountId}`)
    expect(after).toHaveLength(before.length)
  })
  it("rebuilds both read models from the log into exactly what live processing made", async () => {
    const owner = await claimed("Rebuilt")
    await app.acceptPolicies(owner.userId)
    await call("POST", `/api/v1/accounts/${owner.accountId}/user_invites`, {
      token: owner.token,
      body: { firstName: "Re", lastName: "Built", email: "re.built@rebuilt.example" },
    })
    // the payment status the admins' accounts list shows is folded too
    await app.services.companies.accounts.setPaymentStatus("rebuild-admin", owner.accountId, "past_due")
    const { platform } = app.services
    const snapshot = async () => ({
      accounts: await platform.sql.query("select * from accounts order by id"),
      users: await platform.sql.query("select * from account_users order by id"),
    })
    const live = await snapshot()
    await rebuildFromTheLog(platform, ["accounts", "account_users"])
    expect(await snapshot()).toEqual(live)
  })
})
