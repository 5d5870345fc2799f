import { driverName, waitFor } from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { WebSocket } from "ws"
import { startTestApp, type TestApp } from "../testing/test-app"

/** Links and sockets carry secrets in their query strings; the request log must never hold them. */
describe(`the request log on ${driverName()}`, () => {
  let app: TestApp
  const lines: string[] = []
  const log = () => lines.join("\n")
  const logged = (path: string) => waitFor(() => log().includes(path), { message: `a log line for ${path}` })

  beforeAll(async () => {
    app = await startTestApp({}, undefined, { write: (line) => lines.push(line) })
  })
  afterAll(() => app.close())

  it("keeps the path of a live socket but not its session token", async () => {
    const jwt = await app.token(["operator"])
    const socket = new WebSocket(`${app.url.replace("http", "ws")}/cable?jwt=${jwt}`, ["actioncable-v1-json"])
    const welcomed = new Promise((resolve) => socket.on("message", resolve))
    await welcomed
    socket.close()
    await logged("/cable")
    expect(log()).toContain('"url":"/cable?jwt=[redacted]"')
    expect(log()).not.toContain(jwt)
    expect(log()).not.toContain(jwt.split(".")[2])
  })

  it("redacts every link token and search text, by any spelling of its name, and keeps the rest", async () => {
    const secrets = {
      confirmation_token: "secret-confirm-1",
      confirmationToken: "secret-confirm-2",
      resetPasswordToken: "secret-reset-1",
      reset_password_token: "secret-reset-2",
      inviteToken: "secret-invite-1",
      invite_token: "secret-invite-2",
      claimToken: "secret-claim-1",
      claim_token: "secret-claim-2",
      q: "secret search text",
    }
    const confirmation = await app.request(
      `/api/v1/users/confirmation?confirmation_token=${secrets.confirmation_token}`,
    )
    expect(confirmation.status).toBe(400)
    const query = Object.entries(secrets)
      .filter(([name]) => name !== "confirmation_token")
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join("&")
    await app.request(
      `/users/password/edit?${query}&page=2&confirmation%5Ftoken=secret-encoded-name&JWT=secret-upper`,
    )
    // a tRPC query's input is JSON in the URL: fields of the same names are redacted inside it
    const input = encodeURIComponent(
      JSON.stringify({ confirmationToken: "secret-trpc-input", kind: "terms" }),
    )
    await app.request(`/trpc/policies.latest?input=${input}`)
    await logged("/trpc/policies.latest")

    for (const secret of [
      ...Object.values(secrets),
      "secret-encoded-name",
      "secret-upper",
      "secret-trpc-input",
    ])
      expect(log()).not.toContain(encodeURIComponent(secret).replace(/%20/g, "+"))
    expect(log()).not.toContain("secret")
    expect(log()).toContain('"url":"/api/v1/users/confirmation?confirmation_token=[redacted]"')
    expect(log()).toContain("/users/password/edit?confirmationToken=[redacted]&resetPasswordToken=[redacted]")
    expect(log()).toContain("&q=[redacted]&page=2&confirmation%5Ftoken=[redacted]&JWT=[redacted]")
    expect(log()).toContain("/trpc/policies.latest?input=")
    expect(log()).toContain("terms")
  })

  it("redacts URLs that Fastify or an error quotes in any other line", async () => {
    app.app.log.info("Route DELETE:/cable?jwt=secret-in-a-message not found")
    app.app.log.error(
      { err: new Error("could not open /users/invitation?invite_token=secret-in-an-error&x=1") },
      "request failed",
    )
    await logged("request failed")
    expect(log()).not.toContain("secret")
    expect(log()).toContain("Route DELETE:/cable?jwt=[redacted] not found")
    expect(log()).toContain("/users/invitation?invite_token=[redacted]&x=1")
  })
})
