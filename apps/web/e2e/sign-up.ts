import type { Browser, Locator, Page } from "playwright-core"
import { expect } from "vitest"
import type { TestApp } from "../../gateway/src/testing/test-app"
import { watchConsole } from "./browser"

/** A page for the sign-up journeys, in a zone of the app's list so the sign-up's default time zone is known. */
export const openSignUpPage = async (browser: Browser) => {
  const page = await browser.newPage({
    timezoneId: "America/Chicago",
    viewport: { width: 1280, height: 1000 },
  })
  return { page, problems: watchConsole(page) }
}

/** The link token of the newest mail to `to`, once `count` mails have reached it (mail follows the commit). */
export const mailedToken = async (
  app: TestApp,
  to: string,
  param: "claimToken" | "inviteToken",
  count = 1,
) => {
  const deadline = Date.now() + 15_000
  for (;;) {
    const response = await app.request(`/api/dev/mail?to=${encodeURIComponent(to)}`)
    const mails = (await response.json()) as Array<{ text: string }>
    const match = mails.length >= count ? new RegExp(`${param}=([^\\s&"<]+)`).exec(mails[0]!.text) : null
    if (match) return decodeURIComponent(match[1]!)
    if (Date.now() > deadline) throw new Error(`no mail with a ${param} reached ${to}`)
    await new Promise((wake) => setTimeout(wake, 100))
  }
}

/** The form's Sign Up button, once the captcha has solved in the browser and enabled it. */
export const signUpWhenSolved = async (form: Locator) => {
  const signUp = form.getByRole("button", { name: "Sign Up" })
  await expect.poll(() => signUp.isEnabled(), { timeout: 30_000 }).toBe(true)
  return signUp
}

/**
 * Fills 'Your Login' and what a claim or invite link did not bring of 'Your User' on the company sign-up,
 * then waits for the captcha: the Sign Up button.
 */
export const completeLinkSignUp = async (page: Page, title: string) => {
  const form = page.getByRole("form", { name: "Sign up" })
  await form.getByRole("textbox", { name: "Password", exact: true }).fill("Journey1!")
  await form.getByRole("textbox", { name: "Confirm Password", exact: true }).fill("Journey1!")
  await form.getByLabel("Title").fill(title)
  await form.getByLabel("Cell Phone").fill("555-0199")
  return signUpWhenSolved(form)
}

/** A new user agrees to the terms and the privacy statement, and arrives in the app. */
export const agreeToPolicies = async (page: Page) => {
  await page.waitForURL((url) => url.pathname === "/sign_terms")
  await page.getByRole("button", { name: "Agree" }).click()
  await page.getByRole("heading", { level: 1, name: "Privacy Statement" }).waitFor()
  await page.getByRole("button", { name: "Agree" }).click()
  await page.waitForURL((url) => url.pathname === "/")
}
