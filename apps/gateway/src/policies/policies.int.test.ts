import type { AppError } from "@ignite/contracts"
import { driverName } from "@ignite/platform/testing"
import type { TRPCError } from "@trpc/server"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp } from "../testing/test-app"

type Role = "ignite" | "gov" | "admin"

/**
 * Policies through the whole app: REST over HTTP and the router called in process, as users named by the
 * test (each a real confirmed user with a live session) who have or have not agreed to the policies.
 */
const startHarness = async () => {
  const app = await startTestApp()
  const ids = new Map<string, string>()
  const token = async (name: string, roles: Role[] = ["gov"]) => {
    const session = await app.userToken(name, roles)
    ids.set(name, session.userId)
    return session.token
  }
  return {
    app,
    services: app.services,
    token,
    trpc: async (token?: string) => (await app.trpc(token)).policies,
    /** The id of the user a name stands for. */
    userId: (name: string) => ids.get(name)!,
    /** A user who has agreed to the terms and privacy in force, so the terms gate lets them through. */
    async agreed(name: string, roles: Role[]) {
      const signed = await token(name, roles)
      await app.acceptPolicies(ids.get(name)!)
      return signed
    },
    close: () => app.close(),
  }
}

type Harness = Awaited<ReturnType<typeof startHarness>>

const rejectionOf = async (promise: Promise<unknown>) => {
  try {
    await promise
  } catch (error) {
    return error as TRPCError & { cause: AppError }
  }
  throw new Error("expected the call to fail")
}

describe(`policies through the gateway on ${driverName()}`, () => {
  let h: Harness

  beforeAll(async () => {
    h = await startHarness()
  })
  afterAll(() => h?.close())

  const rest = async (
    method: "GET" | "POST",
    url: string,
    options: { token?: string; body?: unknown } = {},
  ) => {
    const response = await h.app.request(url, {
      method,
      token: options.token,
      ...(options.body === undefined
        ? {}
        : { headers: { "content-type": "application/json" }, body: JSON.stringify(options.body) }),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  describe("REST facade", () => {
    it("serves the latest of each policy to anyone, as the spec's document object", async () => {
      for (const [path, title] of [
        ["/api/v1/terms", "Terms of Service"],
        ["/api/v1/privacy", "Privacy Statement"],
        ["/api/v1/anti_spam_policy", "Anti-Spam Policy"],
      ] as const) {
        const { status, body } = await rest("GET", path, { token: "garbage" })
        expect(status).toBe(200)
        expect(Object.keys(body).sort()).toEqual(["content", "id", "publishDate", "title"])
        expect(body).toMatchObject({ title, publishDate: "2026-11-01" })
      }
    })

    it("signs terms and privacy for the caller, once, and answers the signature", async () => {
      const terms = (await rest("GET", "/api/v1/terms")).body
      const path = `/api/v1/terms/${terms.id}/sign`
      expect(await rest("POST", path)).toEqual({
        status: 401,
        body: { error: "MissingToken", message: "Please sign in.", status: 401 },
      })
      const token = await h.token("rest-user")
      const first = await rest("POST", path, { token })
      expect(first.status).toBe(200)
      expect(first.body).toEqual({ kind: "terms", documentId: terms.id, signedAt: expect.any(String) })
      expect((await rest("POST", path, { token })).body).toEqual(first.body)
      expect(await h.services.identity.reads.unsignedPolicyKinds(h.userId("rest-user"))).toEqual(["privacy"])

      const wrongKind = await rest("POST", `/api/v1/privacy/${terms.id}/sign`, { token })
      expect(wrongKind.body).toMatchObject({ error: "NotFound", status: 404 })
      const badId = await rest("POST", "/api/v1/privacy/not-a-uuid/sign", { token })
      expect(badId.body).toMatchObject({ error: "ValidationFailed", status: 400, details: [{ path: "id" }] })
    })

    it("lets only admins publish, validates the body, and outdates the previous version", async () => {
      const previous = (await rest("GET", "/api/v1/privacy")).body
      const body = {
        kind: "privacy",
        title: "Privacy Statement",
        publishDate: "2027-01-01",
        content: '<p>Updated.</p><img src="x" onerror="alert(1)">',
      }
      expect(
        (await rest("POST", "/api/v1/admin/policies", { token: await h.agreed("g", ["gov"]), body })).body,
      ).toMatchObject({ error: "Forbidden", status: 403 })

      const gated = await h.token("admin-1", ["admin"])
      expect((await rest("POST", "/api/v1/admin/policies", { token: gated, body })).body).toMatchObject({
        error: "MissingTermsPrivacy",
        status: 401,
      })
      const admin = await h.agreed("admin-1", ["admin"])
      const invalid = await rest("POST", "/api/v1/admin/policies", {
        token: admin,
        body: { ...body, title: "P", publishDate: "tomorrow" },
      })
      expect(invalid.status).toBe(400)
      expect((invalid.body.details as Array<{ path: string }>).map((d) => d.path).sort()).toEqual([
        "publishDate",
        "title",
      ])

      const created = await rest("POST", "/api/v1/admin/policies", { token: admin, body })
      expect(created).toMatchObject({
        status: 201,
        body: { title: "Privacy Statement", content: "<p>Updated.</p>" },
      })
      expect((await rest("GET", "/api/v1/privacy")).body).toEqual(created.body)

      const outdated = await rest("POST", `/api/v1/privacy/${previous.id}/sign`, {
        token: await h.token("late"),
      })
      expect(outdated).toEqual({
        status: 409,
        body: {
          error: "OutdatedPolicy",
          message:
            "A newer version of the privacy statement has been published. Please review and agree to the latest version.",
          status: 409,
        },
      })
    })

    it("documents the routes in the generated OpenAPI document", async () => {
      const paths = (await rest("GET", "/api/v1/openapi.json")).body.paths as Record<string, unknown>
      expect(Object.keys(paths)).toEqual(
        expect.arrayContaining([
          "/api/v1/terms",
          "/api/v1/privacy",
          "/api/v1/anti_spam_policy",
          "/api/v1/terms/{id}/sign",
          "/api/v1/privacy/{id}/sign",
          "/api/v1/admin/policies",
        ]),
      )
    })
  })

  describe("tRPC router", () => {
    it("serves the latest document publicly and what is left to sign to the signed-in user", async () => {
      const anonymous = await h.trpc()
      const antiSpam = await anonymous.latest({ kind: "antiSpam" })
      expect(antiSpam.title).toBe("Anti-Spam Policy")
      const unauthenticated = await rejectionOf(anonymous.unsigned())
      expect(unauthenticated.code).toBe("UNAUTHORIZED")
      expect(unauthenticated.cause.code).toBe("MissingToken")

      const caller = await h.trpc(await h.token("trpc-user"))
      const unsigned = await caller.unsigned()
      expect(unsigned.map((u) => u.kind)).toEqual(["terms", "privacy"])
      for (const { kind, document } of unsigned) {
        const signature = await caller.sign({ kind, id: document.id })
        expect(signature).toMatchObject({ kind, documentId: document.id })
      }
      expect(await caller.unsigned()).toEqual([])
    })

    it("refuses the anti-spam policy, outdated versions and non-admin publishing", async () => {
      const caller = await h.trpc(await h.agreed("trpc-other", ["gov"]))
      const antiSpam = await caller.latest({ kind: "antiSpam" })
      const notSignable = await rejectionOf(caller.sign({ kind: "antiSpam" as "terms", id: antiSpam.id }))
      expect(notSignable.code).toBe("BAD_REQUEST")

      const stale = (await h.services.identity.reads.policyHistory("privacy")).at(-1)!
      const outdated = await rejectionOf(caller.sign({ kind: "privacy", id: stale.id }))
      expect([outdated.code, outdated.cause.code]).toEqual(["CONFLICT", "OutdatedPolicy"])

      const input = {
        kind: "terms" as const,
        title: "Terms",
        publishDate: "2027-02-01",
        content: "<p>New</p>",
      }
      expect((await rejectionOf(caller.publish(input))).cause.code).toBe("Forbidden")
      const admin = await h.trpc(await h.agreed("admin-2", ["admin"]))
      const published = await admin.publish(input)
      expect(await caller.latest({ kind: "terms" })).toEqual(published)
    })
  })
})
