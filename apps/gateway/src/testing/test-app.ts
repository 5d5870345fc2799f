import type { UserRole } from "@ignite/contracts"
import { signLatestPolicies } from "@ignite/demo"
import { createLogger, loadConfig, type Role } from "@ignite/platform"
import { dropSchema, testDatabaseUrl, testNatsUrl, uniqueSchema } from "@ignite/platform/testing"
import { type RunningApp, startApp } from "../app"
import { authenticate } from "../auth/authenticate"
import { checkAnswersStrictly } from "../rest/answer"
import { appRouter } from "../trpc/app-router"
import { createCallerFactory } from "../trpc/init"

const callerOf = createCallerFactory(appRouter)

/** The test app's signing secret: a gateway or worker process a test starts beside it must share it. */
export const testJwtSecret = "test-secret-test-secret-test-secret"

export interface TestApp extends RunningApp {
  /** Signs the latest terms and privacy for a user, as /sign_terms would. */
  acceptPolicies(userId: string): Promise<void>
  /** The token a mailed link for the user's latest event of this type carries. */
  linkToken(userId: string, eventType: string): Promise<string>
  /** A signed token for a made-up subject with these roles. */
  token(roles: Role[], ttlSeconds?: number): Promise<string>
  request(path: string, init?: RequestInit & { token?: string }): Promise<Response>
  /**
   * A confirmed user of these roles, named for the test (one user per name), with a live session's token.
   * The user has not signed the policies yet, so the terms gate holds them until `acceptPolicies`.
   */
  userToken(name: string, roles: UserRole[]): Promise<{ userId: string; token: string }>
  /** What a second gateway needs to share this one's PostgreSQL schema and bus (undefined on PGlite). */
  readonly shared: { schema: string; namespace: string } | undefined
  /**
   * A company registered from the registry and claimed through the claim flow by a new user, who is its
   * owner and first member, with a live session (policies not yet signed).
   */
  companyOwner(
    name: string,
  ): Promise<{ userId: string; token: string; accountId: string; uniqueEntityId: string }>
  /** A `userToken` user who has signed the latest policies: past every gate, as most tests want them. */
  agreedUser(name: string, roles: UserRole[]): Promise<{ userId: string; token: string }>
  /** A `companyOwner` who has signed the latest policies. */
  agreedCompanyOwner(
    name: string,
  ): Promise<{ userId: string; token: string; accountId: string; uniqueEntityId: string }>
  /** The app router called in process, as the caller this token (or none) makes. */
  trpc(token?: string): Promise<ReturnType<typeof callerOf>>
}

/**
 * The whole app on a random port, on the driver the environment selects: in-memory PGlite, or its own
 * PostgreSQL schema (dropped afterwards) with NATS when NATS_URL is set. A DATABASE_URL or NATS_URL in `env`
 * wins over the environment's (fault tests point the app at private servers they stop and restart).
 */
export const startTestApp = async (
  env: Record<string, string> = {},
  /** A second gateway on the same PostgreSQL schema and bus as `sharing` (scale-out tests). */
  sharing?: { schema: string; namespace: string },
  /** Receives the request log and the system's own log lines, one JSON line per write. */
  requestLog?: { write(line: string): void },
  /** Fault tests shorten the bus client's pause between reconnection attempts. */
  busOptions: { reconnectWaitMs?: number } = {},
): Promise<TestApp> => {
  // every answer of every integration test must fit its contract exactly: an extra field fails the request
  checkAnswersStrictly()
  const databaseUrl = env.DATABASE_URL ?? testDatabaseUrl()
  const natsUrl = env.NATS_URL ?? testNatsUrl()
  // a private server is thrown away whole; only the shared one needs its schema dropped
  const dropsSchema = !sharing && !env.DATABASE_URL
  const schema = sharing?.schema ?? (databaseUrl ? uniqueSchema("gw") : undefined)
  const config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "silent",
    DEMO_DATA: "false",
    DATA_DIR: `.tmp/test-data/${schema ?? uniqueSchema("pglite")}`,
    JWT_SECRET: testJwtSecret,
    WEB_DIST: process.env.WEB_DIST ?? ".tmp/no-web-dist",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(natsUrl ? { NATS_URL: natsUrl } : {}),
    ...env,
  })
  const namespace = sharing?.namespace ?? uniqueSchema("bus")
  const users = new Map<string, string>()
  let companies = 0
  const running = await startApp(config, {
    schema,
    inMemory: !databaseUrl,
    bus: {
      stream: namespace.toUpperCase(),
      prefix: `${namespace}.events`,
      ephemeral: !sharing,
      ...busOptions,
    },
    requestLog,
    ...(requestLog ? { logger: createLogger({ service: "ignite" }, (line) => requestLog.write(line)) } : {}),
  })
  const app: TestApp = {
    ...running,
    shared: schema ? { schema, namespace } : undefined,
    async close() {
      await running.close()
      if (schema && dropsSchema) await dropSchema(schema)
    },
    acceptPolicies: (userId) => signLatestPolicies(running.services, userId),
    async linkToken(userId, eventType) {
      const { events } = await running.services.platform.store.readStream(`user-${userId}`)
      const event = events.filter((e) => e.type === eventType).at(-1)
      if (!event) throw new Error(`user ${userId} has no ${eventType}`)
      return running.services.tokens.keys.tokenFor((event.data as { tokenId: string }).tokenId)
    },
    token: (roles, ttlSeconds = 600) =>
      running.services.keys.sign({ sub: `test-${roles.join("-")}`, roles }, ttlSeconds),
    async userToken(name, roles) {
      const email = `${name}@test.ignite.local`
      const { services } = running
      const userId =
        users.get(email) ??
        (
          await services.identity.users.createUser({
            email,
            password: "Secret123!",
            firstName: name,
            lastName: "Tester",
            roles,
          })
        ).userId
      users.set(email, userId)
      const grant = await services.identity.users.openSession(userId, { ip: "127.0.0.1" })
      const token = await services.keys.sign(
        { sub: userId, roles: [...grant.roles], sid: grant.sessionId },
        grant.ttlSeconds,
      )
      return { userId, token }
    },
    async companyOwner(name) {
      const { services } = running
      companies++
      const slug = name.toLowerCase().replace(/[^a-z0-9]/g, "")
      const uniqueEntityId = `TST${String(companies).padStart(5, "0")}${slug.slice(0, 4).toUpperCase().padEnd(4, "X")}`
      const email = `owner.${slug}.${companies}@test.ignite.local`
      const { accountId } = await services.companies.registry.registerCompany({
        uniqueEntityId,
        name,
        contactEmail: email,
      })
      await services.companies.accounts.requestClaim(
        { uniqueEntityId, email, firstName: name, lastName: "Owner" },
        `10.99.${Math.floor(companies / 250)}.${companies % 250}`,
      )
      const { events } = await services.platform.store.readStream(`claim-${accountId}`)
      const { tokenId } = events.at(-1)!.data as { tokenId: string }
      const grant = await services.companies.onboarding.claimAccount(
        {
          claimToken: services.tokens.keys.tokenFor(tokenId),
          password: "Secret123!",
          passwordConfirmation: "Secret123!",
          firstName: name,
          lastName: "Owner",
          title: "Owner",
          cellPhone: "555-0100",
          timezone: "America/New_York",
        },
        undefined,
        { ip: "127.0.0.1" },
      )
      const token = await services.keys.sign(
        { sub: grant.userId, roles: [...grant.roles], sid: grant.sessionId },
        grant.ttlSeconds,
      )
      return { userId: grant.userId, token, accountId, uniqueEntityId }
    },
    async agreedUser(name, roles) {
      const user = await app.userToken(name, roles)
      await app.acceptPolicies(user.userId)
      return user
    },
    async agreedCompanyOwner(name) {
      const owner = await app.companyOwner(name)
      await app.acceptPolicies(owner.userId)
      return owner
    },
    async trpc(token) {
      const { services } = running
      return callerOf({
        requestId: "test",
        ip: "127.0.0.1",
        services,
        auth: await authenticate(
          services.keys,
          token ? `Bearer ${token}` : undefined,
          services.identity.checkSession,
        ),
      })
    },
    request: (path, init = {}) => {
      const headers = new Headers(init.headers)
      if (init.token) headers.set("authorization", `Bearer ${init.token}`)
      return fetch(`${running.url}${path}`, { ...init, headers })
    },
  }
  return app
}
