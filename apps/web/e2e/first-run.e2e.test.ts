import { setupMessages } from "@ignite/contracts/texts"
import type { Browser, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { aListingForm } from "../../gateway/src/testing/listing-form"
import type { TestApp } from "../../gateway/src/testing/test-app"
import { notification, saveScreenshot, setUpJourney, unexpected, watchConsole } from "./browser"

/**
 * A new company owner's first run in Chromium: the claim sign-up from the mailed link, the setup checklist
 * on their home ticked from what they do, and finishing or dismissing it for good.
 */
describe("a new owner's first run in Chromium", () => {
  let app: TestApp
  let browser: Browser
  // a lighter captcha than production's keeps the sign-up quick on two cores; the protocol is the same
  setUpJourney((journey) => ({ app, browser } = journey), { CAPTCHA_COST: "200" })

  /** The claim link mailed to `to`, once the mail has arrived (mail follows the commit). */
  const mailedClaimToken = async (to: string) => {
    const deadline = Date.now() + 15_000
    for (;;) {
      const mails = (await (
        await app.request(`/api/dev/mail?to=${encodeURIComponent(to)}`)
      ).json()) as Array<{
        text: string
      }>
      const match = mails[0] ? /claimToken=([^\s&"<]+)/.exec(mails[0].text) : null
      if (match) return decodeURIComponent(match[1]!)
      if (Date.now() > deadline) throw new Error(`no claim mail reached ${to}`)
      await new Promise((wake) => setTimeout(wake, 100))
    }
  }

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
    const page = await browser.newPage({
      timezoneId: "America/Chicago",
      viewport: { width: 1280, height: 1000 },
    })
    const problems = watchConsole(page)
    await page.goto(
      `${app.url}/confirm_claim?claimToken=${encodeURIComponent(await mailedClaimToken(email))}`,
    )
    await page.waitForURL((url) => url.pathname === "/claim_signup")
    const form = page.getByRole("form", { name: "Sign up" })
    await form.getByRole("textbox", { name: "Password", exact: true }).fill("Journey1!")
    await form.getByRole("textbox", { name: "Confirm Password", exact: true }).fill("Journey1!")
    await form.getByLabel("Title").fill("Founder")
    await form.getByLabel("Cell Phone").fill("555-0199")
    const signUp = form.getByRole("button", { name: "Sign Up" })
    await expect.poll(() => signUp.isEnabled(), { timeout: 30_000 }).toBe(true)
    await signUp.click()
    await notification(page, "Account successfully claimed!").waitFor()
    await page.waitForURL((url) => url.pathname === "/sign_terms")
    await page.getByRole("button", { name: "Agree" }).click()
    await page.getByRole("heading", { level: 1, name: "Privacy Statement" }).waitFor()
    await page.getByRole("button", { name: "Agree" }).click()
    await page.waitForURL((url) => url.pathname === "/")
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
    await checklist(page).waitFor({ state: "detached" })
    expect(await setupComplete(accountId)).toBe(true)
    await page.reload()
    await page.getByRole("heading", { name: "Your storefront" }).waitFor()
    await page.waitForLoadState("networkidle")
    expect(await checklist(page).count()).toBe(0)
    expect(unexpected(problems)).toEqual([])
    await page.close()
  })

  it("dismissed at once, it does not come back after a reload", async () => {
    const { page, problems, accountId } = await claimInTheBrowser("Dismissive Dynamics")
    await checklist(page).getByText(setupMessages.progress(0, 4)).waitFor()
    expect(await checklist(page).getByRole("button", { name: setupMessages.finish }).count()).toBe(0)
    await checklist(page).getByRole("button", { name: setupMessages.dismiss }).click()
    await checklist(page).waitFor({ state: "detached" })
    expect(await setupComplete(accountId)).toBe(true)
    await page.reload()
    await page.getByRole("heading", { name: "Your storefront" }).waitFor()
    await page.waitForLoadState("networkidle")
    expect(await checklist(page).count()).toBe(0)
    expect(unexpected(problems)).toEqual([])
    await page.close()
  })
})
