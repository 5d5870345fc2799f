import { resolve } from "node:path"
import type { Browser, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import type { TestApp } from "../../gateway/src/testing/test-app"
import { notification, screenshotDir, setUpJourney, unexpected } from "./browser"
import { agreeToPolicies, openSignUpPage, signUpWhenSolved } from "./sign-up"
import { registerUser, signIn } from "./users"

/**
 * Government users in Chromium against the whole system: a plain sign-up on /gov_user through the
 * confirmation mail and the terms to the profile view, and a VISION arrival whose token prefills the form
 * and ends in the verified badge. The captcha is the real widget.
 */
describe("government user journeys in Chromium, served by the gateway", () => {
  let app: TestApp
  let browser: Browser
  const visionUrl = "https://vision.example/sign_in"
  setUpJourney((journey) => ({ app, browser } = journey), { CAPTCHA_COST: "200", VISION_URL: visionUrl })

  /** Everything /gov_user asks for besides what a VISION token brings, then the captcha. */
  const fillGovSignUp = async (page: Page, login?: { email: string }) => {
    const form = page.getByRole("form", { name: "Government sign up" })
    if (login) {
      await form.getByRole("textbox", { name: "Email" }).fill(login.email)
      await form.getByRole("textbox", { name: "First Name" }).fill("Jo")
      await form.getByRole("textbox", { name: "Last Name" }).fill("Journey")
    }
    await form.getByRole("textbox", { name: "Password", exact: true }).fill("Journey1!")
    await form.getByRole("textbox", { name: "Confirm Password", exact: true }).fill("Journey1!")
    await form.getByRole("combobox", { name: "Organization" }).fill("Air Force")
    await page.getByRole("option", { name: "United States Air Force" }).click()
    await form.getByRole("textbox", { name: "Title" }).fill("Program Manager")
    await form.getByRole("combobox", { name: "Technology Types" }).click()
    await page.getByRole("option", { name: "Cybersecurity" }).click()
    await page.keyboard.press("Escape")
    await form.getByRole("combobox", { name: "Classifications" }).click()
    await page.getByRole("option", { name: "Contracting Officer", exact: true }).click()
    await page.keyboard.press("Escape")
    await form
      .getByRole("textbox", { name: "Line of effort 1" })
      .fill("Zero-trust networking for remote test ranges")
    await form
      .getByRole("textbox", { name: "Problem Statement & Role Description" })
      .fill("We need secure links.")
    await form.getByRole("textbox", { name: "Government Employee Since (year)" }).fill("2008")
    await form.getByRole("checkbox", { name: /UNCLASSIFIED/ }).check()
    return signUpWhenSolved(form)
  }

  const userIdOf = async (email: string) => {
    const [row] = await app.services.platform.sql.query<{ id: string }>(
      "select id from gov_users where email = $1",
      [email],
    )
    return row!.id
  }

  it("signs up on /gov_user, confirms by mail, agrees to the terms and sees the profile view", async () => {
    const { page, problems } = await openSignUpPage(browser)
    await page.goto(`${app.url}/signin`)
    await page.getByRole("link", { name: "Sign Up (Government Users)" }).click()
    await page.waitForURL(`${app.url}/gov_user`)
    const form = page.getByRole("form", { name: "Government sign up" })
    // an address off the allow list is refused as soon as it is left
    await form.getByRole("textbox", { name: "Email" }).fill("someone@gmail.com")
    await form.getByRole("textbox", { name: "Password", exact: true }).click()
    await form
      .getByText(
        "This email is not currently allowed for Ignite government user signup. Please contact support to request access.",
      )
      .waitFor()
    await page.getByRole("button", { name: "How spam protection works" }).click()
    await page.getByRole("dialog", { name: "Spam protection" }).getByRole("button", { name: "Close" }).click()
    const signUp = await fillGovSignUp(page, { email: "journey.gov@navy.mil" })
    await page.screenshot({ path: resolve(screenshotDir, "gov-user-signup.png"), fullPage: true })
    await signUp.click()
    await notification(page, "Account successfully created!").waitFor()
    await page.waitForURL((url) => url.pathname === "/confirmation_instructions")

    const userId = await userIdOf("journey.gov@navy.mil")
    const confirmationToken = await app.linkToken(userId, "ConfirmationSent")
    await page.goto(`${app.url}/confirm_email?confirmationToken=${confirmationToken}`)
    await page.getByRole("heading", { level: 1, name: "Your account has been confirmed!" }).waitFor()
    await page.goto(`${app.url}/`)
    await agreeToPolicies(page)

    await page.goto(`${app.url}/gov/users/${userId}`)
    await page.getByRole("heading", { level: 2, name: "User Info" }).waitFor()
    await page.getByText("United States Air Force").waitFor()
    await page.getByText("16-20").waitFor()
    await page.getByRole("heading", { level: 1, name: "Jo Journey" }).waitFor()
    await page.getByText("America/Chicago").waitFor()
    await page.getByText("Zero-trust networking for remote test ranges").waitFor()
    await page.getByText("Contracting Officer (Acquisition)").waitFor()
    expect(await page.getByLabel("Verified VISION user").count()).toBe(0)
    await page.screenshot({ path: resolve(screenshotDir, "gov-user-profile.png"), fullPage: true })
    expect(unexpected(problems)).toEqual([])
    await page.close()
  })

  it("arrives from VISION with a token: the form is prefilled, and the profile carries the verified badge", async () => {
    const q = await app.services.govUsers.users.vision.mint({
      visionUserId: "journey-vision-1",
      email: "val.journey@partner.example",
      firstName: "Val",
      lastName: "Journey",
      position: "Contracting Officer",
      organization: "Air Force",
      emailValid: true,
    })
    const { page, problems } = await openSignUpPage(browser)
    await page.goto(`${app.url}/gov_user?q=${q}`)
    await page.waitForURL(`${app.url}/gov_user`)
    const form = page.getByRole("form", { name: "Government sign up" })
    await page.getByText("Connected to VISION").waitFor()
    expect(await form.getByRole("textbox", { name: "Email" }).inputValue()).toBe(
      "val.journey@partner.example",
    )
    expect(await form.getByRole("textbox", { name: "First Name" }).inputValue()).toBe("Val")
    const signUp = await fillGovSignUp(page)
    await signUp.click()
    await notification(page, "Account successfully created!").waitFor()
    // VISION vouched for the address: no confirmation mail, straight to the terms
    await agreeToPolicies(page)
    const userId = await userIdOf("val.journey@partner.example")
    await page.goto(`${app.url}/gov/users/${userId}`)
    await page.getByLabel("Verified VISION user").waitFor()
    await page.screenshot({ path: resolve(screenshotDir, "gov-user-verified.png"), fullPage: true })
    expect(unexpected(problems)).toEqual([])
    await page.close()
  })

  it("links an existing government user who arrives from VISION: /signup_or_signin, sign in, connected", async () => {
    const email = "existing.gov@dla.mil"
    const userId = await registerUser(app, { email, firstName: "Eli", lastName: "Existing", roles: ["gov"] })
    const q = await app.services.govUsers.users.vision.mint({
      visionUserId: "journey-vision-2",
      email,
      firstName: "Eli",
      lastName: "Existing",
      position: null,
      organization: null,
      emailValid: true,
    })
    const { page, problems } = await openSignUpPage(browser)
    await page.goto(`${app.url}/account?q=${q}`)
    // signed out with a partner token: the choice comes first, and the server knows the account
    await page.waitForURL((url) => url.pathname === "/signup_or_signin" && !url.searchParams.has("q"))
    await page.getByText("You already have an Ignite account. Sign in to connect it to VISION.").waitFor()
    await page.getByRole("button", { name: "Why does it matter?" }).click()
    await page.getByText(/verified badge on Ignite/).waitFor()
    await page.screenshot({ path: resolve(screenshotDir, "gov-user-signup-or-signin.png"), fullPage: true })
    await page
      .getByRole("region", { name: "I have an Ignite account" })
      .getByRole("link", { name: "Sign In" })
      .click()
    await page.waitForURL((url) => url.pathname === "/signin")
    await signIn(app, page, email)
    await notification(page, "Your VISION account is now connected.").waitFor()
    const view = await app.services.govUsers.reads.govUser(userId)
    expect(view.govUserExtendedData.visionUserId).toBe("journey-vision-2")
    // the token is used up: signed out again, visitors go to /signin
    expect(await page.evaluate(() => localStorage.getItem("ignite.partnerToken"))).toBeNull()
    expect(unexpected(problems)).toEqual([])
    await page.close()
  })

  it("offers three real choices on /signup/choice: to VISION without a token, sign up connected with one, or /gov_user", async () => {
    const { page, problems } = await openSignUpPage(browser)
    await page.goto(`${app.url}/signup/choice`)
    const connect = page.getByRole("region", { name: "I have a VISION account" })
    const licence = page.getByRole("region", { name: "My organization has a VISION licence" })
    const none = page.getByRole("region", { name: "My organization has no VISION licence" })
    expect(await connect.getByRole("link", { name: "Sign In to VISION" }).getAttribute("href")).toBe(
      visionUrl,
    )
    expect(await licence.getByRole("link", { name: "Create a VISION Account" }).getAttribute("href")).toBe(
      visionUrl,
    )
    await page.screenshot({ path: resolve(screenshotDir, "gov-signup-choice.png"), fullPage: true })
    await none.getByRole("link", { name: "Sign Up" }).click()
    await page.waitForURL((url) => url.pathname === "/gov_user")

    // back from VISION with a token of a person who has no account: the first card signs them up connected
    const q = await app.services.govUsers.users.vision.mint({
      visionUserId: "journey-vision-choice",
      email: "chooser@dla.mil",
      firstName: "Cho",
      lastName: "Oser",
      position: "Engineer",
      organization: null,
      emailValid: true,
    })
    await page.goto(`${app.url}/signup/choice?q=${q}`)
    await connect.getByText(/Your VISION details fill in the sign-up form/).waitFor()
    await connect.getByRole("link", { name: "Sign Up with VISION" }).click()
    await page.waitForURL((url) => url.pathname === "/gov_user")
    await expect.poll(() => page.getByRole("textbox", { name: "Email" }).inputValue()).toBe("chooser@dla.mil")
    expect(unexpected(problems)).toEqual([])
    await page.close()
  })

  it("lets an admin add and remove allow-list entries on /admin/gov_email_allow_list", async () => {
    await registerUser(app, { email: "allow.admin@ignite.test", firstName: "Ada", roles: ["admin"] })
    const { page, problems } = await openSignUpPage(browser)
    await signIn(app, page, "allow.admin@ignite.test")
    await page.waitForURL(`${app.url}/`)
    await page.goto(`${app.url}/admin/policies`)
    await page.getByRole("link", { name: "Government sign-up allow list" }).click()
    await page.waitForURL(`${app.url}/admin/gov_email_allow_list`)
    const table = page.getByRole("table", { name: "Allowed domains and addresses" })
    await table.getByRole("cell", { name: ".mil", exact: true }).waitFor()
    const form = page.getByRole("form", { name: "Add to the allow list" })
    await form.getByRole("textbox", { name: "Domain or email address" }).fill("Contractor.example")
    await form.getByRole("button", { name: "Add" }).click()
    await table.getByRole("cell", { name: "contractor.example", exact: true }).waitFor()
    expect((await app.services.govUsers.users.checkEmail("pat@contractor.example")).allowed).toBe(true)
    await page.screenshot({ path: resolve(screenshotDir, "gov-email-allow-list.png"), fullPage: true })
    await page.getByRole("button", { name: "Remove contractor.example" }).click()
    await table.getByRole("cell", { name: "contractor.example", exact: true }).waitFor({ state: "detached" })
    expect((await app.services.govUsers.users.checkEmail("pat@contractor.example")).allowed).toBe(false)
    expect(unexpected(problems)).toEqual([])
    await page.close()
  })

  it("lets a company user search and filter government users on /gov/users, the filters in the address, and open a profile from a card", async () => {
    const signUp = async (
      email: string,
      firstName: string,
      lastName: string,
      profile: {
        govUserOrganizationId: string
        technologyTypes: { id: string }[]
        govUserClassifications: { id: string }[]
        details: string
      },
    ) => {
      const { userId } = await app.services.govUsers.onboarding.signUp(
        {
          email,
          password: "Journey1!",
          confirmPassword: "Journey1!",
          firstName,
          lastName,
          title: "Chief Engineer",
          timezone: "America/New_York",
          unclassifiedAffirmed: true,
          govUserOrganizationId: profile.govUserOrganizationId,
          technologyTypes: profile.technologyTypes,
          govUserClassifications: profile.govUserClassifications,
          linesOfEffort: [{ details: profile.details }],
          profileDetail: "<p>Hypersonics testing</p>",
        },
        undefined,
        { ip: "127.0.0.1" },
      )
      await app.services.identity.users.confirm(await app.linkToken(userId, "ConfirmationSent"))
    }
    await signUp("searchable.journey@army.mil", "Sam", "Searchable", {
      govUserOrganizationId: "1",
      technologyTypes: [{ id: "10" }, { id: "6" }],
      govUserClassifications: [{ id: "4" }],
      details: "Scramjet combustor materials for sustained hypersonic flight",
    })
    await signUp("filtered.journey@af.mil", "Fay", "Filtered", {
      govUserOrganizationId: "4",
      technologyTypes: [{ id: "3" }],
      govUserClassifications: [{ id: "1" }],
      details: "Machine learning for predictive aircraft maintenance",
    })
    await registerUser(app, { email: "searcher@company.example", firstName: "Cory", roles: ["ignite"] })
    const { page, problems } = await openSignUpPage(browser)
    await signIn(app, page, "searcher@company.example")
    await page.waitForURL(`${app.url}/`)
    await page.goto(`${app.url}/gov/users`)
    // the router writes a lone id as JSON text ("4") so it reads back as text: read it the same way
    const param = (url: URL, key: string) => {
      const value = url.searchParams.get(key)
      return value?.startsWith('"') ? (JSON.parse(value) as string) : value
    }
    const filters = page.getByRole("form", { name: "Filter government users" })
    const results = page.getByRole("region", { name: "Government users found" })
    await results.getByRole("article", { name: "Fay Filtered" }).waitFor()

    await filters.getByRole("textbox", { name: "Search" }).fill("scramjet combustor")
    await filters.getByRole("textbox", { name: "Search" }).press("Enter")
    const card = page.getByRole("article", { name: "Sam Searchable" })
    await card.locator("b", { hasText: "Scramjet" }).waitFor()
    await card.getByText("Hypersonics and 1 other").waitFor()
    await results.getByRole("article", { name: "Fay Filtered" }).waitFor({ state: "detached" })
    await page.waitForURL((url) => param(url, "search") === "scramjet combustor")

    // the organisation filter searches the server's list; the choice goes into the address
    await filters.getByRole("button", { name: "Reset" }).click()
    await page.waitForURL((url) => !url.searchParams.has("search"))
    await filters.getByRole("textbox", { name: "Search" }).waitFor()
    expect(await filters.getByRole("textbox", { name: "Search" }).inputValue()).toBe("")
    await filters.getByRole("combobox", { name: "Organizations" }).fill("Air Force")
    await page.getByRole("option", { name: "United States Air Force" }).click()
    await page.keyboard.press("Escape")
    await page.waitForURL((url) => param(url, "govUserOrganizationIds") === "4")
    await results.getByRole("article", { name: "Sam Searchable" }).waitFor({ state: "detached" })
    await results.getByRole("article", { name: "Fay Filtered" }).waitFor()

    // a technology type no Air Force user has: nobody
    await filters.getByRole("combobox", { name: "Technology Types" }).click()
    await page.getByRole("option", { name: "Hypersonics" }).click()
    await page.keyboard.press("Escape")
    await page.getByText("No government users match these filters.").waitFor()

    // a shared address opens with its filters, the chosen organisation named
    await page.goto(
      `${app.url}/gov/users?technologyTypeIds=10&govUserClassificationIds=4&govUserOrganizationIds=1`,
    )
    await filters.getByText("United States Army").waitFor()
    await results.getByRole("article", { name: "Sam Searchable" }).waitFor()
    expect(await results.getByRole("article").count()).toBe(1)
    await page.screenshot({ path: resolve(screenshotDir, "gov-users-search.png"), fullPage: true })

    // reset: everyone again, five to a page
    await filters.getByRole("button", { name: "Reset" }).click()
    await results.getByRole("article", { name: "Fay Filtered" }).waitFor()
    await page
      .getByRole("navigation", { name: "Pagination" })
      .getByLabel("Entries per page")
      .selectOption("5")
    await page.waitForURL((url) => url.searchParams.get("perPage") === "5")
    expect(await results.getByRole("article").count()).toBeLessThanOrEqual(5)

    await results
      .getByRole("article", { name: "Sam Searchable" })
      .getByRole("link", { name: "Sam Searchable" })
      .click()
    await page.getByRole("heading", { level: 1, name: "Sam Searchable" }).waitFor()
    expect(unexpected(problems)).toEqual([])
    await page.close()
  })
})
