import { readFileSync } from "node:fs"
import type { Browser, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import type { TestApp } from "../../gateway/src/testing/test-app"
import { notification, setUpJourney, unexpected, watchConsole } from "./browser"
import { signIn } from "./users"

/**
 * The marketplace search as a government user meets it, in Chromium against the whole system with the demo
 * marketplace: signed in, the home is the search; pages survive a reload; text, a NAICS code and a technology
 * type narrow the storefronts, the address keeps them; the search is saved and exported as CSV.
 */
describe("marketplace search in Chromium, served by the gateway", () => {
  let app: TestApp
  let browser: Browser
  setUpJourney((journey) => ({ app, browser } = journey), { DEMO_DATA: "true" })

  /** The company names the result list shows, in order. */
  const names = async (page: Page) =>
    page
      .getByRole("list", { name: "Storefronts" })
      .locator(":scope > li")
      .evaluateAll((cards) => cards.map((card) => card.getAttribute("aria-label")))

  /** Waits until the result list has settled (no placeholder from the previous address). */
  const settled = async (page: Page) => {
    await page.locator('[aria-busy="false"]').first().waitFor()
    await page.getByRole("list", { name: "Storefronts" }).waitFor()
  }

  it("lands on search, pages, filters by text + NAICS + technology type, reloads, saves and exports", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 }, acceptDownloads: true })
    const problems = watchConsole(page)
    await signIn(app, page, "gov@ignite.local", "Ignite123!")
    await page.waitForURL((url) => url.pathname === "/")
    await page.getByRole("search", { name: "Marketplace filters" }).waitFor()
    await settled(page)

    // five to a page, then the second page; a reload shows the same page of the same results
    await page.getByRole("combobox", { name: "Entries per page" }).selectOption("5")
    await page.waitForURL((url) => url.searchParams.get("perPage") === "5")
    await settled(page)
    await page.getByRole("button", { name: "Next" }).click()
    await page.waitForURL((url) => url.searchParams.get("page") === "2")
    await settled(page)
    await page.getByText(/^6 to 10 of \d+ entries$/).waitFor()
    const secondPage = await names(page)
    expect(secondPage).toHaveLength(5)
    await page.reload()
    await settled(page)
    await page.getByText(/^6 to 10 of \d+ entries$/).waitFor()
    expect(await names(page)).toEqual(secondPage)

    // text, then a NAICS code and a technology type: the filters combine, the page goes back to 1
    const filters = page.getByRole("search", { name: "Marketplace filters" })
    await filters.getByLabel("Search companies", { exact: true }).fill("unmanned aircraft")
    await page.waitForURL((url) => url.searchParams.get("searchListings") === "unmanned aircraft")
    expect(new URL(page.url()).searchParams.get("page")).toBeNull()
    await settled(page)
    await filters.getByRole("combobox", { name: "NAICS codes" }).fill("336411")
    await page.getByRole("option", { name: /^336411/ }).click()
    await page.keyboard.press("Escape")
    await page.waitForURL((url) => url.searchParams.get("naicsCodeIds") !== null)
    await filters.getByRole("combobox", { name: "Company technology types" }).click()
    await page.getByRole("option", { name: /^Autonomy & Robotics/ }).click()
    await page.keyboard.press("Escape")
    await page.waitForURL((url) => url.searchParams.get("listingTechnologyTypeIds") !== null)
    await settled(page)
    const filtered = await names(page)
    expect(filtered[0]).toBe("Skyhawk Unmanned Systems")
    // the matched words are marked in the company's own text
    const results = page.getByRole("list", { name: "Storefronts" })
    expect(await results.locator("mark").count()).toBeGreaterThan(0)

    // the address holds the whole search: a reload restores the filters and the same storefronts
    const address = page.url()
    await page.reload()
    await settled(page)
    expect(page.url()).toBe(address)
    expect(await filters.getByLabel("Search companies", { exact: true }).inputValue()).toBe(
      "unmanned aircraft",
    )
    expect(await names(page)).toEqual(filtered)

    // saved under a name, listed among the saved searches, and it opens back into the same search
    await page.getByRole("button", { name: "Save search" }).click()
    const dialog = page.getByRole("dialog", { name: "Save search" })
    await dialog.getByRole("textbox", { name: "Name" }).fill("Unmanned aircraft R&D")
    await dialog.getByRole("button", { name: "Save" }).click()
    await notification(page, 'Search saved as "Unmanned aircraft R&D".').waitFor()

    // exported: the CSV of the current result set, with the storefronts the page shows
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^ignite-search-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = readFileSync((await download.path())!, "utf8")
    for (const name of filtered) expect(csv).toContain(name)
    expect(csv.trim().split("\n")).toHaveLength(filtered.length + 1)

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Saved searches" }).click()
    await page.getByRole("link", { name: "Unmanned aircraft R&D" }).click()
    await page.waitForURL((url) => url.pathname === "/" && url.searchParams.get("searchListings") !== null)
    await settled(page)
    expect(await names(page)).toEqual(filtered)

    expect(unexpected(problems)).toEqual([])
    await page.close()
  })
})
