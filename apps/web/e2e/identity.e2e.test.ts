import { resolve } from "node:path"
import type { Browser } from "playwright-core"
import { describe, expect, it } from "vitest"
import type { TestApp } from "../../gateway/src/testing/test-app"
import { sessionStorageKey } from "../src/lib/session/session-token"
import { notification, screenshotDir, setUpJourney, unexpected, watchConsole } from "./browser"
import { type NewUser, registerUser, signIn } from "./users"

const screenshots = screenshotDir

describe("identity journeys in Chromium, served by the gateway", () => {
  let app: TestApp
  let browser: Browser
  setUpJourney((journey) => ({ app, browser } = journey))

  const register = (email: string, options: Pick<NewUser, "confirmed" | "ready"> = {}) =>
    registerUser(app, { email, firstName: "Kay", ...options })

  const openPage = async () => {
    const page = await browser.newPage()
    return { page, problems: watchConsole(page) }
  }

  it("signs in and lands on / with a welcome, the name in the header", async () => {
    await register("kay@agency.test")
    const { page, problems } = await openPage()
    await page.goto(`${app.url}/`)
    await page.waitForURL(`${app.url}/signin`)
    await page.getByRole("heading", { level: 1, name: "Sign In" }).waitFor()
    await page.screenshot({ path: resolve(screenshots, "identity-signin.png"), fullPage: true })
    for (const [name, href] of [
      ["Forgot password?", "/request_password_reset"],
      ["Claim an account (SBIR/STTR Companies)", "/claim"],
      ["Sign Up (Government Users)", "/gov_user"],
    ] as const)
      expect(await page.getByRole("link", { name }).getAttribute("href")).toBe(href)

    await signIn(app, page, "Kay@Agency.test")
    await page.waitForURL(`${app.url}/`)
    await notification(page, "Successfully signed in!").waitFor()
    await page.getByRole("heading", { level: 1, name: "Welcome to Ignite" }).waitFor()
    await page.getByRole("button", { name: "User menu for Kay Tester" }).waitFor()
    expect(problems).toEqual([])
    await page.close()
  })

  it("shows the server's message for a wrong password and stays signed out", async () => {
    await register("wrong.password@agency.test")
    const { page, problems } = await openPage()
    await signIn(app, page, "wrong.password@agency.test", "Nope123!")
    await notification(page, "Invalid email or password.").waitFor()
    expect(new URL(page.url()).pathname).toBe("/signin")
    expect(await page.evaluate((key) => localStorage.getItem(key), sessionStorageKey)).toBeNull()
    expect(unexpected(problems, 401)).toEqual([])
    await page.close()
  })

  it("turns an unconfirmed user's sign-in to /confirmation_instructions; a new link confirms them", async () => {
    const userId = await register("unconfirmed@agency.test", { confirmed: false })
    // Terms signed ahead, so confirming is the only gate left in this journey.
    await app.acceptPolicies(userId)
    const { page, problems } = await openPage()
    await signIn(app, page, "Unconfirmed@Agency.test")
    await notification(page, "Please confirm your email.").waitFor()
    await page.waitForURL((url) => url.pathname === "/confirmation_instructions")
    expect(new URL(page.url()).searchParams.get("key")).not.toBeNull()
    await page.getByRole("heading", { level: 1, name: "Please Confirm Your Email" }).waitFor()
    const form = page.getByRole("form", { name: "Resend confirmation email" })
    expect(await form.getByLabel("Email").inputValue()).toBe("Unconfirmed@Agency.test")
    expect(await page.evaluate((key) => localStorage.getItem(key), sessionStorageKey)).toBeNull()
    await page.screenshot({ path: resolve(screenshots, "identity-unconfirmed-signin.png"), fullPage: true })

    const firstLink = await app.linkToken(userId, "ConfirmationSent")
    await form.getByRole("button", { name: "Resend Confirmation Email" }).click()
    await notification(page, "A new confirmation email has been sent.").waitFor()
    const confirmationToken = await app.linkToken(userId, "ConfirmationSent")
    expect(confirmationToken).not.toBe(firstLink)

    await page.goto(`${app.url}/confirm_email?confirmationToken=${confirmationToken}`)
    await page.getByText("Confirming your account...").waitFor()
    await page.getByRole("heading", { level: 1, name: "Your account has been confirmed!" }).waitFor()
    await page.getByRole("link", { name: "Continue" }).click()
    // still signed out: sign-in comes first, then the app
    await page.waitForURL(`${app.url}/signin`)
    await signIn(app, page, "unconfirmed@agency.test")
    await page.waitForURL(`${app.url}/`)
    await notification(page, "Successfully signed in!").waitFor()
    await page.getByRole("heading", { level: 1, name: "Welcome to Ignite" }).waitFor()
    expect(unexpected(problems, 401)).toEqual([])
    await page.close()
  })

  it("keeps a signed-in unconfirmed user on /confirmation_instructions; signing out keeps the email", async () => {
    const userId = await register("signed.up@agency.test", { confirmed: false })
    await app.acceptPolicies(userId)
    // a sign-up that signs the new user in leaves such a session
    const grant = await app.services.identity.users.openSession(userId, { ip: "127.0.0.1" })
    const token = await app.services.keys.sign(
      { sub: grant.userId, roles: [...grant.roles], sid: grant.sessionId },
      grant.ttlSeconds,
    )
    const { page, problems } = await openPage()
    await page.goto(`${app.url}/signin`)
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [sessionStorageKey, token])
    for (const path of ["/", "/account", "/signin"]) {
      await page.goto(`${app.url}${path}`)
      await page.waitForURL(`${app.url}/confirmation_instructions`)
    }
    await page.getByRole("heading", { level: 1, name: "Please Confirm Your Email" }).waitFor()
    const form = page.getByRole("form", { name: "Resend confirmation email" })
    expect(await form.getByLabel("Email").inputValue()).toBe("signed.up@agency.test")

    await page.getByRole("main").getByRole("button", { name: "Sign out" }).click()
    await page.waitForURL(
      (url) => url.pathname === "/confirmation_instructions" && url.searchParams.has("key"),
    )
    expect(await page.evaluate((key) => localStorage.getItem(key), sessionStorageKey)).toBeNull()
    await page.getByRole("link", { name: "Back to sign in" }).waitFor()
    expect(await form.getByLabel("Email").inputValue()).toBe("signed.up@agency.test")
    expect(problems).toEqual([])
    await page.close()
  })

  it("sends a signed-in user who has not accepted the terms to /sign_terms", async () => {
    await register("terms.pending@agency.test", { ready: false })
    const { page, problems } = await openPage()
    await signIn(app, page, "terms.pending@agency.test")
    await page.waitForURL(`${app.url}/sign_terms`)
    await page.getByRole("button", { name: "Agree" }).waitFor()
    expect(problems).toEqual([])
    await page.close()
  })

  it("resets a forgotten password through the mailed link, then signs in with the new one", async () => {
    const userId = await register("forgetful@agency.test")
    const { page, problems } = await openPage()
    await page.goto(`${app.url}/signin`)
    await page.getByRole("link", { name: "Forgot password?" }).click()
    await page.waitForURL(`${app.url}/request_password_reset`)
    // scoped to the new form: until its chunk loads, the sign-in form (with its own Email field) is still shown
    const form = page.getByRole("form", { name: "Request password reset" })
    await form.getByLabel("Email").fill("forgetful@agency.test")
    await form.getByRole("button", { name: "Send Reset Instructions" }).click()
    await page.waitForURL(`${app.url}/signin`)
    await notification(page, "If the email provided is in our records").waitFor()

    const resetPasswordToken = await app.linkToken(userId, "PasswordResetRequested")
    await page.goto(`${app.url}/reset_password?resetPasswordToken=${resetPasswordToken}`)
    await page.getByRole("textbox", { name: "New Password", exact: true }).fill("Better1!")
    await page.getByRole("textbox", { name: "Confirm New Password", exact: true }).fill("Better1!")
    await page.getByRole("button", { name: "Reset Password" }).click()
    await page.waitForURL(`${app.url}/signin`)
    await notification(page, "Your password has been reset. Please login using your new password.").waitFor()

    await signIn(app, page, "forgetful@agency.test", "Better1!")
    await page.waitForURL(`${app.url}/`)
    await notification(page, "Successfully signed in!").waitFor()
    expect(problems).toEqual([])
    await page.close()
  })

  it("changes the email on /account and undoes the change", async () => {
    const userId = await register("changer@agency.test")
    const { page, problems } = await openPage()
    await signIn(app, page, "changer@agency.test")
    await page.waitForURL(`${app.url}/`)
    await page.getByRole("button", { name: "User menu for Kay Tester" }).click()
    await page.getByRole("menuitem", { name: "Account" }).click()
    await page.waitForURL(`${app.url}/account`)
    await page.getByRole("heading", { name: "Settings" }).waitFor()
    await page.screenshot({ path: resolve(screenshots, "identity-account.png"), fullPage: true })

    await page.getByRole("button", { name: "Manage account" }).click()
    await page.getByRole("menuitem", { name: "Change Email" }).click()
    const dialog = page.getByRole("dialog", { name: "Change Email" })
    await dialog.getByLabel("New Email").fill("changed@agency.test")
    await dialog.getByRole("button", { name: "Change Email" }).click()
    await notification(page, "Email confirmation has been sent to changed@agency.test").waitFor()
    await dialog.getByText("A confirmation email has been sent to changed@agency.test").waitFor()
    await page.screenshot({ path: resolve(screenshots, "identity-change-email-pending.png") })
    expect(await app.services.identity.reads.currentUser(userId)).toMatchObject({
      email: "changer@agency.test",
      unconfirmedEmail: "changed@agency.test",
    })

    await dialog.getByRole("button", { name: "Undo Change Email" }).click()
    await notification(page, "Change email has been undone").waitFor()
    await dialog.getByLabel("New Email").waitFor()
    expect(await app.services.identity.reads.currentUser(userId)).toMatchObject({
      email: "changer@agency.test",
      unconfirmedEmail: null,
    })
    expect(problems).toEqual([])
    await page.close()
  })

  it("signs out from the user menu; the app is closed to the old session", async () => {
    await register("leaver@agency.test")
    const { page, problems } = await openPage()
    await signIn(app, page, "leaver@agency.test")
    await page.waitForURL(`${app.url}/`)
    const token = await page.evaluate((key) => localStorage.getItem(key), sessionStorageKey)
    await page.getByRole("button", { name: "User menu for Kay Tester" }).click()
    await page.getByRole("menuitem", { name: "Sign out" }).click()
    await page.waitForURL(`${app.url}/signin`)
    expect(await page.evaluate((key) => localStorage.getItem(key), sessionStorageKey)).toBeNull()
    const me = await app.request("/trpc/users.me", { token: token! })
    expect(((await me.json()) as { error: { data: { error: string } } }).error.data.error).toBe(
      "InvalidToken",
    )

    await page.goto(`${app.url}/account`)
    await page.waitForURL(`${app.url}/signin`)
    expect(problems).toEqual([])
    await page.close()
  })

  it("ends a session revoked elsewhere with 'Please sign in.' and returns to the page after signing in", async () => {
    await register("revoked@agency.test")
    const { page, problems } = await openPage()
    await signIn(app, page, "revoked@agency.test")
    await page.waitForURL(`${app.url}/`)
    const token = await page.evaluate((key) => localStorage.getItem(key), sessionStorageKey)
    // revoked while the app is not open: an open app finds out by itself (the bell reading the unread
    // count says 'Please sign in.' where the user is), which would race the visit below
    await page.goto("about:blank")
    expect((await app.request("/api/v1/users/sign_out", { method: "DELETE", token: token! })).status).toBe(
      204,
    )

    await page.goto(`${app.url}/account`)
    await page.waitForURL(`${app.url}/signin`)
    await notification(page, "Please sign in.").waitFor()
    expect(await page.evaluate((key) => localStorage.getItem(key), sessionStorageKey)).toBeNull()

    await signIn(app, page, "revoked@agency.test")
    await page.waitForURL(`${app.url}/account`)
    await page.getByRole("heading", { name: "Your Details" }).waitFor()
    expect(unexpected(problems, 401)).toEqual([])
    await page.close()
  })
})
