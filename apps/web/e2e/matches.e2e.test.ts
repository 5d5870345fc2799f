import type { Browser } from "playwright-core"
import { describe, expect, it } from "vitest"
import { saveGovProfile } from "../../gateway/src/testing/gov-profile"
import { aListingForm } from "../../gateway/src/testing/listing-form"
import type { TestApp } from "../../gateway/src/testing/test-app"
import { setUpJourney, unexpected, watchConsole } from "./browser"
import { signedInPage, signedInUser } from "./users"

/**
 * Matchmaking (issue 24) against the whole system: a government user with a counter-UAS profile finds
 * "Companies for you" on their home with the reasons and shared words marked, hides one (it stays hidden
 * after a reload), and starts a chat from another (recorded as the match's success); the company sees that
 * government user among "Government users interested in what you do".
 */
describe("matches for a government user and a company in Chromium", () => {
  let app: TestApp
  let browser: Browser
  setUpJourney((journey) => ({ app, browser } = journey))

  const company = async (name: string, capabilityStatement: string) => {
    const owner = await app.companyOwner(name)
    await app.acceptPolicies(owner.userId)
    const listingId = (await app.services.storefronts.reads.listingOfAccount(owner.accountId)).id
    await app.services.storefronts.edits.edit(
      owner.userId,
      listingId,
      await aListingForm(owner.userId, name, { capabilityStatement, technologyTypeIds: ["4", "16"] }),
    )
    await app.services.storefronts.listings.publish(listingId, "test", true)
    return { ...owner, listingId }
  }

  it("shows a government user their matches with reasons, hides one, starts a chat from another; the company sees the reverse", async () => {
    const skyhawk = await company(
      "Skyhawk Journey",
      "<p>Counter-UAS detection of small drone swarms by their radio emissions, for base defense.</p>",
    )
    await company(
      "Hornet Journey",
      "<p>Autonomous sensors and drones that patrol the perimeter of bases, day and night.</p>",
    )
    const gov = await signedInUser(app, { email: "gov.match@agency.example", firstName: "Morgan" })
    const { services } = app
    await saveGovProfile(app, gov.userId, {
      problem: "<p>We need counter-UAS detection of drone swarms near our bases.</p>",
      linesOfEffort: ["Perimeter defense of bases against small drone swarms"],
      govEmployeeSinceYear: 2012,
    })
    await services.platform.projections.drain("matches")

    const page = await signedInPage(browser, gov.token)
    const problems = watchConsole(page)
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`${app.url}/`)
    const section = page.getByRole("region", { name: "Companies for you" })
    const card = (name: string) => section.getByRole("article", { name })
    await card("Skyhawk Journey").waitFor()
    await card("Hornet Journey").waitFor()
    // the reason says why, with the shared words marked
    expect(await card("Skyhawk Journey").textContent()).toMatch(/Autonomy & Robotics and Sensors; your/)
    expect(await card("Skyhawk Journey").locator("mark").count()).toBeGreaterThan(0)

    // hidden: gone at once, and still gone after a reload
    await card("Hornet Journey").getByRole("button", { name: "Hide Hornet Journey" }).click()
    await expect.poll(() => card("Hornet Journey").count(), { timeout: 10_000 }).toBe(0)
    await services.platform.projections.drain("matches")
    await page.reload()
    await card("Skyhawk Journey").waitFor()
    expect(await card("Hornet Journey").count()).toBe(0)

    // a chat started from a match
    await card("Skyhawk Journey").getByRole("button", { name: "Start a chat" }).click()
    const modal = page.getByRole("dialog")
    await modal.getByLabel("Message").fill("Your counter-UAS work fits our problem.")
    await modal.getByRole("button", { name: "Send" }).click()
    await page.waitForURL((url) => url.pathname === "/chat" && url.searchParams.has("threadId"))
    const { events } = await services.platform.store.readStream(`matchfeedback-${gov.userId}`)
    expect(events.map((event) => event.type)).toEqual(["MatchHidden", "MatchSucceeded"])
    expect(events[1]?.data).toMatchObject({ subjectId: skyhawk.listingId })

    // the company's side: the government user who fits what it does
    const companyPage = await signedInPage(browser, skyhawk.token)
    const companyProblems = watchConsole(companyPage)
    await companyPage.setViewportSize({ width: 1280, height: 900 })
    await companyPage.goto(`${app.url}/`)
    const reverse = companyPage.getByRole("region", { name: "Government users interested in what you do" })
    const morgan = reverse.getByRole("article", { name: "Morgan Tester" })
    await morgan.waitFor()
    expect(await morgan.textContent()).toMatch(/your capability statement and their/)
    expect(await morgan.locator("mark").count()).toBeGreaterThan(0)

    expect(unexpected(problems)).toEqual([])
    expect(unexpected(companyProblems)).toEqual([])
    await companyPage.close()
    await page.close()
  })
})
