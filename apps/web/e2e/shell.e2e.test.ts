import { resolve } from "node:path"
import { appMessages } from "@ignite/contracts/texts"
import type { Browser } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import type { TestApp } from "../../gateway/src/testing/test-app"
import { notification, setUpJourney, unexpected, watchConsole } from "./browser"
import { signedInPage, signedInUser } from "./users"

describe("web shell in Chromium, served by the gateway", () => {
  let app: TestApp
  let browser: Browser
  let token: string
  setUpJourney((journey) => ({ app, browser } = journey))

  beforeAll(async () => {
    // The app under / is for signed-in users (spec 01 §2 route gate): one ready user, signed in over REST. An
    // admin: their home carries the system status (a government user's home is the marketplace search).
    ;({ token } = await signedInUser(app, {
      email: "shell@agency.test",
      firstName: "Shell",
      roles: ["admin"],
    }))
  })

  it("renders the home page with live status, footer links and no console errors", async () => {
    const page = await signedInPage(browser, token)
    const problems = watchConsole(page)
    await page.goto(app.url)
    await page.getByRole("heading", { name: "Welcome to Ignite" }).waitFor()
    await page
      .getByText(process.env.DATABASE_URL ? "PostgreSQL" : "PGlite (embedded)", { exact: true })
      .waitFor()
    // Signed in, the policy routes are closed (spec 01 §2): the footer opens each document over the page.
    const legal = page.getByRole("navigation", { name: "Legal and support" })
    for (const name of ["Terms of Service", "Privacy Statement", "Anti-Spam Policy"]) {
      await legal.getByRole("button", { name }).click()
      const dialog = page.getByRole("dialog", { name })
      await dialog.getByText("Effective Date:").waitFor()
      await dialog.getByRole("button", { name: "Close" }).click()
      await dialog.waitFor({ state: "detached" })
    }
    expect(new URL(page.url()).pathname).toBe("/")
    const support = page.getByRole("link", { name: "Support" }).first()
    expect(await support.getAttribute("target")).toBe("_blank")
    expect(await support.getAttribute("rel")).toContain("noopener")
    await page.screenshot({
      path: resolve(import.meta.dirname, "../../../.tmp/shell-home.png"),
      fullPage: true,
    })
    expect(problems).toEqual([])
    await page.close()
  })

  it("answers a deep link with the app and shows the 404 fallback with a way back", async () => {
    const page = await signedInPage(browser, token)
    const problems = watchConsole(page)
    const response = await page.goto(`${app.url}/no/such/page?x=1`)
    expect(response?.status()).toBe(200)
    await page.getByText("The requested resource does not exist").waitFor()
    await page.getByRole("link", { name: "Take me back" }).click()
    await page.getByRole("heading", { name: "Welcome to Ignite" }).waitFor()
    expect(new URL(page.url()).pathname).toBe("/")
    expect(problems).toEqual([])
    await page.close()
  })

  it("sends a signed-out visitor to /signin", async () => {
    const page = await browser.newPage()
    const problems = watchConsole(page)
    await page.goto(`${app.url}/no/such/page`)
    await page.waitForURL(`${app.url}/signin`)
    await page.getByRole("heading", { level: 1, name: "Sign In" }).waitFor()
    const legal = page.getByRole("navigation", { name: "Legal and support" })
    for (const name of ["Terms of Service", "Privacy Statement", "Anti-Spam Policy"])
      expect(await legal.getByRole("link", { name }).getAttribute("href")).toMatch(
        /^\/(terms|privacy|anti_spam)$/,
      )
    await legal.getByRole("link", { name: "Anti-Spam Policy" }).click()
    await page.waitForURL(`${app.url}/anti_spam`)
    await page.getByRole("heading", { level: 1 }).waitFor()
    expect(problems).toEqual([])
    await page.close()
  })

  it("says the application settings failed and shows the error fallback when they cannot be loaded", async () => {
    const page = await browser.newPage()
    const problems = watchConsole(page)
    // the server's answer to the settings alone (a signed-out visitor asks for nothing else at the start):
    // the sign-in page asks the REST facade, the app its tRPC procedure
    await page.route("**/api/v1/site_settings", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: "InternalError", message: "Something went wrong!", status: 500 }),
      }),
    )
    await page.route("**/trpc/reference.siteSettings?**", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify([
          {
            error: {
              message: "boom",
              code: -32603,
              data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500 },
            },
          },
        ]),
      }),
    )
    await page.goto(`${app.url}/signin`)
    const alert = notification(page, appMessages.settingsFailed)
    await alert.waitFor()
    expect(await alert.getAttribute("data-severity")).toBe("danger")
    await page.getByRole("main").getByRole("heading", { name: "Something went wrong!" }).waitFor()
    await page.getByRole("link", { name: "Take me back" }).waitFor()
    // it clears after 3 s (spec 01 §9)
    await alert.waitFor({ state: "detached", timeout: 5_000 })
    expect(unexpected(problems, 500)).toEqual([])
    await page.close()
  })
})
