import type { Browser } from "playwright-core"
import { describe, expect, it } from "vitest"
import type { TestApp } from "../../gateway/src/testing/test-app"
import { redirectAfterSignTermsKey } from "../src/lib/session/redirect-memory"
import { screenshotDir, setUpJourney, watchConsole } from "./browser"
import { signedInPage, signedInUser } from "./users"

describe("policies in Chromium, served by the gateway", () => {
  let app: TestApp
  let browser: Browser
  setUpJourney((journey) => ({ app, browser } = journey))

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

  it("walks a signed-in user through terms, then privacy, then back where they were going", async () => {
    const { userId, token } = await signedInUser(app, {
      email: "pat.policy@agency.test",
      firstName: "Pat",
      lastName: "Policy",
      ready: false,
    })
    expect(await app.services.identity.reads.unsignedPolicyKinds(userId)).toEqual(["terms", "privacy"])
    const page = await signedInPage(browser, token)
    const problems = watchConsole(page)
    await page.addInitScript(
      ([redirectKey]) => sessionStorage.setItem(redirectKey!, "/?from=sign_terms"),
      [redirectAfterSignTermsKey],
    )
    await page.goto(`${app.url}/sign_terms`)
    await page.getByRole("heading", { level: 1, name: "Terms of Service" }).waitFor()
    await page.getByText("Ignite handles information up to UNCLASSIFIED only.").waitFor()
    await page.getByRole("button", { name: "Agree" }).click()
    await page.getByRole("heading", { level: 1, name: "Privacy Statement" }).waitFor()
    await page.getByRole("button", { name: "Agree" }).click()
    await page.waitForURL(`${app.url}/?from=sign_terms`)
    expect(await app.services.identity.reads.unsignedPolicyKinds(userId)).toEqual([])
    await page.screenshot({ path: `${screenshotDir}/policies-sign-terms.png` })
    expect(problems).toEqual([])
    await page.close()
  })
})
