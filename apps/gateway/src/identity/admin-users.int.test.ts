import { randomUUID } from "node:crypto"
import { driverName } from "@ignite/platform/testing"
import { Schema } from "effect"
import type { FastifyInstance } from "fastify"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { defineRoute } from "../rest/route"
import { buildGateway } from "../server"
import { startTestApp, type TestApp } from "../testing/test-app"

const password = "Secret123!"
const auditorEmail = "audra.roles@test.ignite.local"

/**
 * An operation only auditors and admins may call. The audit log's own routes live elsewhere; this one
 * stands for them, on a second gateway over the same services (same sessions, same hot reads).
 */
const auditorProbe = defineRoute({
  method: "GET",
  path: "/test/auditor-probe",
  summary: "",
  tag: "Test",
  access: "auditor",
  response: Schema.Struct({ reached: Schema.Boolean }),
  handler: async () => ({ reached: true }),
})

describe(`admins grant and revoke the auditor role (issue 22) on ${driverName()}`, () => {
  let app: TestApp
  let probeGateway: FastifyInstance
  let admin = { userId: "", token: "" }
  let userId = ""

  beforeAll(async () => {
    app = await startTestApp()
    probeGateway = await buildGateway({ services: app.services, routes: [auditorProbe], logRequests: false })
    admin = await app.agreedUser("roles-admin", ["admin"])
    // a plain confirmed user, no role of either side of the marketplace
    ;({ userId } = await app.services.identity.users.register({
      email: auditorEmail,
      password,
      firstName: "Audra",
      lastName: "Auditor",
      roles: [],
      confirmed: true,
    }))
    await app.acceptPolicies(userId)
  })
  afterAll(async () => {
    await probeGateway?.close()
    await app?.close()
  })

  const send = async (method: string, path: string, token?: string) => {
    const response = await app.request(path, { method, token })
    const text = await response.text()
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as unknown }
  }
  const signIn = async () => {
    const response = await app.request("/api/v1/users/sign_in", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ user: { email: auditorEmail, password } }),
    })
    expect(response.status).toBe(200)
    return response.headers.get("authorization")!.replace("Bearer ", "")
  }
  const probe = async (token: string) => {
    const answer = await probeGateway.inject({
      method: "GET",
      url: "/test/auditor-probe",
      headers: { authorization: `Bearer ${token}` },
    })
    return { status: answer.statusCode, body: answer.json() as unknown }
  }
  const auditorRole = (id: string) => `/api/v1/admin/users/${id}/roles/auditor`
  const eventsOfUser = async () => (await app.services.platform.store.readStream(`user-${userId}`)).events
  let auditorToken = ""

  it("grants the role as an event naming the admin; the user's session ends and their next sign-in reaches auditor routes", async () => {
    const before = await signIn()
    expect(await probe(before)).toMatchObject({ status: 403, body: { error: "Forbidden" } })

    const granted = await send("PUT", auditorRole(userId), admin.token)
    expect(granted).toEqual({ status: 200, body: { id: userId, userRoles: ["auditor"] } })
    const event = (await eventsOfUser()).at(-1)!
    expect(event).toMatchObject({
      type: "UserRoleGranted",
      data: { userId, role: "auditor", by: admin.userId, at: expect.any(String) },
      metadata: { actorId: admin.userId },
    })

    // the token carried the old roles: its session ended with the grant
    expect(await send("GET", "/api/v1/current_user", before)).toEqual({
      status: 401,
      body: { error: "InvalidToken", message: "Please sign in.", status: 401 },
    })
    auditorToken = await signIn()
    expect(await send("GET", "/api/v1/current_user", auditorToken)).toMatchObject({
      status: 200,
      body: { id: userId, userRoles: ["auditor"] },
    })
    expect(await probe(auditorToken)).toEqual({ status: 200, body: { reached: true } })
  })

  it("records nothing and ends nothing for a grant the user already has", async () => {
    const version = (await eventsOfUser()).length
    expect(await send("PUT", auditorRole(userId), admin.token)).toEqual({
      status: 200,
      body: { id: userId, userRoles: ["auditor"] },
    })
    expect(await eventsOfUser()).toHaveLength(version)
    expect((await probe(auditorToken)).status).toBe(200)
  })

  it("lists users for admins with their roles, by address (as typed) or by role", async () => {
    const audra = {
      id: userId,
      email: auditorEmail,
      firstName: "Audra",
      lastName: "Auditor",
      confirmed: true,
      userRoles: ["auditor"],
    }
    const byEmail = await send(
      "GET",
      `/api/v1/admin/users?email=${encodeURIComponent(` ${auditorEmail.toUpperCase()} `)}`,
      admin.token,
    )
    expect(byEmail).toMatchObject({ status: 200, body: { data: [audra], pagination: { count: 1 } } })
    expect(await send("GET", "/api/v1/admin/users?role=auditor", admin.token)).toMatchObject({
      status: 200,
      body: { data: [audra] },
    })
    expect(
      await send("GET", "/api/v1/admin/users?email=nobody%40test.ignite.local", admin.token),
    ).toMatchObject({ status: 200, body: { data: [], pagination: { count: 0 } } })
    const list = await (await app.trpc(admin.token)).adminUsers.list({ role: "admin" })
    expect(list.data.map((user) => user.id)).toEqual([admin.userId])
  })

  it("revokes the role: the auditor's very next request gets 401 InvalidToken, and their next sign-in has no auditor role", async () => {
    // warm: the session's answer is in the hot reads' memory
    expect((await probe(auditorToken)).status).toBe(200)
    expect(await send("DELETE", auditorRole(userId), admin.token)).toEqual({
      status: 200,
      body: { id: userId, userRoles: [] },
    })
    expect((await eventsOfUser()).at(-1)).toMatchObject({
      type: "UserRoleRevoked",
      data: { userId, role: "auditor", by: admin.userId },
    })
    expect(await probe(auditorToken)).toEqual({
      status: 401,
      body: { error: "InvalidToken", message: "Please sign in.", status: 401 },
    })
    const after = await signIn()
    expect(await probe(after)).toMatchObject({ status: 403, body: { error: "Forbidden" } })
    expect(await send("GET", "/api/v1/current_user", after)).toMatchObject({ body: { userRoles: [] } })

    // revoking what they no longer have changes nothing and keeps them signed in
    expect(await send("DELETE", auditorRole(userId), admin.token)).toEqual({
      status: 200,
      body: { id: userId, userRoles: [] },
    })
    expect((await send("GET", "/api/v1/current_user", after)).status).toBe(200)
  })

  it("grants and revokes through tRPC too, answering the user's roles", async () => {
    const trpc = await app.trpc(admin.token)
    expect(await trpc.adminUsers.grantAuditor({ userId })).toEqual({ id: userId, userRoles: ["auditor"] })
    expect(await trpc.adminUsers.revokeAuditor({ userId })).toEqual({ id: userId, userRoles: [] })
    expect((await eventsOfUser()).slice(-2).map((event) => event.type)).toEqual([
      "UserRoleGranted",
      "UserRoleRevoked",
    ])
  })

  it("answers an unknown user with the 404 envelope, on both transports", async () => {
    const nobody = randomUUID()
    const notFound = { error: "NotFound", message: "There is no such user.", status: 404 }
    expect(await send("PUT", auditorRole(nobody), admin.token)).toEqual({ status: 404, body: notFound })
    expect(await send("DELETE", auditorRole(nobody), admin.token)).toEqual({ status: 404, body: notFound })
    await expect(
      (await app.trpc(admin.token)).adminUsers.grantAuditor({ userId: nobody }),
    ).rejects.toMatchObject({ code: "NOT_FOUND", message: "There is no such user." })
    expect((await send("PUT", auditorRole("not-a-uuid"), admin.token)).status).toBe(400)
  })

  it("lets no one but admins change roles", async () => {
    const other = await app.agreedUser("roles-company", ["ignite"])
    expect(await send("PUT", auditorRole(other.userId), other.token)).toMatchObject({
      status: 403,
      body: { error: "Forbidden" },
    })
    const auditor = await app.agreedUser("roles-auditor", ["auditor"])
    // an auditor reads the history and changes nothing, their own roles included
    expect((await send("DELETE", auditorRole(auditor.userId), auditor.token)).status).toBe(403)
  })
})
