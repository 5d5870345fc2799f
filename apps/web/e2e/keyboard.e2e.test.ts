import type { Browser, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import type { TestApp } from "../../gateway/src/testing/test-app"
import { monthLabel } from "../src/features/analytics/month-label"
import { currentMonth } from "../src/features/analytics/month-range"
import { setUpJourney, unexpected, watchConsole } from "./browser"
import { password, registerUser, signedInPage, signedInUser } from "./users"

/** The focused element's name as a person hears it: its label, its aria-label, or its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return ""
    const labelled = element.getAttribute("aria-labelledby")
    const text =
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.getAttribute("aria-label") ??
      (labelled ? document.getElementById(labelled)?.textContent : undefined) ??
      element.textContent ??
      ""
    return text.replace(/\s*\*\s*$/, "").trim()
  })

/** Presses Tab until the field or button called `name` has the focus, as a keyboard user does. */
const tabTo = async (page: Page, name: string) => {
  const passed: string[] = []
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press("Tab")
    const focused = await focusedName(page)
    if (focused === name) return
    passed.push(focused)
  }
  throw new Error(`Tab never reached "${name}"; it passed ${JSON.stringify(passed)}`)
}

/**
 * The sign-in and the claim request done with the keyboard alone: Tab to each field, type, Enter to send.
 * No clicks: a form that needs a pointer fails here.
 */
describe("keyboard-only journeys in Chromium", () => {
  let app: TestApp
  let browser: Browser
  setUpJourney((journey) => ({ app, browser } = journey), { CAPTCHA_COST: "200" })

  it("signs in with Tab, typing and Enter", async () => {
    await registerUser(app, { email: "keys@agency.gov", firstName: "Kees" })
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    const problems = watchConsole(page)
    await page.goto(`${app.url}/signin`)
    await page.getByRole("button", { name: "Sign In" }).waitFor()
    await tabTo(page, "Email")
    await page.keyboard.type("keys@agency.gov")
    await tabTo(page, "Password")
    await page.keyboard.type(password)
    await page.keyboard.press("Enter")
    await page.waitForURL((url) => url.pathname !== "/signin")
    await page.getByRole("button", { name: "User menu for Kees Tester" }).waitFor()
    expect(problems).toEqual([])
    await page.close()
  })

  it("sorts an analytics table and opens the conversations behind a month with Tab, Enter and Escape", async () => {
    const admin = await signedInUser(app, {
      email: "keys.admin@ignite.example",
      firstName: "Ada",
      roles: ["admin"],
    })
    const page = await signedInPage(browser, admin.token)
    await page.setViewportSize({ width: 1280, height: 900 })
    const problems = watchConsole(page)
    await page.goto(`${app.url}/admin/analytics`)
    const conversations = page.getByRole("region", { name: "Active Conversations", exact: true })
    await conversations.getByRole("button", { name: "Show the data: Active Conversations" }).waitFor()
    // the drawings are for pointers (their legends and tables are the keyboard's way): Tab never stops in one
    const inDrawing = () =>
      page.evaluate(() => document.activeElement?.closest("[aria-hidden='true']") != null)
    let drawingStops = 0
    for (
      let presses = 0;
      presses < 60 && (await focusedName(page)) !== "Show the data: Active Conversations";
      presses++
    ) {
      await page.keyboard.press("Tab")
      if (await inDrawing()) drawingStops++
    }
    expect(await focusedName(page)).toBe("Show the data: Active Conversations")
    expect(drawingStops).toBe(0)
    await page.keyboard.press("Enter")
    // the table opens with an animation that starts on the next frame: until then it is display:none,
    // so a Tab pressed at once would pass it by (no keyboard user is that fast; the test can be)
    await conversations.getByRole("table").locator("th").first().waitFor({ state: "visible" })
    // the next stop is the table's first header: Enter sorts by month, again the other way
    await page.keyboard.press("Tab")
    const sortOrder = () =>
      page.evaluate(() => document.activeElement?.closest("th")?.getAttribute("aria-sort"))
    await page.keyboard.press("Enter")
    expect(await sortOrder()).toBe("ascending")
    await page.keyboard.press("Enter")
    expect(await sortOrder()).toBe("descending")
    const thisMonth = `Conversations in ${monthLabel(currentMonth())}`
    expect(
      await conversations
        .getByRole("table")
        .locator("tbody tr")
        .first()
        .getByRole("button")
        .getAttribute("aria-label"),
    ).toBe(thisMonth)

    await tabTo(page, thisMonth)
    await page.keyboard.press("Enter")
    const drill = page.getByRole("dialog", { name: thisMonth })
    await drill.getByRole("table", { name: thisMonth }).waitFor()
    await page.keyboard.press("Escape")
    await drill.waitFor({ state: "detached" })
    // back where the keyboard user was
    expect(await focusedName(page)).toBe(thisMonth)
    expect(unexpected(problems)).toEqual([])
    await page.close()
  })

  it("filters the audit log and reveals a person's data in the focus-trapped dialog with the keyboard alone", async () => {
    const auditor = await signedInUser(app, {
      email: "keys.auditor@ignite.example",
      firstName: "Audra",
      roles: ["auditor"],
    })
    const page = await signedInPage(browser, auditor.token)
    await page.setViewportSize({ width: 1280, height: 900 })
    const problems = watchConsole(page)
    await page.goto(`${app.url}/audit`)
    await page.getByRole("table", { name: "Events, newest first" }).locator("tbody tr").first().waitFor()
    // the auditor's own registration: their name is personal data, hidden in the log
    await tabTo(page, "Stream id")
    await page.keyboard.type(`user-${auditor.userId}`)
    await tabTo(page, "Apply filters")
    await page.keyboard.press("Enter")
    await page.waitForURL((url) => url.searchParams.get("streamId") === `user-${auditor.userId}`)
    const reveal = `Hidden — reveal the personal data of ${auditor.userId}`
    await page.getByRole("button", { name: reveal }).first().waitFor()
    await tabTo(page, reveal)
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: "Reveal personal data" })
    await dialog.waitFor()
    // the reason has the focus, and Tab stays inside the dialog
    await expect.poll(() => focusedName(page)).toBe("Reason")
    const insideDialog = () =>
      page.evaluate(
        () => document.querySelector("[role='dialog']")?.contains(document.activeElement) === true,
      )
    for (let presses = 0; presses < 6; presses++) {
      await page.keyboard.press("Tab")
      expect(await insideDialog()).toBe(true)
    }
    // Escape leaves without revealing, back on the button that opened it
    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "detached" })
    expect(await focusedName(page)).toBe(reveal)
    await page.keyboard.press("Enter")
    await dialog.waitFor()
    await expect.poll(() => focusedName(page)).toBe("Reason")
    await page.keyboard.type("Checking the keyboard path of the reveal dialog.")
    await tabTo(page, "Reveal")
    await page.keyboard.press("Enter")
    await dialog.waitFor({ state: "detached" })
    await page
      .getByText(/^Revealed until /)
      .first()
      .waitFor()
    expect(unexpected(problems)).toEqual([])
    await page.close()
  })

  it("requests a claim from /claim to /claim_result with Tab, typing and Enter", async () => {
    const uniqueEntityId = "KEYBOARD0001"
    const contactEmail = "poc@keyboard.example"
    await app.services.companies.registry.registerCompany({
      uniqueEntityId,
      name: "Keyboard Works",
      contactEmail,
    })
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    const problems = watchConsole(page)
    await page.goto(`${app.url}/claim`)
    const form = page.getByRole("form", { name: "Request to claim account" })
    await form.waitFor()
    await tabTo(page, "Unique Entity Id")
    await page.keyboard.type(uniqueEntityId.toLowerCase())
    await form.getByText("Keyboard Works").waitFor()
    await tabTo(page, "Email")
    await page.keyboard.type(contactEmail)
    await tabTo(page, "First Name")
    await page.keyboard.type("Kay")
    await tabTo(page, "Last Name")
    await page.keyboard.type("Board")
    // the captcha is solved in the background; until then Enter cannot send
    const submit = form.getByRole("button", { name: "Submit" })
    await expect.poll(() => submit.isEnabled(), { timeout: 30_000 }).toBe(true)
    await page.keyboard.press("Enter")
    await page.waitForURL((url) => url.pathname === "/claim_result")
    await page.getByRole("heading", { level: 1, name: "Claim Request Processed" }).waitFor()
    expect(unexpected(problems)).toEqual([])
    await page.close()
  })
})
