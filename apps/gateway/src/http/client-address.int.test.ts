import { driverName } from "@ignite/platform/testing"
import { decodeJwt } from "jose"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "../testing/test-app"

/**
 * Per-IP limits and the address recorded with a session use the client's address. X-Forwarded-For says
 * who the client is only when the hop that sent it is a proxy named in TRUSTED_PROXIES.
 */
const resetRequests = (app: TestApp, count: number, tag: string) =>
  Promise.all(
    Array.from({ length: count }, (_, i) =>
      app.request("/api/v1/users/password", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${i + 1}` },
        body: JSON.stringify({ user: { email: `${tag}-${i}@example.com` } }),
      }),
    ),
  )

const sessionAddress = async (app: TestApp, name: string, forwardedFor: string) => {
  await app.userToken(name, ["gov"])
  const response = await app.request("/api/v1/users/sign_in", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: JSON.stringify({ user: { email: `${name}@test.ignite.local`, password: "Secret123!" } }),
  })
  expect(response.status).toBe(200)
  const { sid } = decodeJwt(response.headers.get("authorization")!.replace(/^Bearer /, ""))
  const [row] = await app.services.platform.sql.query<{ ip: string }>(
    "select ip::text as ip from user_sessions where id = $1",
    [sid],
  )
  return row?.ip
}

// mailed-link requests per IP (identity's limits.mailRequestsPerIp): the cheapest per-IP limit to reach
const perIpMailRequests = 10

describe(`the client's address on ${driverName()}`, () => {
  describe("by default, no proxy is trusted", () => {
    let app: TestApp
    beforeAll(async () => {
      app = await startTestApp()
    })
    afterAll(() => app.close())

    it("limits a client that sends a new X-Forwarded-For with every request", async () => {
      const statuses = (await resetRequests(app, perIpMailRequests + 1, "spoofer")).map((r) => r.status)
      expect(statuses.filter((status) => status === 429)).toHaveLength(1)
    })

    it("records the connection's address with a session, whatever X-Forwarded-For says", async () => {
      expect(await sessionAddress(app, "direct", "203.0.113.7")).toBe("127.0.0.1")
    })
  })

  describe("behind a proxy named in TRUSTED_PROXIES", () => {
    let app: TestApp
    beforeAll(async () => {
      app = await startTestApp({ TRUSTED_PROXIES: "127.0.0.1, 10.0.0.0/8" })
    })
    afterAll(() => app.close())

    it("counts each forwarded client on its own", async () => {
      const statuses = (await resetRequests(app, perIpMailRequests + 1, "proxied")).map((r) => r.status)
      expect(statuses.every((status) => status === 200)).toBe(true)
    })

    it("takes the address the trusted proxy saw, not what the client wrote before it", async () => {
      expect(await sessionAddress(app, "proxied", "203.0.113.7")).toBe("203.0.113.7")
      expect(await sessionAddress(app, "chained", "192.0.2.66, 203.0.113.8, 10.1.2.3")).toBe("203.0.113.8")
    })
  })
})
