import type { UserRole } from "@ignite/contracts"
import type { Browser, Page } from "playwright-core"
import type { TestApp } from "../../gateway/src/testing/test-app"
import { sessionStorageKey } from "../src/lib/session/session-token"

/** The password every journey's users have. */
export const password = "Secret1!"

export interface NewUser {
  readonly email: string
  readonly firstName: string
  readonly lastName?: string
  readonly roles?: UserRole[]
  /** Whether they have confirmed their email; they have unless said otherwise. */
  readonly confirmed?: boolean
  /** Whether they have also agreed to the policies in force, so the app opens at once; as `confirmed` unless said otherwise. */
  readonly ready?: boolean
}

/** A user as sign-up leaves them, registered through the identity service: their id. */
export const registerUser = async (
  app: TestApp,
  { email, firstName, lastName = "Tester", roles = ["gov"], confirmed = true, ready = confirmed }: NewUser,
) => {
  const { userId } = await app.services.identity.users.register({
    email,
    password,
    firstName,
    lastName,
    roles,
    confirmed,
  })
  if (ready) await app.acceptPolicies(userId)
  return userId
}

/** A registered user with a real session, signed in over REST as the web app does: their id and token. */
export const signedInUser = async (app: TestApp, user: NewUser) => {
  const userId = await registerUser(app, user)
  const response = await app.request("/api/v1/users/sign_in", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ user: { email: user.email, password } }),
  })
  if (response.status !== 200) throw new Error(`Signing ${user.email} in answered ${response.status}`)
  return { userId, token: response.headers.get("authorization")!.replace("Bearer ", "") }
}

/** A new page that opens signed in: the token is in localStorage before the app's first script runs. */
export const signedInPage = async (browser: Browser, token: string) => {
  const page = await browser.newPage()
  await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [sessionStorageKey, token])
  return page
}

/** Fills in the sign-in form at /signin and sends it, as a user would. */
export const signIn = async (app: TestApp, page: Page, email: string, secret = password) => {
  await page.goto(`${app.url}/signin`)
  const form = page.getByRole("form", { name: "Sign in" })
  await form.getByLabel("Email").fill(email)
  await form.getByRole("textbox", { name: "Password", exact: true }).fill(secret)
  await form.getByRole("button", { name: "Sign In" }).click()
}
