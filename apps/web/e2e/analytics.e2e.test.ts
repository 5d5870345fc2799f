import { readFileSync } from "node:fs"
import type { Browser, Page, Response } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import type { TestApp } from "../../gateway/src/testing/test-app"
import { sessionStorageKey } from "../src/lib/session/session-token"
import { analyticsCardTitles } from "../src/test-support/analytics-cards"
import { setUpJourney, unexpected, watchConsole } from "./browser"
import { signIn } from "./users"

/** The demo's people (tools/demo): one password for all. */
const demoPassword = "Ignite123!"

/**
 * The admin analytics dashboard in Chromium against the whole system with the demo data: every card draws,
 * a pie slice opens the storefronts behind it, a table sorts and exports as CSV, the timelines follow the
 * months in the address; a government user is refused. The demo's numbers grow with it, so the journey
 * asserts shapes (titles, at least one slice or row), not counts.
 */
describe("the admin analytics dashboard in Chromium, served by the gateway", () => {
  let app: TestApp
  let browser: Browser
  setUpJourney((journey) => ({ app, browser } = journey), { DEMO_DATA: "true" })

  // Top SBC Organization Views counts government users' visits: the demo's government user opens two storefronts.
  beforeAll(async () => {
    const signedIn = await app.request("/api/v1/users/sign_in", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ user: { email: "gov@ignite.local", password: demoPassword } }),
    })
    const token = signedIn.headers.get("authorization")!.replace("Bearer ", "")
    const listings = await app.request("/api/v1/connect/listings?page=1&perPage=2", { token })
    const { data } = (await listings.json()) as { data: Array<{ id: string }> }
    expect(data.length).toBeGreaterThan(0)
    for (const listing of data)
      expect((await app.request(`/api/v1/connect/listings/${listing.id}`, { token })).status).toBe(200)
    await app.services.platform.projections.drain("analytics")
  })

  const card = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true })

  /** Signed in as the demo's admin, on the dashboard with every card drawn. */
  const openDashboard = async (page: Page) => {
    await signIn(app, page, "admin@ignite.local", demoPassword)
    await page.waitForURL((url) => url.pathname === "/")
    // the header's Admin link opens the first admin screen: the dashboard
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" }).click()
    await page.waitForURL((url) => url.pathname === "/admin/analytics")
    await page.getByRole("heading", { level: 1, name: "Analytics" }).waitFor()
    for (const title of analyticsCardTitles) await card(page, title).waitFor()
    await expect
      .poll(
        () =>
          page
            .getByRole("main")
            .getByRole("status", { name: /^Loading / })
            .count(),
        { timeout: 20_000 },
      )
      .toBe(0)
  }

  it("an admin sees every card, opens the lists behind a slice, a month and an organization, sorts a table and exports it", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 }, acceptDownloads: true })
    const problems = watchConsole(page)
    await openDashboard(page)
    const headings = await page.getByRole("main").locator("section h2").allTextContents()
    expect(headings).toEqual(analyticsCardTitles)
    await card(page, "Government Response Rate")
      .getByText(/^\d+%$/)
      .waitFor()
    expect(await page.getByRole("main").getByRole("alert").count()).toBe(0)

    // the storefronts pie has slices (the demo's storefronts name technology types); each legend entry drills
    const technology = card(page, "Technology Types At a Glance")
    const legend = technology.getByRole("list", { name: "Storefronts by technology type" })
    expect(await legend.getByRole("button").count()).toBeGreaterThan(0)
    expect(await technology.locator("[data-chart=pie] path[data-slice]").count()).toBeGreaterThan(0)
    // a slice of the drawing, as a pointer user clicks it
    await technology.locator("[data-chart=pie]").first().locator("path[data-slice]").first().click()
    const drill = page.getByRole("dialog")
    await drill.getByRole("heading", { name: /^Storefronts naming / }).waitFor()
    const drillTable = drill.getByRole("table")
    await drillTable.waitFor()
    expect(await drillTable.locator("tbody tr").count()).toBeGreaterThan(0)
    const storefront = drillTable.getByRole("link").first()
    expect(await storefront.getAttribute("href")).toMatch(/^\/ignite\/listings\/[\w-]+$/)
    await drill.getByRole("button", { name: "Close" }).click()
    await drill.waitFor({ state: "detached" })

    // the technology table's shares, with their header
    await technology.getByRole("button", { name: "Show the table" }).click()
    const types = technology.getByRole("table", { name: "Technology types" })
    await types.getByRole("columnheader", { name: "Storefronts %", exact: true }).waitFor()
    expect(await types.locator("tbody tr").count()).toBeGreaterThan(1)

    // the storefronts the government user opened lead back to them
    const views = card(page, "Top SBC Organization Views").getByRole("table")
    expect(await views.locator("tbody tr").getByRole("link").count()).toBeGreaterThan(0)

    // sort the top views by their name, then export them as sorted
    const nameHeader = views.getByRole("columnheader", { name: /^Storefront/ })
    await nameHeader.getByRole("button").click()
    expect(await nameHeader.getAttribute("aria-sort")).toBe("ascending")
    const names = await views.locator("tbody tr td:first-child").allTextContents()
    // TanStack Table's text order: lower-cased, then compared as strings
    const lower = (text: string) => text.toLowerCase()
    expect(names).toEqual([...names].sort((a, b) => (lower(a) < lower(b) ? -1 : lower(a) > lower(b) ? 1 : 0)))
    await nameHeader.getByRole("button").click()
    expect(await nameHeader.getAttribute("aria-sort")).toBe("descending")
    const descending = await views.locator("tbody tr td:first-child").allTextContents()
    expect(descending).toEqual([...names].reverse())
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      card(page, "Top SBC Organization Views")
        .getByRole("button", { name: "Export CSV: Top SBC Organization Views" })
        .click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^ignite-top-sbc-organization-views-\d{4}-\d{2}-\d{2}\.csv$/)
    const lines = readFileSync((await download.path())!, "utf8").split("\r\n")
    expect(lines[0]).toBe("Storefront,Page views")
    expect(lines.slice(1, -1).map((line) => line.replace(/,\d+$/, "").replace(/^"|"$/g, ""))).toEqual(
      descending,
    )
    expect(lines.at(-1)).toBe("")

    // a month with conversations opens them: who talked, how much (the demo has a year of them)
    const conversations = card(page, "Active Conversations")
    await conversations.getByRole("button", { name: "Show the data: Active Conversations" }).click()
    const busyMonth = conversations
      .getByRole("table")
      .locator("tbody tr")
      .filter({ has: page.locator("td:nth-child(3)", { hasNotText: /^0$/ }) })
      .first()
    await busyMonth.getByRole("button").click()
    await drill.getByRole("heading", { name: /^Conversations in [A-Z][a-z]{2} \d{2}$/ }).waitFor()
    await drill.getByRole("table").locator("tbody tr").first().getByRole("link").first().waitFor()
    expect(await drill.getByRole("columnheader", { name: "Messages" }).count()).toBe(1)
    await page.keyboard.press("Escape")
    await drill.waitFor({ state: "detached" })

    // an organization's row opens its government users, each leading to their profile
    const organizations = card(page, "Organization Users").getByRole("table")
    await organizations.locator("tbody tr").first().locator("td").last().click()
    await drill.getByRole("heading", { name: /^Government users of / }).waitFor()
    expect(await drill.getByRole("table").getByRole("link").first().getAttribute("href")).toMatch(
      /^\/gov\/users\/[\w-]+$/,
    )
    await page.keyboard.press("Escape")
    await drill.waitFor({ state: "detached" })

    // the timelines cover the months the address names; the data tables show them as "Mar 26"
    await page.getByLabel("From month").fill("2026-01")
    await page.getByLabel("To month").fill("2026-03")
    await page.waitForURL(
      (url) => url.searchParams.get("from") === "2026-01" && url.searchParams.get("to") === "2026-03",
    )
    const sbc = card(page, "SBC Timeline")
    await sbc.getByRole("button", { name: "Show the data" }).click()
    await expect
      .poll(() => sbc.getByRole("table").locator("tbody tr td:first-child").allTextContents())
      .toEqual(["Jan 26", "Feb 26", "Mar 26"])

    expect(unexpected(problems)).toEqual([])
    await page.close()
  })

  it("fits a phone's 375 px: the cards stack, wide tables scroll inside their card", async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } })
    const problems = watchConsole(page)
    await openDashboard(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    expect(unexpected(problems)).toEqual([])
    await page.close()
  })

  it("keeps the chart and table libraries off the sign-in page: they load with the dashboard only", async () => {
    const page = await browser.newPage()
    const problems = watchConsole(page)
    const scripts: Response[] = []
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response)
    })
    await page.goto(`${app.url}/signin`)
    await page.getByRole("form", { name: "Sign in" }).waitFor()
    await page.waitForLoadState("networkidle")
    const code = (await Promise.all(scripts.map((script) => script.text()))).join("\n")
    expect(scripts.length).toBeGreaterThan(0)
    // the charts' marker attribute and TanStack Table's sorting API survive minification
    expect(code).not.toContain("horizontal-bar")
    expect(code).not.toContain("getSortedRowModel")
    expect(unexpected(problems)).toEqual([])
    await page.close()
  })

  it("is not there for a government user, and the server refuses them its numbers", async () => {
    const page = await browser.newPage()
    const problems = watchConsole(page)
    await signIn(app, page, "gov@ignite.local", demoPassword)
    await page.waitForURL((url) => url.pathname === "/")
    await page.goto(`${app.url}/admin/analytics`)
    await page.getByRole("heading", { name: "The requested resource does not exist" }).waitFor()
    expect(await page.getByRole("heading", { name: "Analytics" }).count()).toBe(0)
    expect(await page.getByRole("link", { name: "Admin" }).count()).toBe(0)
    const token = await page.evaluate((key) => localStorage.getItem(key) ?? undefined, sessionStorageKey)
    const refused = await app.request("/api/v1/admin/statistics/technology_types_statistic", { token })
    expect(refused.status).toBe(403)
    expect(unexpected(problems)).toEqual([])
    await page.close()
  })
})
