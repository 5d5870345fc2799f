import { setupMessages } from "@ignite/contracts/texts"
import type { Browser, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { aListingForm } from "../../gateway/src/testing/listing-form"
import type { TestApp } from "../../gateway/src/testing/test-app"
import { notification, saveScreenshot, setUpJourney, unexpected } from "./browser"
import { agreeToPolicies, completeLinkSignUp, mailedToken, openSignUpPage } from "./sign-up"

/**
 * A new company owner's first run in Chromium: the claim sign-up from the mailed link, the setup checklist
 * on their home ticked from what they do, and finishing or dismissing it for good.
 */
describe("a new owner's first run in Chromium", () => {
  let app: TestApp
  let browser: Browser
  // a lighter captcha than production's keeps the sign-up quick on two cores; the protocol is the same
  setUpJourney((journey) => ({ app, browser } = journey), { CAPTCHA_COST: "200" })

  let companies = 0
  /**
   * A company the registry knows, claimed by its point of contact in the browser: the mailed link, the
   * claim sign-up, the terms, and the new owner's home. Answers the page and the company.
   */
  const claimInTheBrowser = async (name: string) => {
    companies++
    const uniqueEntityId = `FRST${String(companies).padStart(4, "0")}RUNX`
    const email = `owner${companies}@first-run.example`
    const { accountId } = await app.services.companies.registry.registerCompany({
      uniqueEntityId,
      name,
      contactEmail: email,
    })
    await app.services.companies.accounts.requestClaim(
      { uniqueEntityId, email, firstName: "Noor", lastName: "Newowner" },
      `10.77.0.${companies}`,
    )
    const { page, problems } = await openSignUpPage(browser)
    const claimToken = await mailedToken(app, email, "claimToken")
    await page.goto(`${app.url}/confirm_claim?claimToken=${encodeURIComponent(claimToken)}`)
    await page.waitForURL((url) => url.pathname === "/claim_signup")
    const signUp = await completeLinkSignUp(page, "Founder")
    await signUp.click()
    await notification(page, "Account successfully claimed!").waitFor()
    await agreeToPolicies(page)
    const [owner] = await app.services.platform.sql.query<{ id: string }>(
      "select claimed_by as id from accounts where id = $1",
      [accountId],
    )
    const listingId = (await app.services.storefronts.reads.listingOfAccount(accountId)).id
    return { page, problems, accountId, listingId, ownerId: owner!.id }
  }

  const checklist = (page: Page) => page.getByRole("region", { name: setupMessages.title })
  const step = (page: Page, label: string) => checklist(page).getByRole("listitem").filter({ hasText: label })

  /** Whether the account's setup session is complete, as the server says. */
  const setupComplete = async (accountId: string) =>
    (await app.services.companies.reads.account(accountId)).setupSessionComplete

  /** Finished or dismissed, the checklist is gone for good: the server says so, and a reload keeps it gone. */
  const expectGoneForGood = async (page: Page, accountId: string) => {
    await checklist(page).waitFor({ state: "detached" })
    expect(await setupComplete(accountId)).toBe(true)
    await page.reload()
    await page.getByRole("heading", { name: "Your storefront" }).waitFor()
    await page.waitForLoadState("networkidle")
    expect(await checklist(page).count()).toBe(0)
  }

  it("ticks each step as the owner takes it; finished, it is gone for good, after a reload too", async () => {
    const { page, problems, accountId, listingId, ownerId } = await claimInTheBrowser("Firstrun Robotics")
    await checklist(page).getByText(setupMessages.progress(0, 4)).waitFor()
    await saveScreenshot(page)

    // invite a colleague from the checklist's own way there
    await step(page, setupMessages.steps.invite.label)
      .getByRole("link", { name: setupMessages.steps.invite.action })
      .click()
    await page.waitForURL((url) => url.pathname === "/users")
    await page.getByRole("button", { name: "Invite User" }).click()
    const invite = page.getByRole("dialog", { name: "Invite User" })
    await invite.getByLabel("First Name").fill("Kim")
    await invite.getByLabel("Last Name").fill("Colleague")
    await invite.getByLabel("Email").fill("kim@first-run.example")
    await invite.getByRole("button", { name: "Send Invite" }).click()
    await notification(page, "User invited successfully.").waitFor()
    await page.getByRole("link", { name: "Ignite", exact: true }).click()
    await checklist(page).getByText(setupMessages.progress(1, 4)).waitFor()
    await step(page, setupMessages.steps.invite.label).getByText(setupMessages.done).waitFor()

    // the storefront form has a journey of its own (storefront-edit.e2e): here the owner's save arrives
    await app.services.storefronts.edits.edit(
      ownerId,
      listingId,
      await aListingForm(ownerId, "Firstrun Robotics"),
    )
    await page.reload()
    await checklist(page).getByText(setupMessages.progress(3, 4)).waitFor()

    // and publishes from the status bar the checklist leads to
    await step(page, setupMessages.steps.publish.label)
      .getByRole("link", { name: setupMessages.steps.publish.action })
      .click()
    await page.waitForURL((url) => url.pathname === `/ignite/listings/${listingId}`)
    await page.getByRole("button", { name: "Publish" }).click()
    await page
      .getByRole("dialog", { name: "Publish listing" })
      .getByRole("button", { name: "Publish" })
      .click()
    await notification(page, "Successfully published listing.").waitFor()
    await page.getByRole("link", { name: "Ignite", exact: true }).click()
    await checklist(page).getByText(setupMessages.progress(4, 4)).waitFor()
    await saveScreenshot(page)

    await checklist(page).getByRole("button", { name: setupMessages.finish }).click()
    await notification(page, setupMessages.finished).waitFor()
    await expectGoneForGood(page, accountId)
    expect(unexpected(problems)).toEqual([])
    await page.close()
  })

  it("dismissed at once, it does not come back after a reload", async () => {
    const { page, problems, accountId } = await claimInTheBrowser("Dismissive Dynamics")
    await checklist(page).getByText(setupMessages.progress(0, 4)).waitFor()
    expect(await checklist(page).getByRole("button", { name: setupMessages.finish }).count()).toBe(0)
    await checklist(page).getByRole("button", { name: setupMessages.dismiss }).click()
    await expectGoneForGood(page, accountId)
    expect(unexpected(problems)).toEqual([])
    await page.close()
  })
})
