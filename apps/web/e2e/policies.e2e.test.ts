import type { Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { TestApp } from "../../gateway/src/testing/test-app"
import { redirectAfterSignTermsKey } from "../src/features/policies/sign-steps"
import { sessionStorageKey } from "../src/lib/session"
import { screenshotDir, startJourney, watchConsole } from "./browser"

describe("policies in Chromium, served by the gateway", () => {
  let app: TestApp
  let browser: Browser

  beforeAll(async () => {
    ;({ app, browser } = await startJourney())
  })
  afterAll(async () => {
    await browser?.close()
    await app?.close()
  })

  it("shows each policy to a signed-out visitor, with a back link to the start", async () => {
    const page = await browser.newPage()
    const problems = watchConsole(page)
    for (const [path, title] of [
      ["/terms", "Terms of Service"],
      ["/privacy", "Privacy Statement"],
      ["/anti_spam", "Anti-Spam Policy"],
    ] as const) {
      await page.goto(`${app.url}${path}`)
      await page.getByRole("heading", { level: 1, name: title }).waitFor()
      await page.getByText("Effective Date: November 1, 2026").waitFor()
    }
    await page.getByText("only one initial message to a government user", { exact: false }).waitFor()
    // the back link goes to /, which the gate answers with sign-in for a signed-out visitor
    await page.getByRole("link", { name: "← Back" }).click()
    await page.waitForURL((url) => url.pathname === "/signin")
    expect(problems).toEqual([])
    await page.close()
  })

  /** A confirmed user with a real session, signed in over REST as the web app does. */
  const signedInUser = async (email: string) => {
    const { userId } = await app.services.identity.register({
      email,
      password: "Secret1!",
      firstName: "Pat",
      lastName: "Policy",
      roles: ["gov"],
      confirmed: true,
    })
    const response = await app.request("/api/v1/users/sign_in", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ user: { email, password: "Secret1!" } }),
    })
    expect(response.status).toBe(200)
    return { userId, token: response.headers.get("authorization")!.replace("Bearer ", "") }
  }

  it("walks a signed-in user through terms, then privacy, then back where they were going", async () => {
    const { userId, token } = await signedInUser("pat.policy@agency.test")
    expect(await app.services.policies.unsignedFor(userId)).toEqual(["terms", "privacy"])
    const page = await browser.newPage()
    const problems = watchConsole(page)
    await page.addInitScript(
      ([sessionKey, sessionToken, redirectKey]) => {
        localStorage.setItem(sessionKey!, sessionToken!)
        sessionStorage.setItem(redirectKey!, "/?from=sign_terms")
      },
      [sessionStorageKey, token, redirectAfterSignTermsKey],
    )
    await page.goto(`${app.url}/sign_terms`)
    await page.getByRole("heading", { level: 1, name: "Terms of Service" }).waitFor()
    await page.getByText("Ignite handles information up to UNCLASSIFIED only.").waitFor()
    await page.getByRole("button", { name: "Agree" }).click()
    await page.getByRole("heading", { level: 1, name: "Privacy Statement" }).waitFor()
    await page.getByRole("button", { name: "Agree" }).click()
    await page.waitForURL(`${app.url}/?from=sign_terms`)
    expect(await app.services.policies.unsignedFor(userId)).toEqual([])
    await page.screenshot({ path: `${screenshotDir}/policies-sign-terms.png` })
    expect(problems).toEqual([])
    await page.close()
  })
})
