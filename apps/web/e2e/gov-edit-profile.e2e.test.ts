import { resolve } from "node:path"
import type { Browser, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import type { TestApp } from "../../gateway/src/testing/test-app"
import { notification, screenshotDir, setUpJourney, watchConsole } from "./browser"
import { signIn } from "./users"

/**
 * The demo's government user edits the government part of their profile in Edit Profile: organisation,
 * classifications, lines of effort (an existing one removed is sent destroyed, a new one added), technology
 * types and the problem statement in the rich-text editor; the account page's cards show the result.
 */
describe("government Edit Profile in Chromium, on the demo data", () => {
  let app: TestApp
  let browser: Browser
  setUpJourney((journey) => ({ app, browser } = journey), { DEMO_DATA: "true" })
  // the demo users' password, as the README gives it
  const demoPassword = "Ignite123!"

  const choose = async (page: Page, field: string, options: string[]) => {
    const dialog = page.getByRole("dialog", { name: "Edit Profile" })
    await dialog.getByRole("combobox", { name: field }).click()
    // a chosen option clicked again is let go
    for (const option of options) await page.getByRole("option", { name: option, exact: true }).click()
    await page.keyboard.press("Escape")
  }

  it("gov@ignite.local changes organisation, classifications, lines of effort, technology types and problem statement", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1100 } })
    const problems = watchConsole(page)
    const sent: unknown[] = []
    page.on("request", (request) => {
      if (request.url().includes("/trpc/govUsers.updateProfile")) sent.push(request.postDataJSON())
    })
    await signIn(app, page, "gov@ignite.local", demoPassword)
    await page.waitForURL(`${app.url}/`)
    await page.getByRole("button", { name: "User menu for Grace Gov" }).click()
    await page.getByRole("menuitem", { name: "Account" }).click()
    await page.waitForURL(`${app.url}/account`)
    await page
      .getByRole("region", { name: "Lines of Effort" })
      .getByText(/^Machine-learning triage/)
      .waitFor()

    await page.getByRole("button", { name: "Manage account" }).click()
    await page.getByRole("menuitem", { name: "Edit Profile" }).click()
    const dialog = page.getByRole("dialog", { name: "Edit Profile" })
    const statement = dialog.getByRole("textbox", { name: "Problem Statement & Role Description" })
    await statement.getByText("autonomy").waitFor()

    await dialog.getByRole("combobox", { name: "Organization" }).fill("Navy")
    await page.getByRole("option", { name: "United States Navy" }).click()
    await choose(page, "Classifications", ["Program Manager", "Contracting Officer"])
    await choose(page, "Technology Types", ["Quantum Science", "Cybersecurity"])

    // the second line exists on the server: removing it sends it destroyed; the new one takes its place
    await dialog.getByRole("button", { name: "Remove line of effort 2" }).click()
    await dialog.getByRole("button", { name: "Add Line of Effort" }).click()
    await dialog
      .getByRole("textbox", { name: "Line of effort 2" })
      .fill("Quantum sensing for navigation aboard ships without GPS")

    // the statement anew, part of it bold through the toolbar
    const bold = dialog.getByRole("button", { name: "Bold" })
    const toggleBold = async (pressed: boolean) => {
      await bold.click()
      // the button hands the focus back to the text: type only once it is there, with the mark as asked
      await expect.poll(() => bold.getAttribute("aria-pressed")).toBe(String(pressed))
      await expect
        .poll(() => statement.evaluate((element) => element.contains(document.activeElement)))
        .toBe(true)
    }
    await statement.click()
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type("I run Navy pilots of ")
    await toggleBold(true)
    await page.keyboard.type("quantum navigation")
    await toggleBold(false)
    await page.keyboard.type(" and want companies with sea trials behind them.")
    await page.screenshot({ path: resolve(screenshotDir, "gov-edit-profile.png") })

    await dialog.getByRole("button", { name: "Save Profile" }).click()
    await notification(page, "Profile updated successfully.").waitFor()
    await dialog.waitFor({ state: "hidden" })

    const [body] = sent as { 0: { json?: Record<string, unknown> } & Record<string, unknown> }[]
    const input = (body?.[0]?.json ?? body?.[0]) as {
      govUserExtendedDataAttributes: { linesOfEffort: { id?: string; details: string; destroy?: boolean }[] }
    }
    expect(input.govUserExtendedDataAttributes.linesOfEffort).toEqual([
      { id: expect.any(String), details: expect.stringMatching(/^Autonomous ground robots/) },
      { id: expect.any(String), details: expect.stringMatching(/^Machine-learning triage/), destroy: true },
      { details: "Quantum sensing for navigation aboard ships without GPS" },
    ])

    const technology = page.getByRole("region", { name: "Technology Types" })
    await technology.getByText("Quantum Science").waitFor()
    expect(await technology.getByText("Cybersecurity").count()).toBe(0)
    const classifications = page.getByRole("region", { name: "Classifications" })
    await classifications.getByText(/^Program Manager/).waitFor()
    expect(await classifications.getByText(/^Contracting Officer \(/).count()).toBe(0)
    const lines = page.getByRole("region", { name: "Lines of Effort" })
    await lines.getByText("Quantum sensing for navigation aboard ships without GPS").waitFor()
    expect(await lines.getByText(/^Machine-learning triage/).count()).toBe(0)
    const shown = page.getByRole("region", { name: "Problem Statement & Role Description" })
    await shown.locator("strong", { hasText: "quantum navigation" }).waitFor()
    await page.screenshot({ path: resolve(screenshotDir, "gov-edit-profile-account.png"), fullPage: true })

    const [row] = await app.services.platform.sql.query<{ id: string }>(
      "select id from gov_users where email = 'gov@ignite.local'",
    )
    const saved = await app.services.govUsers.reads.govUser(row!.id)
    expect(saved.govUserExtendedData).toMatchObject({
      govUserOrganization: { name: "Navy" },
      profileDetail:
        "<p>I run Navy pilots of <strong>quantum navigation</strong> and want companies with sea trials behind them.</p>",
    })
    expect(saved.govUserExtendedData.linesOfEffort.map((line) => line.details)).toEqual([
      expect.stringMatching(/^Autonomous ground robots/),
      "Quantum sensing for navigation aboard ships without GPS",
    ])
    expect(saved.govUserExtendedData.govUserClassifications.map((item) => item.description).sort()).toEqual([
      "Program Manager",
      "Technical Point of Contact",
    ])
    expect(saved.technologyTypes.map((type) => type.name).sort()).toEqual([
      "Artificial Intelligence / Machine Learning",
      "Autonomy & Robotics",
      "Quantum Science",
    ])
    expect(problems).toEqual([])
    await page.close()
  })
})
