import { resolve } from "node:path"
import type { Browser } from "playwright-core"
import { describe, expect, it } from "vitest"
import type { TestApp } from "../../gateway/src/testing/test-app"
import { notification, screenshotDir, setUpJourney, unexpected } from "./browser"
import { agreeToPolicies, completeLinkSignUp, mailedToken, openSignUpPage } from "./sign-up"
import { password, signIn } from "./users"

const screenshots = screenshotDir

/**
 * Company onboarding in Chromium against the whole system: a claim from /claim to a signed-in owner, an
 * invite from the Users page to a signed-in colleague, and mailed links that have expired. The captcha is
 * the real widget solving our server's challenges under the page's content security policy.
 */
describe("company onboarding journeys in Chromium, served by the gateway", () => {
  let app: TestApp
  let browser: Browser
  // A lighter puzzle than production's keeps the journeys quick on two cores; the protocol is the same.
  setUpJourney((journey) => ({ app, browser } = journey), { CAPTCHA_COST: "200" })

  let companies = 0
  /** A company in the registry, with its point of contact, named for the journey. */
  const company = async (name: string) => {
    companies++
    const uniqueEntityId = `JRNY${String(companies).padStart(4, "0")}${name.slice(0, 4).toUpperCase().padEnd(4, "X")}`
    const contactEmail = `poc.${name.toLowerCase().replace(/\W+/g, "")}@journey.example`
    const { accountId } = await app.services.companies.registry.registerCompany({
      uniqueEntityId,
      name,
      contactEmail,
    })
    return { accountId, uniqueEntityId, contactEmail }
  }

  /** A company claimed through the services (request, mailed link, sign-up), its owner past the terms. */
  const claimedCompany = async (name: string) => {
    const c = await company(name)
    const ip = `10.9.0.${companies}`
    await app.services.companies.accounts.requestClaim(
      { uniqueEntityId: c.uniqueEntityId, email: c.contactEmail, firstName: "Olu", lastName: "Owner" },
      ip,
    )
    const claimToken = await mailedToken(app, c.contactEmail, "claimToken")
    const { userId } = await app.services.companies.onboarding.claimAccount(
      {
        claimToken,
        password,
        passwordConfirmation: password,
        firstName: "Olu",
        lastName: "Owner",
        title: "Founder",
        cellPhone: "555-0100",
        timezone: "America/New_York",
      },
      undefined,
      { ip },
    )
    await app.acceptPolicies(userId)
    return { ...c, userId }
  }

  it("claims a company from /claim to a signed-in owner", async () => {
    const c = await company("Claimed Robotics")
    const { page, problems } = await openSignUpPage(browser)
    await page.goto(`${app.url}/signin`)
    await page.getByRole("link", { name: "Claim an account (SBIR/STTR Companies)" }).click()
    await page.waitForURL(`${app.url}/claim`)
    const form = page.getByRole("form", { name: "Request to claim account" })
    await form.getByLabel("Unique Entity Id").fill(c.uniqueEntityId.toLowerCase())
    await form.getByText("Claimed Robotics").waitFor()
    await form.getByLabel("Email").fill(c.contactEmail)
    await form.getByLabel("First Name").fill("Pat")
    await form.getByLabel("Last Name").fill("Claimant")
    const submitButton = form.getByRole("button", { name: "Submit" })
    await expect.poll(() => submitButton.isEnabled(), { timeout: 30_000 }).toBe(true)
    await page.screenshot({ path: resolve(screenshots, "onboarding-claim.png"), fullPage: true })
    await submitButton.click()

    await page.waitForURL((url) => url.pathname === "/claim_result")
    await page.getByRole("heading", { level: 1, name: "Claim Request Processed" }).waitFor()
    const resend = page.getByRole("form", { name: "Resend claim email" })
    expect(await resend.getByRole("textbox", { name: "Unique Entity Id" }).inputValue()).toBe(
      c.uniqueEntityId,
    )
    expect(await resend.getByRole("textbox", { name: "Email", exact: true }).inputValue()).toBe(
      c.contactEmail,
    )
    await page.screenshot({ path: resolve(screenshots, "onboarding-claim-result.png"), fullPage: true })

    const claimToken = await mailedToken(app, c.contactEmail, "claimToken")
    await page.goto(`${app.url}/confirm_claim?claimToken=${encodeURIComponent(claimToken)}`)
    await page.waitForURL((url) => url.pathname === "/claim_signup")
    await page.getByRole("heading", { level: 1, name: "Sign Up" }).waitFor()
    const signUpForm = page.getByRole("form", { name: "Sign up" })
    expect(await signUpForm.getByLabel("First Name").inputValue()).toBe("Pat")
    expect(await signUpForm.getByLabel("Last Name").inputValue()).toBe("Claimant")
    expect(await signUpForm.getByRole("combobox", { name: "Time Zone" }).inputValue()).toContain("Central")
    const signUp = await completeLinkSignUp(page, "Engineer")
    await page.screenshot({ path: resolve(screenshots, "onboarding-claim-signup.png"), fullPage: true })
    await signUp.click()

    await notification(page, "Account successfully claimed!").waitFor()
    await agreeToPolicies(page)
    await page.getByRole("heading", { level: 1, name: "Welcome to Ignite" }).waitFor()
    await page.getByRole("button", { name: "User menu for Pat Claimant" }).click()
    await page.getByRole("menuitem", { name: "Account" }).click()
    await page.getByRole("heading", { name: "Company Account" }).waitFor()
    await page.getByText(c.uniqueEntityId).waitFor()
    await page.screenshot({ path: resolve(screenshots, "onboarding-claimed-account.png"), fullPage: true })
    const [row] = await app.services.platform.sql.query<{ claimed: boolean }>(
      "select claimed_by is not null as claimed from accounts where id = $1",
      [c.accountId],
    )
    expect(row?.claimed).toBe(true)
    expect(unexpected(problems)).toEqual([])
    await page.close()
  })

  it("invites a colleague on /users; the colleague joins from the mailed link and the invite is gone", async () => {
    const c = await claimedCompany("Invite Labs")
    const owner = await openSignUpPage(browser)
    await signIn(app, owner.page, c.contactEmail)
    await owner.page.waitForURL(`${app.url}/`)
    await owner.page.getByRole("button", { name: "User menu for Olu Owner" }).click()
    await owner.page.getByRole("menuitem", { name: "Users" }).click()
    await owner.page.waitForURL((url) => url.pathname === "/users")
    await owner.page.getByRole("heading", { level: 2, name: "Olu Owner" }).waitFor()

    await owner.page.getByRole("button", { name: "Invite User" }).click()
    const dialog = owner.page.getByRole("dialog", { name: "Invite User" })
    await dialog.getByLabel("First Name").fill("Kim")
    await dialog.getByLabel("Last Name").fill("Colleague")
    await dialog.getByLabel("Email").fill("kim@invitelabs.example")
    await dialog.getByRole("button", { name: "Send Invite" }).click()
    await notification(owner.page, "User invited successfully.").waitFor()
    await dialog.waitFor({ state: "hidden" })
    const inviteCard = owner.page.getByRole("region", { name: "Kim Colleague" })
    await inviteCard.getByText("Invited").waitFor()
    await owner.page.screenshot({
      path: resolve(screenshots, "onboarding-users-invited.png"),
      fullPage: true,
    })

    const inviteToken = await mailedToken(app, "kim@invitelabs.example", "inviteToken")
    const colleague = await openSignUpPage(browser)
    await colleague.page.goto(`${app.url}/accept_invite?inviteToken=${encodeURIComponent(inviteToken)}`)
    await colleague.page.waitForURL((url) => url.pathname === "/invite_signup")
    expect(await colleague.page.getByLabel("First Name").inputValue()).toBe("Kim")
    const signUp = await completeLinkSignUp(colleague.page, "Engineer")
    await signUp.click()
    await notification(colleague.page, "Account successfully created!").waitFor()
    await agreeToPolicies(colleague.page)
    await colleague.page.getByRole("heading", { level: 1, name: "Welcome to Ignite" }).waitFor()
    await colleague.page.getByRole("button", { name: "User menu for Kim Colleague" }).waitFor()
    expect(unexpected(colleague.problems)).toEqual([])
    await colleague.page.close()

    await owner.page.reload()
    const memberCard = owner.page.getByRole("region", { name: "Kim Colleague" })
    await memberCard.getByText("kim@invitelabs.example").waitFor()
    expect(await memberCard.getByText("Invited").count()).toBe(0)
    expect(await memberCard.getByRole("button", { name: "Resend" }).count()).toBe(0)
    await owner.page.getByText("1 to 2 of 2 entries").waitFor()
    await owner.page.screenshot({ path: resolve(screenshots, "onboarding-users-joined.png"), fullPage: true })
    expect(unexpected(owner.problems)).toEqual([])
    await owner.page.close()
  })

  it("says an expired invite expired, and sends an expired claim link again", async () => {
    const c = await claimedCompany("Lapsed Works")
    await app.services.companies.accounts.sendInvite(c.userId, c.accountId, {
      firstName: "Late",
      lastName: "Comer",
      email: "late@lapsedworks.example",
    })
    const inviteToken = await mailedToken(app, "late@lapsedworks.example", "inviteToken")
    await app.services.platform.sql.query(
      "update link_tokens set expires_at = now() - interval '1 minute' where purpose = $1",
      ["invite"],
    )
    const { page, problems } = await openSignUpPage(browser)
    await page.goto(`${app.url}/accept_invite?inviteToken=${encodeURIComponent(inviteToken)}`)
    await page.getByRole("heading", { level: 1, name: "Failed to Confirm Invite" }).waitFor()
    await page.getByText("This invite token expired.").waitFor()
    await page.getByText("Please contact your account administrator for a new invite, or sign in.").waitFor()
    await page.screenshot({ path: resolve(screenshots, "onboarding-invite-expired.png"), fullPage: true })

    const unclaimed = await company("Slow Claimant")
    await app.services.companies.accounts.requestClaim(
      {
        uniqueEntityId: unclaimed.uniqueEntityId,
        email: unclaimed.contactEmail,
        firstName: "Sol",
        lastName: "Late",
      },
      "10.9.1.1",
    )
    const claimToken = await mailedToken(app, unclaimed.contactEmail, "claimToken")
    await app.services.platform.sql.query(
      "update link_tokens set expires_at = now() - interval '1 minute' where purpose = $1",
      ["claim"],
    )
    await page.goto(`${app.url}/confirm_claim?claimToken=${encodeURIComponent(claimToken)}`)
    await page.getByRole("heading", { level: 1, name: "Claim Request Failed" }).waitFor()
    await page.getByText("The provided claim token has expired").waitFor()
    await page.screenshot({ path: resolve(screenshots, "onboarding-claim-expired.png"), fullPage: true })
    await page.getByRole("button", { name: "Resend Claim Email" }).click()
    await notification(page, "Claim email has been resent.").waitFor()

    const freshToken = await mailedToken(app, unclaimed.contactEmail, "claimToken", 2)
    expect(freshToken).not.toBe(claimToken)
    await page.goto(`${app.url}/confirm_claim?claimToken=${encodeURIComponent(freshToken)}`)
    await page.waitForURL((url) => url.pathname === "/claim_signup")
    expect(new URL(page.url()).searchParams.get("firstName")).toBe("Sol")
    // the link checks answer 400 for the expired tokens; Chromium logs those answers
    expect(unexpected(problems, 400)).toEqual([])
    await page.close()
  })
})
