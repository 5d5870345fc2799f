import { driverName } from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "../testing/test-app"

const refusal = "Text must not contain NUL characters or unpaired UTF-16 surrogates."
const nul = "a\u0000b"
const loneSurrogate = "a\ud800b"

/**
 * PostgreSQL text and jsonb cannot hold U+0000 and UTF-8 cannot encode a lone surrogate: such strings are
 * refused as field problems where input is decoded, on every route and both transports, before any SQL.
 */
describe(`unstorable text on ${driverName()}`, () => {
  let app: TestApp
  let operator: string

  beforeAll(async () => {
    app = await startTestApp()
    operator = await app.token(["operator"])
  })
  afterAll(() => app.close())

  // JSON.stringify writes U+0000 and a lone surrogate as \u escapes, the way a hostile client would
  const send = async (method: string, path: string, body: unknown, token?: string) => {
    const response = await app.request(path, {
      method,
      token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const refused = (...paths: string[]) => ({
    status: 400,
    body: {
      error: "ValidationFailed",
      status: 400,
      details: paths.map((path) => ({ path, message: refusal })),
    },
  })

  it("refuses them in anonymous REST bodies, naming the field", async () => {
    expect(
      await send("POST", "/api/v1/users/sign_in", { user: { email: `${nul}@x.gov`, password: "x" } }),
    ).toMatchObject(refused("user.email"))
    expect(
      await send("POST", "/api/v1/users/sign_in", { user: { email: "a@x.gov", password: loneSurrogate } }),
    ).toMatchObject(refused("user.password"))
    expect(await send("POST", "/api/v1/users/password", { user: { email: `${nul}@x.gov` } })).toMatchObject(
      refused("user.email"),
    )
    expect(
      await send("POST", "/api/v1/users/confirmation", { user: { email: "a@x.gov" }, redirectTo: `/${nul}` }),
    ).toMatchObject(refused("redirectTo"))
    expect(
      await send("PATCH", "/api/v1/users/password", {
        user: { resetPasswordToken: nul, password: "Secret1!", passwordConfirmation: "Secret1!" },
      }),
    ).toMatchObject(refused("user.resetPasswordToken"))
  })

  it("refuses them in path and query parameters and in field names", async () => {
    const stream = await app.request("/api/v1/operator/streams/%00/events", { token: operator })
    expect({ status: stream.status, body: await stream.json() }).toMatchObject(refused("streamId"))
    const confirmation = await app.request("/api/v1/users/confirmation?confirmation_token=x%00y")
    expect({ status: confirmation.status, body: await confirmation.json() }).toMatchObject(
      refused("confirmation_token"),
    )
    const devMail = await app.request("/api/dev/mail?to=a%00b")
    expect({ status: devMail.status, body: await devMail.json() }).toEqual({ status: 200, body: [] })
    const { token } = await app.agreedUser("text-input", ["ignite"])
    expect(
      await send("PATCH", "/api/v1/users", { user: { [`first${nul}Name`]: "Ada" } }, token),
    ).toMatchObject({
      status: 400,
      body: {
        error: "ValidationFailed",
        details: [
          {
            path: "user",
            message: "Field names must not contain NUL characters or unpaired UTF-16 surrogates.",
          },
        ],
      },
    })
  })

  it("refuses them in signed-in, operator and admin bodies, multipart included", async () => {
    const { token } = await app.agreedUser("text-fields", ["ignite"])
    expect(
      await send(
        "PATCH",
        "/api/v1/users",
        {
          user: {
            firstName: nul,
            lastName: "Lovelace",
            title: "CTO",
            cellPhone: "555-0100",
            timezone: "Etc/UTC",
          },
        },
        token,
      ),
    ).toMatchObject(refused("user.firstName"))
    const form = new FormData()
    form.set("user[firstName]", "Ada")
    form.set("user[lastName]", nul)
    form.set("user[title]", "CTO")
    form.set("user[cellPhone]", "555-0100")
    form.set("user[timezone]", "Etc/UTC")
    const multipart = await app.request("/api/v1/users", { method: "PATCH", token, body: form })
    expect({ status: multipart.status, body: await multipart.json() }).toMatchObject(refused("user.lastName"))

    expect(
      await send(
        "POST",
        "/api/v1/operator/users",
        { email: "new@x.gov", password: "Secret1!", firstName: nul, lastName: "B", roles: ["gov"] },
        operator,
      ),
    ).toMatchObject(refused("firstName"))

    const admin = await app.agreedUser("text-admin", ["admin"])
    const policy = {
      kind: "privacy",
      title: "Privacy Statement",
      publishDate: "2027-01-01",
      content: "<p>x</p>",
    }
    expect(
      await send(
        "POST",
        "/api/v1/admin/policies",
        { ...policy, title: `Privacy${loneSurrogate}` },
        admin.token,
      ),
    ).toMatchObject(refused("title"))
    expect(
      await send("POST", "/api/v1/admin/policies", { ...policy, content: `<p>${nul}</p>` }, admin.token),
    ).toMatchObject(refused("content"))
  })

  it("refuses them over tRPC with the same field problems", async () => {
    const response = await app.request("/trpc/auth.signIn", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: `${nul}@x.gov`, password: loneSurrogate }),
    })
    const body = (await response.json()) as { error: { data: Record<string, unknown> } }
    expect(response.status).toBe(400)
    expect(body.error.data).toMatchObject({
      error: "ValidationFailed",
      status: 400,
      details: [
        { path: "email", message: refusal },
        { path: "password", message: refusal },
      ],
    })
  })

  it("still takes well-formed text beyond the Basic Multilingual Plane", async () => {
    const signIn = await send("POST", "/api/v1/users/sign_in", {
      user: { email: "emoji\u{1F600}@x.gov", password: "pässwörd\u{1F600}" },
    })
    expect(signIn.status).not.toBe(500)
    expect(signIn.body.error).not.toBe("ValidationFailed")
  })
})
