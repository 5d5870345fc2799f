import { driverName, waitFor } from "@ignite/platform/testing"
import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "../testing/test-app"

describe(`identity through the gateway on ${driverName()}`, () => {
  let app: TestApp

  beforeAll(async () => {
    app = await startTestApp({ ADMIN_EMAIL: "Admin@Ignite.test", ADMIN_PASSWORD: "Admin123!" })
  })
  afterAll(() => app.close())

  const send = async (method: string, path: string, body?: unknown, token?: string) => {
    const response = await app.request(path, {
      method,
      token,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    return {
      status: response.status,
      headers: response.headers,
      body: (text ? JSON.parse(text) : undefined) as Record<string, unknown>,
    }
  }
  const trpc = async (path: string, input?: unknown, token?: string, method: "GET" | "POST" = "POST") => {
    const response =
      method === "GET"
        ? await app.request(
            `/trpc/${path}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
            { token },
          )
        : await app.request(`/trpc/${path}`, {
            method: "POST",
            token,
            headers: { "content-type": "application/json" },
            body: JSON.stringify(input ?? {}),
          })
    const body = (await response.json()) as {
      result?: { data: Record<string, unknown> }
      error?: { message: string; data: Record<string, unknown> }
    }
    return { status: response.status, data: body.result?.data, error: body.error }
  }
  const signIn = async (email: string, password: string) => {
    const answer = await send("POST", "/api/v1/users/sign_in", { user: { email, password } })
    expect(answer.status).toBe(200)
    return answer.headers.get("authorization")!.replace("Bearer ", "")
  }
  /** A session as a sign-up that signs the new user in leaves it: the only way an unconfirmed user has one. */
  const sessionToken = async (userId: string) => {
    const grant = await app.services.identity.users.openSession(userId, { ip: "127.0.0.1" })
    return app.services.keys.sign(
      { sub: grant.userId, roles: [...grant.roles], sid: grant.sessionId },
      grant.ttlSeconds,
    )
  }
  const inbox = async (to: string) =>
    (await send("GET", `/api/dev/mail?to=${encodeURIComponent(to)}`)).body as unknown as Array<{
      subject: string
      text: string
    }>
  /** A user who has agreed to the terms and privacy in force, so only the gate under test applies. */
  const register = async (email: string, confirmed: boolean, roles: Array<"gov" | "ignite"> = ["gov"]) => {
    const registered = await app.services.identity.users.register({
      email,
      password: "Secret1!",
      firstName: "Kay",
      lastName: "Tester",
      roles,
      confirmed,
    })
    await app.acceptPolicies(registered.userId)
    return registered
  }

  it("signs the bootstrap admin in over REST, token in the Authorization header", async () => {
    const answer = await send("POST", "/api/v1/users/sign_in", {
      user: { email: "admin@ignite.test", password: "Admin123!" },
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get("authorization")).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/)
    expect(answer.body).toMatchObject({ email: "admin@ignite.test", userRoles: ["admin"], confirmed: true })
    const token = answer.headers.get("authorization")!.slice(7)
    // terms and privacy are published at start: nobody uses the app before agreeing to them
    const gated = await send("GET", "/api/v1/current_user?eager=technologyTypes", undefined, token)
    expect(gated.body).toMatchObject({ error: "MissingTermsPrivacy", status: 401 })
    const terms = await send("GET", "/api/v1/terms")
    const privacy = await send("GET", "/api/v1/privacy")
    expect((await send("POST", `/api/v1/terms/${terms.body.id}/sign`, undefined, token)).status).toBeLessThan(
      300,
    )
    expect(
      (await send("POST", `/api/v1/privacy/${privacy.body.id}/sign`, undefined, token)).status,
    ).toBeLessThan(300)
    const me = await send("GET", "/api/v1/current_user?eager=technologyTypes", undefined, token)
    expect(me.body).toMatchObject({ email: "admin@ignite.test" })
  })

  it("answers wrong passwords and bad input with the spec's envelope, never a 500", async () => {
    const wrong = await send("POST", "/api/v1/users/sign_in", {
      user: { email: "admin@ignite.test", password: "nope" },
    })
    expect(wrong).toMatchObject({
      status: 401,
      body: { error: "InvalidCredentials", message: "Invalid email or password.", status: 401 },
    })
    const unwrapped = await send("POST", "/api/v1/users/sign_in", {
      email: "admin@ignite.test",
      password: "x",
    })
    expect(unwrapped.body).toMatchObject({ error: "ValidationFailed", status: 400 })
    const noEmail = await send("POST", "/api/v1/users/sign_in", { user: { email: " ", password: "x" } })
    expect(noEmail.body).toMatchObject({
      error: "ValidationFailed",
      details: [{ path: "user.email", message: "Provide a valid email" }],
    })
    const trpcBad = await trpc("auth.signIn", { email: 42 })
    expect(trpcBad.status).toBe(400)
    expect(trpcBad.error?.data).toMatchObject({ error: "ValidationFailed" })
    for (const [method, path, body] of [
      ["PATCH", "/api/v1/users/password", { user: { password: "short" } }],
      ["POST", "/api/v1/users/password", { user: {} }],
      ["GET", "/api/v1/users/confirmation", undefined],
      ["POST", "/api/v1/users/confirmation", { nope: true }],
    ] as const) {
      const answer = await send(method, path, body)
      expect(answer.status).toBe(400)
      expect(answer.body.error).toBe("ValidationFailed")
    }
  })

  it("checks only that sign-in and reset emails are there: a malformed one is an unknown address", async () => {
    const invalid = { error: "InvalidCredentials", message: "Invalid email or password.", status: 401 }
    const rest = await send("POST", "/api/v1/users/sign_in", {
      user: { email: "not-an-email", password: "Secret1!" },
    })
    expect(rest).toMatchObject({ status: 401, body: invalid })
    const overTrpc = await trpc("auth.signIn", { email: "not an email", password: "Secret1!" })
    expect(overTrpc.status).toBe(401)
    expect(overTrpc.error).toMatchObject({
      message: invalid.message,
      data: { error: invalid.error, status: invalid.status },
    })

    const neutral = {
      message:
        "If the email provided is in our records, an email will be sent with instructions to reset your password",
    }
    const reset = await send("POST", "/api/v1/users/password", { user: { email: "not-an-email" } })
    expect(reset).toMatchObject({ status: 200, body: neutral })
    expect((await trpc("auth.requestPasswordReset", { email: "nobody" })).data).toEqual(neutral)
    for (const answer of [
      await send("POST", "/api/v1/users/password", { user: { email: "" } }),
      await send("POST", "/api/v1/users/password", { user: { email: `${"x".repeat(250)}@a.gov` } }),
    ])
      expect(answer.body).toMatchObject({ error: "ValidationFailed", details: [{ path: "user.email" }] })
    // resending a confirmation still needs a valid address
    const resend = await trpc("auth.resendConfirmation", { email: "not-an-email" })
    expect(resend.error?.data).toMatchObject({
      error: "ValidationFailed",
      details: [{ path: "email", message: "Provide a valid email" }],
    })
  })

  it("refuses sign-in to an unconfirmed user after the right password, on both transports", async () => {
    const { userId } = await register("unconfirmed.signin@agency.gov", false)
    const unconfirmed = { error: "UnconfirmedEmail", message: "Please confirm your email.", status: 401 }
    const rest = await send("POST", "/api/v1/users/sign_in", {
      user: { email: "Unconfirmed.Signin@agency.gov", password: "Secret1!" },
    })
    expect(rest.status).toBe(401)
    expect(rest.body).toEqual(unconfirmed)
    expect(rest.headers.get("authorization")).toBeNull()
    const overTrpc = await trpc("auth.signIn", {
      email: "unconfirmed.signin@agency.gov",
      password: "Secret1!",
    })
    expect(overTrpc.status).toBe(401)
    expect(overTrpc.error).toMatchObject({
      message: unconfirmed.message,
      data: { error: unconfirmed.error, status: unconfirmed.status },
    })
    // without the right password nothing is revealed
    const wrong = await send("POST", "/api/v1/users/sign_in", {
      user: { email: "unconfirmed.signin@agency.gov", password: "Wrong1!" },
    })
    expect(wrong.body).toMatchObject({ error: "InvalidCredentials", status: 401 })
    const { events } = await app.services.platform.store.readStream(`user-${userId}`)
    expect(events.map((e) => e.type)).not.toContain("SignedIn")
  })

  it("gates an unconfirmed user's session until the mailed link confirms them", async () => {
    const { userId } = await register("unconfirmed@agency.gov", false)
    const token = await sessionToken(userId)
    const gated = await send("GET", "/api/v1/current_user", undefined, token)
    expect(gated.body).toEqual({
      error: "UnconfirmedEmail",
      message: "Please confirm your email.",
      status: 401,
    })
    const session = await trpc("auth.session", undefined, token, "GET")
    expect(session.data).toMatchObject({
      gate: "UnconfirmedEmail",
      user: { email: "unconfirmed@agency.gov", confirmed: false },
    })

    const bad = await send("GET", "/api/v1/users/confirmation?confirmation_token=forged")
    expect(bad.body).toMatchObject({
      error: "InvalidConfirmationToken",
      message: "The confirmation token is invalid.",
    })
    const link = await app.linkToken(userId, "ConfirmationSent")
    const ok = await send("GET", `/api/v1/users/confirmation?confirmation_token=${link}`)
    expect(ok.body).toEqual({ message: "Your account has been confirmed!" })
    expect((await send("GET", "/api/v1/current_user", undefined, token)).status).toBe(200)
    await signIn("unconfirmed@agency.gov", "Secret1!")
  })

  it("puts a resend's redirectTo path on the mailed link, and refuses anything but a path of this app", async () => {
    await register("redirect.rest@agency.gov", false)
    await register("redirect.trpc@agency.gov", false)
    const sent = { message: "A new confirmation email has been sent." }
    expect(
      (
        await send("POST", "/api/v1/users/confirmation", {
          user: { email: "redirect.rest@agency.gov", redirectTo: "/account?tab=settings" },
        })
      ).body,
    ).toEqual(sent)
    expect(
      (
        await trpc("auth.resendConfirmation", {
          email: "redirect.trpc@agency.gov",
          redirectTo: "/account",
        })
      ).data,
    ).toEqual(sent)
    const linkOf = async (to: string) => {
      const resent = await waitFor(async () => {
        const mails = await inbox(to)
        return mails.length > 1 ? mails : undefined
      })
      const href = resent
        .map((mail) => /Confirm my account: (\S+)/.exec(mail.text)?.[1])
        .find((link) => link?.includes("redirectTo"))
      return new URL(href ?? "http://missing/")
    }
    const rest = await linkOf("redirect.rest@agency.gov")
    expect(rest.pathname).toBe("/confirm_email")
    expect(rest.searchParams.get("confirmationToken")).toMatch(/^[\w-]+$/)
    expect(rest.searchParams.get("redirectTo")).toBe("/account?tab=settings")
    expect((await linkOf("redirect.trpc@agency.gov")).searchParams.get("redirectTo")).toBe("/account")

    // the spec's payload puts redirectTo beside user: taken too
    const beside = await send("POST", "/api/v1/users/confirmation", {
      user: { email: "redirect.rest@agency.gov" },
      redirectTo: "/",
    })
    expect(beside.body).toEqual(sent)
    for (const redirectTo of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "/a b",
      `/${"a".repeat(500)}`,
    ]) {
      const nested = await send("POST", "/api/v1/users/confirmation", {
        user: { email: "redirect.rest@agency.gov", redirectTo },
      })
      expect(nested.status).toBe(400)
      expect(nested.body).toMatchObject({ error: "ValidationFailed", details: [{ path: "user.redirectTo" }] })
      const top = await send("POST", "/api/v1/users/confirmation", {
        user: { email: "redirect.rest@agency.gov" },
        redirectTo,
      })
      expect(top.body).toMatchObject({ error: "ValidationFailed", details: [{ path: "redirectTo" }] })
      const overTrpc = await trpc("auth.resendConfirmation", {
        email: "redirect.trpc@agency.gov",
        redirectTo,
      })
      expect(overTrpc.status).toBe(400)
      expect(overTrpc.error?.data).toMatchObject({
        error: "ValidationFailed",
        details: [{ path: "redirectTo", message: "Must be a path of this app, such as /account" }],
      })
    }
  })

  it("takes an X-User-Email header on sign-in only when it names the email signed in with", async () => {
    await register("header@agency.gov", true)
    const withHeader = (header: string, email = "header@agency.gov") =>
      app.request("/api/v1/users/sign_in", {
        method: "POST",
        headers: { "content-type": "application/json", "x-user-email": header },
        body: JSON.stringify({ user: { email, password: "Secret1!" } }),
      })
    const same = await withHeader(" Header@Agency.gov ")
    expect(same.status).toBe(200)
    expect(same.headers.get("authorization")).toMatch(/^Bearer /)
    const other = await withHeader("someone@agency.gov")
    expect(other.status).toBe(400)
    expect(await other.json()).toEqual({
      error: "BadRequest",
      message: "The X-User-Email header does not match the email signed in with.",
      status: 400,
    })
    const openApi = (await send("GET", "/api/v1/openapi.json")).body as {
      paths: Record<string, { post: { parameters: Array<{ name: string; in: string; required: boolean }> } }>
    }
    expect(openApi.paths["/api/v1/users/sign_in"]!.post.parameters).toContainEqual(
      expect.objectContaining({ name: "x-user-email", in: "header", required: false }),
    )
  })

  it("mails the confirmation link once, to the dev mailbox, and the link confirms", async () => {
    await register("mailed@agency.gov", false)
    const mail = await waitFor(async () => {
      const inbox = await send("GET", "/api/dev/mail?to=mailed@agency.gov")
      const list = inbox.body as unknown as Array<{ subject: string; text: string; html: string }>
      return list.length > 0 ? list : undefined
    })
    expect(mail).toHaveLength(1)
    expect(mail[0]!.subject).toBe("Confirm your Ignite account")
    const link = /\/confirm_email\?confirmationToken=([\w-]+)/.exec(mail[0]!.text)
    expect(link).not.toBeNull()
    const ok = await send("GET", `/api/v1/users/confirmation?confirmation_token=${link![1]}`)
    expect(ok.body).toEqual({ message: "Your account has been confirmed!" })
    await send("POST", "/api/v1/users/password", { user: { email: "mailed@agency.gov" } })
    const reset = await waitFor(async () => {
      const inbox = (await send("GET", "/api/dev/mail?to=mailed@agency.gov")).body as unknown as Array<{
        subject: string
      }>
      return inbox.find((m) => m.subject === "Reset your Ignite password")
    })
    expect(reset).toBeDefined()
  })

  it("signs out by revoking the session on the server", async () => {
    await register("leaver@agency.gov", true)
    const token = await signIn("leaver@agency.gov", "Secret1!")
    expect((await send("DELETE", "/api/v1/users/sign_out", undefined, token)).status).toBe(204)
    expect((await send("GET", "/api/v1/current_user", undefined, token)).body).toMatchObject({
      error: "InvalidToken",
    })
    expect((await send("DELETE", "/api/v1/users/sign_out")).body).toMatchObject({ error: "MissingToken" })
  })

  it("resets a password: neutral answer for any email, single-use token", async () => {
    const { userId } = await register("forgetful@agency.gov", true)
    const neutral =
      "If the email provided is in our records, an email will be sent with instructions to reset your password"
    expect(
      (await send("POST", "/api/v1/users/password", { user: { email: "forgetful@agency.gov" } })).body,
    ).toEqual({ message: neutral })
    expect(
      (await send("POST", "/api/v1/users/password", { user: { email: "nobody@agency.gov" } })).body,
    ).toEqual({ message: neutral })
    const resetPasswordToken = await app.linkToken(userId, "PasswordResetRequested")
    const weak = await send("PATCH", "/api/v1/users/password", {
      user: { password: "weak", passwordConfirmation: "weak", resetPasswordToken },
    })
    expect(weak.body.details).toEqual([
      {
        path: "user.password",
        message:
          "Must be at least 6 characters, contain at least one capital and lowercase letter, number, and special character (#?!@$%^&*-)",
        code: "insufficient_length",
      },
    ])
    const unequal = await send("PATCH", "/api/v1/users/password", {
      user: { password: "Better1!", passwordConfirmation: "Better1?", resetPasswordToken },
    })
    expect(unequal.body.details).toEqual([
      { path: "user.passwordConfirmation", message: "Passwords must match", code: "mismatch" },
    ])
    const done = await send("PATCH", "/api/v1/users/password", {
      user: { password: "Better1!", passwordConfirmation: "Better1!", resetPasswordToken },
    })
    expect(done.body).toEqual({
      message: "Your password has been reset. Please login using your new password.",
    })
    const again = await trpc("auth.resetPassword", {
      password: "Better2!",
      passwordConfirmation: "Better2!",
      resetPasswordToken,
    })
    expect(again.error?.data).toMatchObject({ error: "InvalidResetPasswordToken", status: 400 })
    await signIn("forgetful@agency.gov", "Better1!")
  })

  it("changes password, email (with undo) and settings for the signed-in user", async () => {
    await register("changer@agency.gov", true)
    const token = await signIn("changer@agency.gov", "Secret1!")
    const wrong = await send(
      "PATCH",
      "/api/v1/users",
      { user: { currentPassword: "Wrong1!", password: "Next1!x", passwordConfirmation: "Next1!x" } },
      token,
    )
    expect(wrong.body).toEqual({
      error: "InvalidCurrentPassword",
      message: "Current password is invalid",
      status: 400,
    })
    const changed = await trpc(
      "users.changePassword",
      { currentPassword: "Secret1!", password: "Next1!x", passwordConfirmation: "Next1!x" },
      token,
    )
    expect(changed.data).toEqual({ message: "Password changed successfully." })

    const pending = await send("PATCH", "/api/v1/users", { user: { email: "Changed@Agency.gov" } }, token)
    expect(pending.body).toMatchObject({
      email: "changer@agency.gov",
      unconfirmedEmail: "changed@agency.gov",
    })
    const undone = await send("PATCH", "/api/v1/users/confirmation/cancel", undefined, token)
    expect(undone.body).toMatchObject({ email: "changer@agency.gov", unconfirmedEmail: null })

    const settings = await send(
      "PATCH",
      "/api/v1/users",
      {
        user: {
          govUserSettingAttributes: { allowMessageRequests: false },
          userEmailNotificationSettingAttributes: { newChatMessage: false },
        },
      },
      token,
    )
    expect(settings.body).toMatchObject({
      govUserSetting: { allowMessageRequests: false },
      userEmailNotificationSetting: { newChatMessage: false },
    })
    // The Settings card's own read answers just the settings, on both transports.
    const saved = {
      govUserSetting: { allowMessageRequests: false },
      userAppNotificationSetting: { newChatMessage: true },
      userEmailNotificationSetting: { newChatMessage: false },
    }
    expect((await send("GET", "/api/v1/users/settings", undefined, token)).body).toEqual(saved)
    expect((await trpc("users.settings", undefined, token, "GET")).data).toEqual(saved)
    expect((await send("GET", "/api/v1/users/settings")).body).toMatchObject({
      error: "MissingToken",
      status: 401,
    })
  })

  it("refuses the current email as a new one on both transports; the pending one again is a resend", async () => {
    await register("same@agency.gov", true)
    const token = await signIn("same@agency.gov", "Secret1!")
    const sameEmail = {
      error: "SameEmail",
      message: "This is already your email address.",
      status: 400,
      details: [{ path: "email", message: "This is already your email address." }],
    }
    const rest = await send("PATCH", "/api/v1/users", { user: { email: " Same@Agency.gov " } }, token)
    expect(rest.status).toBe(400)
    // REST bodies wrap the fields in `user`, and the field problem points there.
    expect(rest.body).toEqual({ ...sameEmail, details: [{ ...sameEmail.details[0], path: "user.email" }] })
    const rpc = await trpc("users.changeEmail", { email: "same@agency.gov" }, token)
    expect(rpc.status).toBe(400)
    expect(rpc.error?.message).toBe(sameEmail.message)
    const { message: _message, ...sameEmailData } = sameEmail
    expect(rpc.error?.data).toMatchObject(sameEmailData)

    const first = await trpc("users.changeEmail", { email: "next@agency.gov" }, token)
    expect(first.data).toMatchObject({ email: "same@agency.gov", unconfirmedEmail: "next@agency.gov" })
    const again = await send("PATCH", "/api/v1/users", { user: { email: "next@agency.gov" } }, token)
    expect(again.body).toMatchObject({ email: "same@agency.gov", unconfirmedEmail: "next@agency.gov" })
    const whilePending = await trpc("users.changeEmail", { email: "same@agency.gov" }, token)
    expect(whilePending.error?.data).toMatchObject({ error: "SameEmail", status: 400 })
  })

  it("takes a detailed 1024 x 1024 headshot over tRPC though it is above the global body limit", async () => {
    await register("detailed@small.biz", true, ["ignite"])
    const token = await signIn("detailed@small.biz", "Secret1!")
    const side = 1024
    const noise = Buffer.alloc(side * side * 3)
    for (let i = 0; i < noise.length; i++) noise[i] = Math.floor(Math.random() * 256)
    const jpeg = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer()
    const image = `data:image/jpeg;base64,${jpeg.toString("base64")}`
    expect(image.length).toBeGreaterThan(1_048_576)
    expect(jpeg.length).toBeLessThan(10_000_000)

    const uploaded = await trpc("users.uploadHeadshot", { image }, token)
    expect(uploaded.status).toBe(200)
    const { path } = uploaded.data!.headshot as { path: string }
    const stored = await app.request(path)
    expect(await sharp(Buffer.from(await stored.arrayBuffer())).metadata()).toMatchObject({
      width: 512,
      height: 512,
      format: "jpeg",
    })
    // Only the headshot call has the larger limit: the same bytes anywhere else are refused.
    const elsewhere = await trpc("users.updateSettings", { padding: image }, token)
    expect(elsewhere.status).toBe(413)
  })

  it("updates a company user's profile with a headshot over multipart, re-encoded and served", async () => {
    await register("profile@small.biz", true, ["ignite"])
    const token = await signIn("profile@small.biz", "Secret1!")
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#ff8800" } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.set("user[firstName]", "Ada")
    form.set("user[lastName]", "Lovelace")
    form.set("user[title]", "CTO")
    form.set("user[cellPhone]", "555-0100")
    form.set("user[timezone]", "America/New_York")
    form.set("user[socialMediaAccountsAttributes][0][socialMediaTypeId]", "2")
    form.set("user[socialMediaAccountsAttributes][0][identifier]", "ada-lovelace")
    form.set("user[headshot]", new Blob([png], { type: "image/png" }), "me.png")
    const response = await app.request("/api/v1/users", { method: "PATCH", token, body: form })
    const user = (await response.json()) as Record<string, unknown>
    expect(response.status).toBe(200)
    expect(user).toMatchObject({
      firstName: "Ada",
      title: "CTO",
      cellPhone: "555-0100",
      timezone: "America/New_York",
    })
    const [account] = user.socialMediaAccounts as Array<{
      id: string
      socialMediaTypeId: string
      identifier: string
    }>
    expect(account).toMatchObject({ socialMediaTypeId: "2", identifier: "ada-lovelace" })
    const headshot = (user.headshot as { path: string }).path
    const image = await app.request(headshot)
    expect(image.headers.get("content-type")).toBe("image/jpeg")
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({
      width: 512,
      height: 512,
      format: "jpeg",
    })

    // emptying an existing identifier below 2 characters removes the account (spec 01 §5)
    const removed = await trpc(
      "users.updateProfile",
      {
        firstName: "Ada",
        lastName: "Lovelace",
        title: "CTO",
        cellPhone: "555-0100",
        timezone: "America/New_York",
        socialMediaAccountsAttributes: [{ id: account!.id, socialMediaTypeId: "2", identifier: "a" }],
      },
      token,
    )
    expect(removed.data?.socialMediaAccounts).toEqual([])

    const short = await send(
      "PATCH",
      "/api/v1/users",
      { user: { firstName: "A", lastName: "B", title: "C", timezone: "Mars/Base" } },
      token,
    )
    expect(short.status).toBe(400)
    expect((short.body.details as Array<{ path: string }>).map((d) => d.path).sort()).toEqual([
      "user.firstName",
      "user.lastName",
      "user.timezone",
      "user.title",
    ])
  })

  it("checks uploads by content and size, and keeps phones away from government users", async () => {
    await register("uploader@agency.gov", true)
    const token = await signIn("uploader@agency.gov", "Secret1!")
    const fake = new FormData()
    fake.set("user[headshot]", new Blob(["<svg onload=alert(1)></svg>"], { type: "image/png" }), "x.png")
    const refused = await app.request("/api/v1/users", { method: "PATCH", token, body: fake })
    expect(await refused.json()).toMatchObject({ error: "UnsupportedMediaType", status: 415 })
    const huge = new FormData()
    huge.set("user[headshot]", new Blob([new Uint8Array(10_000_001)], { type: "image/jpeg" }), "big.jpg")
    const tooBig = await app.request("/api/v1/users", { method: "PATCH", token, body: huge })
    expect(await tooBig.json()).toMatchObject({
      error: "PayloadTooLarge",
      message: "10MB filesize limit",
      status: 413,
    })
    const phones = await send(
      "PATCH",
      "/api/v1/users",
      {
        user: { firstName: "Gov", lastName: "User", title: "Analyst", cellPhone: "555", timezone: "Etc/UTC" },
      },
      token,
    )
    expect(phones.body).toMatchObject({
      error: "Forbidden",
      message: "Government users cannot edit phone numbers or social media accounts.",
    })
  })

  it("forbids roles from calls that are not theirs", async () => {
    await register("company@small.biz", true, ["ignite"])
    const token = await signIn("company@small.biz", "Secret1!")
    expect((await send("GET", "/api/v1/operator/projections", undefined, token)).body).toMatchObject({
      error: "Forbidden",
      status: 403,
    })
    const gov = await send(
      "PATCH",
      "/api/v1/users",
      { user: { govUserSettingAttributes: { allowMessageRequests: false } } },
      token,
    )
    expect(gov.body).toMatchObject({ error: "Forbidden", status: 403 })
  })
})
