import { loadConfig, type Platform, silentLogger, startPlatform } from "@ignite/platform"
import { driverName, dropSchema, testSqlOptions, uniqueSchema } from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createModules } from "./modules"
import { createServices, type Services } from "./services"

/**
 * The system without transports, on the driver the environment selects, with no policies published (so
 * the terms gate stays out of these tests). `asyncReadModels` turns every projection async with no worker
 * to run it: the read models then stay empty, and what still works is what the write side decides alone.
 */
const startIdentitySystem = async (options: { asyncReadModels?: boolean } = {}) => {
  const sqlOptions = testSqlOptions()
  const config = loadConfig({
    LOG_LEVEL: "silent",
    DATA_DIR: `.tmp/test-data/${uniqueSchema("identity")}`,
    JWT_SECRET: "test-secret-test-secret-test-secret",
    RUN_WORKERS: "false",
    ...(sqlOptions.databaseUrl ? { DATABASE_URL: sqlOptions.databaseUrl } : {}),
  })
  const modules = createModules(config).map((module) =>
    options.asyncReadModels
      ? { ...module, projections: module.projections?.map((p) => ({ ...p, mode: "async" as const })) }
      : module,
  )
  const platform: Platform = await startPlatform({
    config,
    modules,
    schema: sqlOptions.schema,
    inMemory: true,
  })
  const services: Services = createServices(config, platform, silentLogger)
  return {
    services,
    /** The link token a mail for this user's latest event of this type carries. */
    async lastToken(userId: string, type: string) {
      const { events } = await platform.store.readStream(`user-${userId}`)
      const event = events.filter((e) => e.type === type).at(-1)!
      return services.tokens.keys.tokenFor((event.data as { tokenId: string }).tokenId)
    },
    async close() {
      await platform.close()
      await dropSchema(sqlOptions.schema)
    },
  }
}

describe(`identity service on ${driverName()}`, () => {
  let system: Awaited<ReturnType<typeof startIdentitySystem>>
  let sql: Platform["sql"]
  let store: Platform["store"]
  let identity: Services["identity"]["users"]
  let checkSession: Services["identity"]["checkSession"]
  let currentUser: Services["identity"]["reads"]["currentUser"]
  const userStreamId = (userId: string) => `user-${userId}`

  beforeAll(async () => {
    system = await startIdentitySystem()
    ;({ users: identity, checkSession } = system.services.identity)
    ;({ sql, store } = system.services.platform)
    currentUser = system.services.identity.reads.currentUser
  })
  afterAll(() => system.close())

  const lastToken = (userId: string, type: string) => system.lastToken(userId, type)

  const person = (email: string) => ({
    email,
    password: "Secret1!",
    firstName: "Grace",
    lastName: "Hopper",
    roles: ["gov" as const],
    confirmed: false,
  })

  it("atClock dates its commands by the clock and shares the reads (and their bus subscriptions) with the rest", async () => {
    const then = new Date("2025-02-03T04:05:06.000Z")
    const dated = system.services.atClock(() => then)
    expect(dated.identity.reads).toBe(system.services.identity.reads)
    expect(dated.reference.lists).toBe(system.services.reference.lists)
    expect(dated.identity.checkSession).toBe(system.services.identity.checkSession)
    const { userId } = await dated.identity.users.register(person("ada@dated.gov"))
    const { events } = await store.readStream(userStreamId(userId))
    expect(events[0]).toMatchObject({ type: "UserRegistered", data: { registeredAt: then.toISOString() } })
  })

  it("registers once per email, unconfirmed users gated until they confirm", async () => {
    const { userId } = await identity.register(person("grace@navy.gov"))
    await expect(identity.register(person("grace@navy.gov"))).rejects.toMatchObject({
      code: "UserAlreadyExists",
    })
    // a sign-up that signs the new user in leaves a session the gate holds
    const grant = await identity.openSession(userId, { ip: "10.0.0.1" })
    expect(grant.userId).toBe(userId)
    expect(await checkSession(userId, grant.sessionId)).toEqual({ gate: "UnconfirmedEmail" })

    const token = await lastToken(userId, "ConfirmationSent")
    await identity.confirm(token)
    expect(await checkSession(userId, grant.sessionId)).toEqual({})
    await expect(identity.confirm(token)).rejects.toMatchObject({ code: "InvalidConfirmationToken" })
    await expect(identity.confirm("made-up")).rejects.toMatchObject({ code: "InvalidConfirmationToken" })
    const me = await currentUser(userId)
    expect(me).toMatchObject({ email: "grace@navy.gov", confirmed: true, userRoles: ["gov"], isActive: true })
    expect(me.govUserSetting).toEqual({ allowMessageRequests: true })
    await expect(
      identity.signIn({ email: "grace@navy.gov", password: "Secret1!", ip: "10.0.0.1" }),
    ).resolves.toMatchObject({ userId })
  })

  it("refuses sign-in to an unconfirmed user, saying so only after the right password", async () => {
    const { userId } = await identity.register(person("pending@navy.gov"))
    await expect(
      identity.signIn({ email: "pending@navy.gov", password: "Wrong1!", ip: "10.0.1.1" }),
    ).rejects.toMatchObject({ code: "InvalidCredentials", status: 401 })
    await expect(
      identity.signIn({ email: "pending@navy.gov", password: "Secret1!", ip: "10.0.1.1" }),
    ).rejects.toMatchObject({ code: "UnconfirmedEmail", status: 401, message: "Please confirm your email." })
    const sessions = await sql.query("select id from user_sessions where user_id = $1", [userId])
    expect(sessions).toEqual([])
    const { events } = await store.readStream(userStreamId(userId))
    expect(events.map((e) => e.type)).not.toContain("SignedIn")
  })

  it("mails the resent confirmation with its redirectTo path", async () => {
    const { userId } = await identity.register(person("redirected@navy.gov"))
    await identity.resendConfirmation("redirected@navy.gov", "10.0.1.2", "/account?tab=settings")
    const { events } = await store.readStream(userStreamId(userId))
    expect(events.filter((e) => e.type === "ConfirmationSent").map((e) => e.data)).toEqual([
      expect.not.objectContaining({ redirectTo: expect.anything() }),
      expect.objectContaining({ redirectTo: "/account?tab=settings" }),
    ])
  })

  it("keeps passwords, tokens and personal data out of the log", async () => {
    const { userId } = await identity.register(person("secret@navy.gov"))
    const rows = await sql.query<{ data: string }>(
      "select data::text as data from events where stream_id = $1",
      [userStreamId(userId)],
    )
    const text = rows.map((r) => r.data).join("\n")
    expect(text).not.toContain("Secret1!")
    expect(text).not.toContain("secret@navy.gov")
    expect(text).not.toContain("Grace")
    const [credential] = await sql.query<{ password_hash: string }>(
      "select password_hash from user_credentials where user_id = $1",
      [userId],
    )
    expect(credential!.password_hash).toMatch(/^\$argon2id\$/)
  })

  it("rejects a wrong password and an unknown email alike, and locks after repeated failures", async () => {
    await identity.register({ ...person("lock@navy.gov"), confirmed: true })
    await expect(
      identity.signIn({ email: "lock@navy.gov", password: "Wrong1!", ip: "10.0.0.2" }),
    ).rejects.toMatchObject({
      code: "InvalidCredentials",
    })
    await expect(
      identity.signIn({ email: "nobody@navy.gov", password: "Wrong1!", ip: "10.0.0.2" }),
    ).rejects.toMatchObject({
      code: "InvalidCredentials",
    })
    for (let i = 0; i < 4; i++)
      await identity
        .signIn({ email: "lock@navy.gov", password: "Wrong1!", ip: "10.0.0.3" })
        .catch(() => undefined)
    await expect(
      identity.signIn({ email: "lock@navy.gov", password: "Secret1!", ip: "10.0.0.3" }),
    ).rejects.toMatchObject({
      code: "AccountLocked",
    })
  })

  it("limits sign-in attempts per IP address and mail requests per address", async () => {
    // different emails, so only the per-IP limit is in play (one email alone locks after 5 failures)
    const attempts = Array.from({ length: 30 }, (_, i) =>
      identity
        .signIn({ email: `nobody${i}@navy.gov`, password: "Wrong1!", ip: "10.9.9.9" })
        .catch((e: { code: string }) => e.code),
    )
    expect(new Set(await Promise.all(attempts))).toEqual(new Set(["InvalidCredentials"]))
    await expect(
      identity.signIn({ email: "nobody-else@navy.gov", password: "Wrong1!", ip: "10.9.9.9" }),
    ).rejects.toMatchObject({
      code: "RateLimited",
      status: 429,
    })
    // another address is not affected
    await expect(
      identity.signIn({ email: "nobody-else@navy.gov", password: "Wrong1!", ip: "10.9.9.10" }),
    ).rejects.toMatchObject({
      code: "InvalidCredentials",
    })
    // mailed links: at most 3 per address in 15 minutes, the answer stays the same
    const { userId } = await identity.register({ ...person("many-resets@navy.gov"), confirmed: true })
    for (let i = 0; i < 5; i++) await identity.requestPasswordReset("many-resets@navy.gov", `10.8.8.${i}`)
    const { events } = await store.readStream(userStreamId(userId))
    expect(events.filter((e) => e.type === "PasswordResetRequested")).toHaveLength(3)
  })

  it("signs out by revoking the session", async () => {
    const { userId } = await identity.register({ ...person("out@navy.gov"), confirmed: true })
    const grant = await identity.signIn({ email: "out@navy.gov", password: "Secret1!", ip: "10.0.0.4" })
    await identity.signOut(userId, grant.sessionId)
    expect(await checkSession(userId, grant.sessionId)).toEqual({ reject: "InvalidToken" })
  })

  it("resets a password with a single-use token, answering unknown emails the same way", async () => {
    const { userId } = await identity.register({ ...person("reset@navy.gov"), confirmed: true })
    const before = await identity.signIn({ email: "reset@navy.gov", password: "Secret1!", ip: "10.0.0.5" })
    let started = Date.now()
    await identity.requestPasswordReset("reset@navy.gov", "10.0.0.5")
    const known = Date.now() - started
    started = Date.now()
    await identity.requestPasswordReset("ghost@navy.gov", "10.0.0.5")
    const unknown = Date.now() - started
    expect(Math.abs(known - unknown)).toBeLessThan(250)

    const token = await lastToken(userId, "PasswordResetRequested")
    await expect(
      identity.resetPassword({
        resetPasswordToken: token,
        password: "Newpass1!",
        passwordConfirmation: "Other1!",
      }),
    ).rejects.toMatchObject({ code: "ValidationFailed", message: "Passwords must match" })
    await identity.resetPassword({
      resetPasswordToken: token,
      password: "Newpass1!",
      passwordConfirmation: "Newpass1!",
    })
    await expect(
      identity.resetPassword({
        resetPasswordToken: token,
        password: "Newpass2!",
        passwordConfirmation: "Newpass2!",
      }),
    ).rejects.toMatchObject({ code: "InvalidResetPasswordToken" })
    expect(await checkSession(userId, before.sessionId)).toEqual({ reject: "InvalidToken" })
    await expect(
      identity.signIn({ email: "reset@navy.gov", password: "Newpass1!", ip: "10.0.0.5" }),
    ).resolves.toMatchObject({ userId })
  })

  it("changes the password only with the current one, keeping this session", async () => {
    const { userId } = await identity.register({ ...person("change@navy.gov"), confirmed: true })
    const here = await identity.signIn({ email: "change@navy.gov", password: "Secret1!", ip: "10.0.0.6" })
    const elsewhere = await identity.signIn({
      email: "change@navy.gov",
      password: "Secret1!",
      ip: "10.0.0.7",
    })
    await expect(
      identity.changePassword(userId, here.sessionId, {
        currentPassword: "Wrong1!",
        password: "Next1!x",
        passwordConfirmation: "Next1!x",
      }),
    ).rejects.toMatchObject({ code: "InvalidCurrentPassword", message: "Current password is invalid" })
    await expect(
      identity.changePassword(userId, here.sessionId, {
        currentPassword: "Secret1!",
        password: "Next1!x",
        passwordConfirmation: "Nope1!x",
      }),
    ).rejects.toMatchObject({ message: "New passwords must match" })
    await identity.changePassword(userId, here.sessionId, {
      currentPassword: "Secret1!",
      password: "Next1!x",
      passwordConfirmation: "Next1!x",
    })
    expect(await checkSession(userId, here.sessionId)).toEqual({})
    expect(await checkSession(userId, elsewhere.sessionId)).toEqual({ reject: "InvalidToken" })
  })

  it("changes the email after confirmation of the new address; undo clears it; the old email stays the login", async () => {
    const { userId } = await identity.register({ ...person("old@navy.gov"), confirmed: true })
    await identity.register({ ...person("taken@navy.gov"), confirmed: true })
    await expect(identity.changeEmail(userId, "taken@navy.gov")).rejects.toMatchObject({ code: "EmailTaken" })

    await identity.changeEmail(userId, "new@navy.gov")
    let me = await currentUser(userId)
    expect(me).toMatchObject({ email: "old@navy.gov", unconfirmedEmail: "new@navy.gov" })
    await identity.cancelEmailChange(userId)
    me = await currentUser(userId)
    expect(me.unconfirmedEmail).toBeNull()
    await expect(identity.cancelEmailChange(userId)).rejects.toMatchObject({ code: "NoEmailChange" })

    await identity.changeEmail(userId, "new@navy.gov")
    await expect(
      identity.signIn({ email: "new@navy.gov", password: "Secret1!", ip: "10.0.0.8" }),
    ).rejects.toMatchObject({
      code: "InvalidCredentials",
    })
    await identity.confirm(await lastToken(userId, "EmailChangeRequested"))
    me = await currentUser(userId)
    expect(me).toMatchObject({ email: "new@navy.gov", unconfirmedEmail: null })
    await expect(
      identity.signIn({ email: "new@navy.gov", password: "Secret1!", ip: "10.0.0.8" }),
    ).resolves.toMatchObject({ userId })
    await expect(
      identity.signIn({ email: "old@navy.gov", password: "Secret1!", ip: "10.0.0.8" }),
    ).rejects.toMatchObject({
      code: "InvalidCredentials",
    })
  })

  it("bounds email-change requests, each of which mails a link, per user and per address", async () => {
    const { userId } = await identity.register({ ...person("flood.source@navy.gov"), confirmed: true })
    const { userId: other } = await identity.register({ ...person("flood.other@navy.gov"), confirmed: true })
    // One target address: three links in the window, from whichever accounts.
    for (let i = 0; i < 3; i++) await identity.changeEmail(i < 2 ? userId : other, "victim@navy.gov")
    await expect(identity.changeEmail(other, "victim@navy.gov")).rejects.toMatchObject({
      code: "RateLimited",
      status: 429,
    })
    // One account: five requests in the window, whatever the addresses.
    for (let i = 0; i < 3; i++) await identity.changeEmail(userId, `typo${i}@navy.gov`)
    await expect(identity.changeEmail(userId, "final@navy.gov")).rejects.toMatchObject({
      code: "RateLimited",
    })
    const { events } = await store.readStream(userStreamId(userId))
    expect(events.filter((e) => e.type === "EmailChangeRequested")).toHaveLength(5)
  })

  it("updates notification settings", async () => {
    const { userId } = await identity.register({ ...person("settings@navy.gov"), confirmed: true })
    await identity.updateNotificationSettings(userId, {
      allowMessageRequests: false,
      appNewChatMessage: false,
    })
    const me = await currentUser(userId)
    expect(me.govUserSetting).toEqual({ allowMessageRequests: false })
    expect(me.userAppNotificationSetting).toEqual({ newChatMessage: false })
    expect(me.userEmailNotificationSetting).toEqual({ newChatMessage: true })
  })
})

describe(`identity decides without its read model on ${driverName()}`, () => {
  let system: Awaited<ReturnType<typeof startIdentitySystem>>

  beforeAll(async () => {
    system = await startIdentitySystem({ asyncReadModels: true })
  })
  afterAll(() => system.close())

  it("signs up, resends, confirms, signs in, checks and ends sessions while current_users stays empty", async () => {
    const { platform } = system.services
    const { users: identity, checkSession } = system.services.identity
    const email = "async@navy.gov"
    const person = {
      email,
      password: "Secret1!",
      firstName: "Ada",
      lastName: "Async",
      roles: ["gov" as const],
    }
    const { userId } = await identity.register({ ...person, confirmed: false })
    await expect(identity.signIn({ email, password: "Secret1!", ip: "10.9.0.1" })).rejects.toMatchObject({
      code: "UnconfirmedEmail",
    })
    const pending = await identity.openSession(userId, { ip: "10.9.0.1" })
    expect(await checkSession(userId, pending.sessionId)).toEqual({ gate: "UnconfirmedEmail" })

    await identity.resendConfirmation(email, "10.9.0.1", "/account")
    const { events } = await platform.store.readStream(`user-${userId}`)
    expect(events.filter((e) => e.type === "ConfirmationSent")).toHaveLength(2)

    await identity.confirm(await system.lastToken(userId, "ConfirmationSent"))
    expect(await checkSession(userId, pending.sessionId)).toEqual({})
    const grant = await identity.signIn({ email, password: "Secret1!", ip: "10.9.0.1" })
    expect(await checkSession(userId, grant.sessionId)).toEqual({})
    await identity.signOut(userId, grant.sessionId)
    expect(await checkSession(userId, grant.sessionId)).toEqual({ reject: "InvalidToken" })

    // the read model never saw any of it: the decisions above did not depend on it
    expect(await platform.sql.query("select id from current_users")).toEqual([])
  })
})
