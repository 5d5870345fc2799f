import { createTokenKeys } from "@ignite/domain-identity"
import { loadConfig } from "@ignite/platform"
import { dropSchema, testDatabaseUrl, testNatsUrl, uniqueSchema } from "@ignite/platform/testing"
import { type RunningApp, startApp } from "../app"
import { loadJwtSecret, type Role } from "../auth/jwt"

export interface TestApp extends RunningApp {
  /** Signs the latest terms and privacy for a user, as /sign_terms would. */
  acceptPolicies(userId: string): Promise<void>
  /** The token a mailed link for the user's latest event of this type carries. */
  linkToken(userId: string, eventType: string): Promise<string>
  /** A signed token for a made-up subject with these roles. */
  token(roles: Role[], ttlSeconds?: number): Promise<string>
  request(path: string, init?: RequestInit & { token?: string }): Promise<Response>
}

/**
 * The whole app on a random port, on the driver the environment selects: in-memory PGlite, or its own
 * PostgreSQL schema (dropped afterwards) with NATS when NATS_URL is set.
 */
export const startTestApp = async (env: Record<string, string> = {}): Promise<TestApp> => {
  const schema = testDatabaseUrl() ? uniqueSchema("gw") : undefined
  const config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "silent",
    DEMO_DATA: "false",
    DATA_DIR: `.tmp/test-data/${schema ?? uniqueSchema("pglite")}`,
    JWT_SECRET: "test-secret-test-secret-test-secret",
    WEB_DIST: process.env.WEB_DIST ?? ".tmp/no-web-dist",
    ...(testDatabaseUrl() ? { DATABASE_URL: testDatabaseUrl()! } : {}),
    ...(testNatsUrl() ? { NATS_URL: testNatsUrl()! } : {}),
    ...env,
  })
  const namespace = uniqueSchema("bus")
  const running = await startApp(config, {
    schema,
    inMemory: !testDatabaseUrl(),
    pollIntervalMs: 50,
    bus: { stream: namespace.toUpperCase(), prefix: `${namespace}.events`, ephemeral: true },
  })
  return {
    ...running,
    async close() {
      await running.close()
      if (schema) await dropSchema(schema)
    },
    async acceptPolicies(userId) {
      const { policies } = running.services
      for (const unsigned of await policies.unsignedDocumentsFor(userId))
        await policies.sign(userId, unsigned.kind, unsigned.document.id)
    },
    async linkToken(userId, eventType) {
      const { events } = await running.services.platform.store.readStream(`user-${userId}`)
      const event = events.filter((e) => e.type === eventType).at(-1)
      if (!event) throw new Error(`user ${userId} has no ${eventType}`)
      return createTokenKeys(loadJwtSecret(config)).tokenFor((event.data as { tokenId: string }).tokenId)
    },
    token: (roles, ttlSeconds = 600) =>
      running.services.keys.sign({ sub: `test-${roles.join("-")}`, roles }, ttlSeconds),
    request: (path, init = {}) => {
      const headers = new Headers(init.headers)
      if (init.token) headers.set("authorization", `Bearer ${init.token}`)
      return fetch(`${running.url}${path}`, { ...init, headers })
    },
  }
}
