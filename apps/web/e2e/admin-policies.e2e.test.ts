import { resolve } from "node:path"
import type { UserRole } from "@ignite/contracts"
import type { Browser } from "playwright-core"
import { describe, expect, it } from "vitest"
import type { TestApp } from "../../gateway/src/testing/test-app"
import { notification, screenshotDir, setUpJourney, unexpected, watchConsole } from "./browser"
import { registerUser, signIn } from "./users"

const screenshots = screenshotDir

describe("admin policies in Chromium, served by the gateway", () => {
  let app: TestApp
  let browser: Browser
  setUpJourney((journey) => ({ app, browser } = journey))

  const register = (email: string, firstName: string, roles: UserRole[]) =>
    registerUser(app, { email, firstName, roles })

  const signedInPage = async (email: string) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } })
    const problems = watchConsole(page)
    await signIn(app, page, email)
    await page.waitForURL(`${app.url}/`)
    await page.getByRole("heading", { level: 1, name: "Welcome to Ignite" }).waitFor()
    return { page, problems }
  }

  it("an admin publishes new terms; signed-in users must agree to them before they go on", async () => {
    await register("ada@ignite.test", "Ada", ["admin"])
    const userId = await register("uma@agency.test", "Uma", ["gov"])
    const user = await signedInPage("uma@agency.test")
    expect(await user.page.getByRole("link", { name: "Admin" }).count()).toBe(0)

    const admin = await signedInPage("ada@ignite.test")
    // the header's Admin link opens the first admin screen, the analytics dashboard
    await admin.page.getByRole("link", { name: "Admin" }).click()
    await admin.page.waitForURL(`${app.url}/admin/analytics`)
    await admin.page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Policies" })
      .click()
    await admin.page.waitForURL(`${app.url}/admin/policies`)
    await admin.page.getByRole("heading", { level: 1, name: "Policies" }).waitFor()
    const inForce = admin.page.getByRole("region", { name: "In force" })
    await inForce.getByRole("heading", { name: "Terms of Service" }).waitFor()
    await inForce.getByText("Effective Date:").waitFor()
    await admin.page.getByText("every user, you included, is sent to agree to it").waitFor()
    await admin.page.screenshot({ path: resolve(screenshots, "admin-policies.png"), fullPage: true })

    const form = admin.page.getByRole("form", { name: "Publish a new terms version" })
    await form.getByLabel("Title").fill("Terms of Service 2027")
    await form.getByLabel("Effective Date").fill("2027-01-01")
    await form
      .getByLabel("Content (HTML)")
      .fill(
        '<h2>What changed</h2><p>Messages are kept for <strong>two years</strong>.</p><script>window.pwned = true</script><p onclick="window.pwned = true">Read on.</p>',
      )
    await form.getByRole("button", { name: "Publish" }).click()
    await notification(admin.page, "Terms of Service published.").waitFor()
    await inForce.getByText("Just published").waitFor()
    await inForce.getByRole("heading", { name: "Terms of Service 2027" }).waitFor()
    await inForce.getByRole("heading", { name: "What changed" }).waitFor()
    await inForce.getByText("Effective Date: January 1, 2027").waitFor()
    expect(await inForce.locator("script, [onclick]").count()).toBe(0)
    expect(await admin.page.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined()
    await admin.page.screenshot({
      path: resolve(screenshots, "admin-policies-published.png"),
      fullPage: true,
    })
    const latest = await app.services.identity.reads.latestPolicy("terms")
    expect(latest).toMatchObject({ title: "Terms of Service 2027", publishDate: "2027-01-01" })
    expect(latest.content).not.toContain("script")
    expect(latest.content).not.toContain("onclick")
    expect(await app.services.identity.reads.unsignedPolicyKinds(userId)).toEqual(["terms"])

    // The other user's next navigation inside the app meets the gate.
    await user.page.getByRole("button", { name: "User menu for Uma Tester" }).click()
    await user.page.getByRole("menuitem", { name: "Account" }).click()
    await user.page.waitForURL(`${app.url}/sign_terms`)
    await user.page.getByRole("heading", { level: 1, name: "Terms of Service 2027" }).waitFor()
    await user.page.reload()
    await user.page.getByRole("heading", { level: 1, name: "Terms of Service 2027" }).waitFor()
    await user.page.getByRole("button", { name: "Agree" }).click()
    await user.page.waitForURL(`${app.url}/account`)
    await user.page.getByRole("heading", { name: "Your Details" }).waitFor()
    expect(await app.services.identity.reads.unsignedPolicyKinds(userId)).toEqual([])

    // The admin too: leaving the page, they are asked to agree.
    await admin.page.getByRole("link", { name: "Ignite", exact: true }).click()
    await admin.page.waitForURL(`${app.url}/sign_terms`)
    await admin.page.getByRole("heading", { level: 1, name: "Terms of Service 2027" }).waitFor()

    expect(unexpected(user.problems, 401)).toEqual([])
    expect(admin.problems).toEqual([])
    await user.page.close()
    await admin.page.close()
  })

  it("is not there for users without the admin role", async () => {
    await register("nora@agency.test", "Nora", ["gov"])
    const { page, problems } = await signedInPage("nora@agency.test")
    await page.goto(`${app.url}/admin/policies`)
    await page.getByRole("heading", { name: "The requested resource does not exist" }).waitFor()
    expect(await page.getByRole("link", { name: "Admin" }).count()).toBe(0)
    expect(await page.getByRole("form", { name: "Publish a new terms version" }).count()).toBe(0)
    expect(problems).toEqual([])
    await page.close()
  })
})
