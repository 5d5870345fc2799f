import { resolve } from "node:path"
import { listingMessages } from "@ignite/contracts/texts"
import type { Browser, Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import type { TestApp } from "../../gateway/src/testing/test-app"
import { notification, screenshotDir, setUpJourney, unexpected, watchConsole } from "./browser"
import { signedInPage, signedInUser } from "./users"

const header =
  "Company,Award Title,Agency,Phase,Agency Tracking Number,Contract,Proposal Award Date,Award Year,Award Amount,UEI,Contact Email,Abstract"

/** The value under the storefront's "Profile views (last 30 days)" label. */
const viewsOn = (page: Page) =>
  page.getByText("Profile views (last 30 days)").locator("xpath=following-sibling::*[1]")

describe("the listing view in Chromium, served by the gateway", () => {
  let app: TestApp
  let browser: Browser
  setUpJourney((journey) => ({ app, browser } = journey))

  let owner: { token: string; accountId: string; uniqueEntityId: string }
  let govToken = ""
  let listingId = ""
  let drillId = ""

  beforeAll(async () => {
    const o = await app.companyOwner("Storefront Co")
    await app.acceptPolicies(o.userId)
    owner = o
    govToken = (await signedInUser(app, { email: "gail.listings@agency.example", firstName: "Gail" })).token
    const uei = o.uniqueEntityId
    await app.services.companies.sbirImports.importFile([
      [
        header,
        `Storefront Co,Swarm sensing,NASA,Phase I,NASA-${uei}-1,NNX-1,2024-01-10,2024,"1,000",${uei},owner@example.test,Senses swarms.`,
        `Storefront Co,Lunar regolith drill,NASA,Phase II,NASA-${uei}-2,NNX-2,2024-02-01,2024,"2,000",${uei},owner@example.test,Drills the regolith.`,
      ].join("\n"),
    ])
    await app.services.platform.projections.drain("awards")
    listingId = (await app.services.storefronts.reads.listingOfAccount(o.accountId)).id
    const awards = await app.services.storefronts.reads.awardsOfListing(listingId, {
      page: 1,
      perPage: 10,
      sortBy: "createdAt",
      sortDirection: "asc",
    })
    drillId = awards.data.find((award) => award.awardTitle === "Lunar regolith drill")!.id
  })

  it("the owner opens their storefront and publishes it; a gov user then reads it, its awards and an award from the address, and the owner sees the visit counted", async () => {
    const listingPath = `${app.url}/ignite/listings/${listingId}`

    // Unpublished: a gov user is told the listing cannot be loaded.
    const early = await signedInPage(browser, govToken)
    const earlyProblems = watchConsole(early)
    await early.goto(listingPath)
    await early.getByText(listingMessages.loadFailed).waitFor()
    expect(unexpected(earlyProblems, 404)).toEqual([])
    await early.close()

    const page = await signedInPage(browser, owner.token)
    const problems = watchConsole(page)
    await page.goto(`${app.url}/`)
    await page.getByRole("link", { name: "My storefront" }).click()
    await page.waitForURL(listingPath)
    await page.getByRole("heading", { name: "Storefront Co", level: 1 }).waitFor()
    await page.getByText("Not visible to government users").waitFor()
    await page.getByText("No Point of Contact Data").waitFor()
    await page.getByRole("button", { name: "Publish" }).click()
    const confirm = page.getByRole("dialog", { name: "Publish listing" })
    await confirm.getByRole("button", { name: "Publish" }).click()
    await notification(page, listingMessages.published).waitFor()
    await page.getByText("Visible to all government users").waitFor()
    await confirm.waitFor({ state: "hidden" })
    await page.getByRole("button", { name: "Unpublish" }).waitFor()
    // the government user's failed visit and the owner's own visits count for nothing
    expect(await viewsOn(page).textContent()).toBe("0")
    await page.screenshot({ path: resolve(screenshotDir, "listing-view-storefront.png"), fullPage: true })
    expect(problems).toEqual([])
    await page.close()

    const gov = await signedInPage(browser, govToken)
    const govProblems = watchConsole(gov)
    await gov.goto(listingPath)
    await gov.getByRole("heading", { name: "Storefront Co", level: 1 }).waitFor()
    expect(await gov.getByRole("button", { name: "Unpublish" }).count()).toBe(0)
    await gov.getByRole("tab", { name: "Awards" }).click()
    await gov.waitForURL(`${listingPath}?tab=AWARDS`)
    // newest first by default
    await gov.getByRole("article").first().waitFor()
    expect(await gov.getByRole("article").allTextContents()).toEqual([
      expect.stringContaining("Lunar regolith drill"),
      expect.stringContaining("Swarm sensing"),
    ])
    await gov.getByLabel("Order").selectOption("asc")
    await gov.waitForURL(`${listingPath}?tab=AWARDS&sortDirection=asc`)
    await expect
      .poll(() => gov.getByRole("article").getByRole("heading").allTextContents())
      .toEqual(["Swarm sensing", "Lunar regolith drill"])

    await gov.goto(`${listingPath}?tab=AWARDS&artifactId=${drillId}&artifactType=award`)
    const award = gov.getByRole("dialog", { name: "Lunar regolith drill" })
    await award.getByText("Drills the regolith.").waitFor()
    await award.getByText("Technology types not available for this award.").waitFor()
    await gov.screenshot({ path: resolve(screenshotDir, "listing-view-award.png") })
    await award.getByRole("button", { name: "Close" }).click()
    await gov.waitForURL(`${listingPath}?tab=AWARDS`)
    expect(await gov.getByRole("dialog").count()).toBe(0)
    expect(govProblems).toEqual([])
    await gov.close()

    // the owner sees the government user's visits counted (the read model follows the log asynchronously)
    const again = await signedInPage(browser, owner.token)
    await expect
      .poll(
        async () => {
          await again.goto(listingPath)
          return Number(await viewsOn(again).textContent())
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBeGreaterThanOrEqual(1)
    await again.close()
  })
})
