import type { Browser, Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { aListingForm } from "../../gateway/src/testing/listing-form"
import type { TestApp } from "../../gateway/src/testing/test-app"
import { saveScreenshot, setUpJourney, watchConsole } from "./browser"
import { signedInPage, signedInUser } from "./users"

const website = "https://zephyr-gliders.example/"
const specs = "https://zephyr-gliders.example/specs"

/**
 * The company's own site, as the machine has no network: whatever the new tab asks of it gets a page
 * that says where it is, so the journey sees the tab arrive.
 */
const serveTheOutsideWorld = (page: Page) =>
  page
    .context()
    .route("https://zephyr-gliders.example/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Zephyr Gliders</title><h1>Zephyr</h1>" }),
    )

describe("links that leave Ignite in Chromium: the warning first", () => {
  let app: TestApp
  let browser: Browser
  let govToken = ""
  let listingId = ""
  setUpJourney((journey) => ({ app, browser } = journey))

  beforeAll(async () => {
    const owner = await app.companyOwner("Zephyr Gliders")
    await app.acceptPolicies(owner.userId)
    listingId = (await app.services.storefronts.reads.listingOfAccount(owner.accountId)).id
    await app.services.storefronts.edits.edit(
      owner.userId,
      listingId,
      await aListingForm(owner.userId, "Zephyr Gliders", {
        website,
        capabilityStatement:
          '<p>Long-endurance gliders for surveillance; our <a href="https://zephyr-gliders.example/flights">flight log</a> says how long.</p>',
      }),
    )
    await app.services.storefronts.artifactEdits.create(owner.userId, listingId, "service", {
      name: "Glider surveys",
      description: "Week-long survey flights over coasts and borders.",
      listingArtifactLinksAttributes: [{ name: "Specifications", url: specs }],
    })
    await app.services.storefronts.listings.publish(listingId, "test", true)
    govToken = (await signedInUser(app, { email: "gale.links@agency.example", firstName: "Gale" })).token
  })

  it("a government user follows the storefront's website through the warning, by mouse and by keyboard", async () => {
    const page = await signedInPage(browser, govToken)
    const problems = watchConsole(page)
    await serveTheOutsideWorld(page)
    await page.goto(`${app.url}/ignite/listings/${listingId}`)
    const link = page.getByRole("link", { name: website })
    expect(await link.getAttribute("target")).toBe("_blank")
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer")

    // asked first, naming the destination; staying keeps the page as it was and gives the focus back
    await link.click()
    const warning = page.getByRole("dialog", { name: "You are leaving Ignite" })
    await warning.getByText("This link opens zephyr-gliders.example in a new tab.").waitFor()
    await warning.getByText(website).waitFor()
    await saveScreenshot(page)
    expect(page.context().pages()).toHaveLength(1)
    await warning.getByRole("button", { name: "Stay on Ignite" }).click()
    await warning.waitFor({ state: "detached" })
    expect(await link.evaluate((element) => element === document.activeElement)).toBe(true)

    // by keyboard: Enter asks, staying has the focus, Tab reaches Continue, Enter opens the new tab
    await page.keyboard.press("Enter")
    await warning.waitFor()
    expect(
      await warning
        .getByRole("button", { name: "Stay on Ignite" })
        .evaluate((button) => button === document.activeElement),
    ).toBe(true)
    await page.keyboard.press("Tab")
    const onward = warning.getByRole("link", { name: "Continue to zephyr-gliders.example" })
    expect(await onward.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await onward.getAttribute("rel")).toBe("noopener noreferrer")
    const [tab] = await Promise.all([page.context().waitForEvent("page"), page.keyboard.press("Enter")])
    await tab.waitForLoadState()
    expect(tab.url()).toBe(website)
    // the new tab cannot reach back into Ignite
    expect(await tab.evaluate(() => window.opener)).toBeNull()
    await warning.waitFor({ state: "detached" })
    expect(new URL(page.url()).pathname).toBe(`/ignite/listings/${listingId}`)
    await tab.close()

    // a link inside the capability statement asks too
    await page.getByTestId("capability-statement").getByRole("link", { name: "flight log" }).click()
    await warning.getByText("https://zephyr-gliders.example/flights").waitFor()
    await page.keyboard.press("Escape")
    await warning.waitFor({ state: "detached" })
    expect(page.context().pages()).toHaveLength(1)
    expect(problems).toEqual([])
    await page.close()
  })

  it("an artifact's link asks over its details; Escape closes the warning and leaves the details open", async () => {
    const page = await signedInPage(browser, govToken)
    const problems = watchConsole(page)
    await serveTheOutsideWorld(page)
    await page.goto(`${app.url}/ignite/listings/${listingId}?tab=SERVICES`)
    await page.getByText("Glider surveys").first().click()
    const details = page.getByRole("dialog", { name: "Glider surveys" })
    await details.getByRole("tab", { name: "Links" }).click()
    await details.getByRole("link", { name: "Specifications" }).click()
    const warning = page.getByRole("dialog", { name: "You are leaving Ignite" })
    await warning.getByText(specs).waitFor()
    await page.keyboard.press("Escape")
    await warning.waitFor({ state: "detached" })
    await details.getByRole("link", { name: "Specifications" }).waitFor()

    await details.getByRole("link", { name: "Specifications" }).click()
    const [tab] = await Promise.all([
      page.context().waitForEvent("page"),
      warning.getByRole("link", { name: "Continue to zephyr-gliders.example" }).click(),
    ])
    await tab.waitForLoadState()
    expect(tab.url()).toBe(specs)
    await tab.close()
    expect(problems).toEqual([])
    await page.close()
  })
})
