import { driverName } from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "../testing/test-app"

const boundary = "----ignite-test-boundary"

describe(`multipart framing on ${driverName()}`, () => {
  let app: TestApp

  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(() => app.close())

  const post = (
    path: string,
    contentType: string,
    body: string,
    init: { method?: string; token?: string } = {},
  ) =>
    app.request(path, {
      method: init.method ?? "POST",
      token: init.token,
      headers: { "content-type": contentType },
      body,
    })
  const envelope = async (response: Response) => ({ status: response.status, body: await response.json() })

  it("answers a multipart request without a boundary with 400, anonymous or signed in", async () => {
    const anonymous = await post("/api/v1/users/sign_in", "multipart/form-data", "user[email]=a")
    expect(await envelope(anonymous)).toEqual({
      status: 400,
      body: {
        error: "BadRequest",
        message: "The form could not be read: the multipart framing is broken.",
        status: 400,
      },
    })
    // a caller the route admits: the form is read (and found broken) only after authorization
    const { token } = await app.agreedUser("framing", ["ignite"])
    const signedIn = await post("/api/v1/users", "multipart/form-data", "", { method: "PATCH", token })
    expect(await envelope(signedIn)).toMatchObject({
      status: 400,
      body: { error: "BadRequest", status: 400 },
    })
  })

  it("answers a body that does not match its boundary, or stops in the middle of a part, with 400", async () => {
    const broken = await post(
      "/api/v1/users/password",
      `multipart/form-data; boundary=${boundary}`,
      "no parts here",
    )
    expect(await envelope(broken)).toMatchObject({ status: 400, body: { error: "BadRequest", status: 400 } })
    const truncated = await post(
      "/api/v1/users/password",
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\nContent-Disposition: form-data; name="user[email]"\r\n\r\nsomeone@exam`,
    )
    expect(await envelope(truncated)).toMatchObject({
      status: 400,
      body: { error: "BadRequest", status: 400 },
    })
    // a part busboy cannot name is skipped, so the form simply lacks the field
    const nameless = await post(
      "/api/v1/users/password",
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\nnot a header line\r\n\r\nx\r\n--${boundary}--\r\n`,
    )
    expect(await envelope(nameless)).toMatchObject({ status: 400, body: { error: "ValidationFailed" } })
  })

  it("refuses a file where a REST route takes text, and multipart on tRPC, without a 500", async () => {
    const form = new FormData()
    form.set("user[email]", new Blob(["a@b.gov"], { type: "text/plain" }), "email.txt")
    form.set("user[password]", "Secret1!")
    const file = await app.request("/api/v1/users/sign_in", { method: "POST", body: form })
    expect(await envelope(file)).toMatchObject({
      status: 400,
      body: { error: "ValidationFailed", details: [expect.objectContaining({ path: "user.email" })] },
    })
    const fields = new FormData()
    fields.set("email", "a@b.gov")
    fields.set("password", "Secret1!")
    const trpc = await app.request("/trpc/auth.signIn", { method: "POST", body: fields })
    // tRPC takes JSON only: the form reaches the procedure as no input at all
    expect(trpc.status).toBe(400)
    expect(((await trpc.json()) as { error: { data: unknown } }).error.data).toMatchObject({
      error: "ValidationFailed",
    })
    const noBoundary = await post("/trpc/auth.signIn", "multipart/form-data", "x")
    expect(noBoundary.status).toBe(400)
    expect(((await noBoundary.json()) as { error: { data: unknown } }).error.data).toMatchObject({
      error: "BadRequest",
    })
  })
})
