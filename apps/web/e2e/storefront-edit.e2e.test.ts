import { listingMessages } from "@ignite/contracts/texts"
import { demoCompany, demoPassword } from "@ignite/demo"
import type { Browser, Page } from "playwright-core"
import sharp from "sharp"
import { beforeAll, describe, expect, it } from "vitest"
import type { TestApp } from "../../gateway/src/testing/test-app"
import { notification, setUpJourney, unexpected, watchConsole } from "./browser"
import { signedInPage } from "./users"

/** A demo user's session, signed in over REST as the web app does. */
const tokenOf = async (app: TestApp, email: string) => {
  const response = await app.request("/api/v1/users/sign_in", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ user: { email, password: demoPassword } }),
  })
  expect(response.status, email).toBe(200)
  return response.headers.get("authorization")!.replace("Bearer ", "")
}

const capability =
  "Acme Robotics builds inspection robots for tanks, pipes and confined spaces where people should not go."

describe("editing a storefront in Chromium, served by the gateway with the demo data", () => {
  let app: TestApp
  let browser: Browser
  setUpJourney((journey) => ({ app, browser } = journey), { DEMO_DATA: "true" })

  let listingId = ""
  const tokens: Record<"company" | "gov" | "vision" | "admin", string> = {
    company: "",
    gov: "",
    vision: "",
    admin: "",
  }

  beforeAll(async () => {
    tokens.company = await tokenOf(app, "company@ignite.local")
    tokens.gov = await tokenOf(app, "gov@ignite.local")
    tokens.vision = await tokenOf(app, "vision@ignite.local")
    tokens.admin = await tokenOf(app, "admin@ignite.local")
    const account = await app.services.companies.reads.accountByUniqueEntityId(demoCompany.uniqueEntityId)
    listingId = (await app.services.storefronts.reads.listingOfAccount(account!.id)).id
  })

  const listingPath = () => `${app.url}/ignite/listings/${listingId}`

  /** Fills a text field, whatever it held. */
  const fill = async (page: Page, label: string, value: string) => {
    await page.getByRole("textbox", { name: label, exact: true }).fill(value)
  }

  it("the company user edits the listing (logo, tag line, headquarters, rich-text capability statement, a social account) and sees it on the listing view", async () => {
    const page = await signedInPage(browser, tokens.company)
    const problems = watchConsole(page)
    await page.goto(listingPath())
    await page.getByRole("heading", { name: demoCompany.name, level: 1 }).waitFor()
    await page.getByRole("link", { name: "Edit", exact: true }).click()
    await page.waitForURL(`${app.url}/storefront/${listingId}/edit`)
    const form = page.getByRole("form", { name: "Edit listing" })
    await form.waitFor()

    // the demo's Acme is filled in already (tools/demo/src/acme-storefront.ts): a new logo replaces its own
    const logo = await sharp({ create: { width: 120, height: 80, channels: 3, background: "#2a6" } })
      .png()
      .toBuffer()
    await form
      .locator("input[type='file']")
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo })

    await fill(page, "Tag Line", "Robots for the places people should not go")
    await fill(page, "Website", "https://acme-robotics.example")
    await fill(page, "Year Founded", "2012")
    await fill(page, "Address Line 1", "100 Innovation Way")
    await fill(page, "City", "Dayton")
    await fill(page, "Postal Code", "45402")
    await page.getByPlaceholder("Select State/Province").click()
    await page.getByRole("option", { name: "Ohio", exact: true }).click()

    const editor = page.getByTestId("capability-statement")
    await editor.click()
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type("Too short")
    await page.getByRole("textbox", { name: "Tag Line", exact: true }).click()
    await page.getByText("Must be at least 50 characters").waitFor()
    await editor.click()
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type(capability)
    await page.getByRole("button", { name: "Bold" }).waitFor()

    await page.getByRole("button", { name: "Add social media account" }).click()
    const rows = page.getByTestId("social-account-row")
    const row = rows.last()
    await row.getByRole("combobox").selectOption({ label: "LinkedIn" })
    await row.getByRole("textbox").fill("acme-robotics")

    // the owner is the contact already (choosing them again would clear the choice)
    expect(await page.getByPlaceholder("Select a user").inputValue()).toBe("Cory Company")

    await page.getByRole("button", { name: "Save Listing" }).click()
    await notification(page, listingMessages.edited).waitFor()
    await page.waitForURL(listingPath())
    await page.getByText("Robots for the places people should not go").waitFor()
    await page.getByTestId("capability-statement").getByText(capability).waitFor()
    await page.getByText("LinkedIn: acme-robotics").waitFor()
    const contact = page.getByRole("region", { name: "Primary Contact" })
    await contact.getByText("Cory Company").waitFor()
    await contact.getByText("company@ignite.local").waitFor()
    expect(problems).toEqual([])
    await page.close()
  })

  it("the owner makes the listing VISION-only: a government user without VISION no longer finds it, a VISION user does", async () => {
    const page = await signedInPage(browser, tokens.company)
    const problems = watchConsole(page)
    await page.goto(listingPath())
    await page.getByText("Visible to all government users", { exact: true }).waitFor()
    await page.getByRole("switch", { name: "VISION users only" }).click()
    const confirm = page.getByRole("dialog", { name: "Change listing visibility" })
    await confirm.getByRole("button", { name: "VISION users only" }).click()
    await notification(page, listingMessages.visibleToVisionOnly).waitFor()
    await page.getByText("Visible to VISION users only", { exact: true }).waitFor()
    expect(await page.getByRole("switch", { name: "VISION users only" }).isChecked()).toBe(true)
    expect(problems).toEqual([])
    await page.close()

    const gov = await signedInPage(browser, tokens.gov)
    const govProblems = watchConsole(gov)
    await gov.goto(listingPath())
    await gov.getByText(listingMessages.loadFailed).waitFor()
    expect(unexpected(govProblems, 404)).toEqual([])
    await gov.close()
    // nor its people or contact, through the API either
    for (const path of ["", "/people", "/users/point_of_contact"])
      expect(
        (await app.request(`/api/v1/connect/listings/${listingId}${path}`, { token: tokens.gov })).status,
      ).toBe(404)

    const vision = await signedInPage(browser, tokens.vision)
    const visionProblems = watchConsole(vision)
    await vision.goto(listingPath())
    await vision.getByRole("heading", { name: demoCompany.name, level: 1 }).waitFor()
    await vision.getByRole("region", { name: "Primary Contact" }).getByText("Cory Company").waitFor()
    expect(await vision.getByRole("switch", { name: "VISION users only" }).count()).toBe(0)
    expect(visionProblems).toEqual([])
    await vision.close()
  })

  it("an admin finds the account and sets its payment status", async () => {
    const page = await signedInPage(browser, tokens.admin)
    const problems = watchConsole(page)
    await page.goto(`${app.url}/admin/policies`)
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Accounts" }).click()
    await page.waitForURL(`${app.url}/admin/accounts`)
    await page.getByRole("searchbox", { name: "Search accounts" }).fill("acme rob")
    await page.waitForURL(/search=acme/)
    const row = page.getByTestId("admin-account-row").filter({ hasText: demoCompany.uniqueEntityId })
    await row.getByText("Not set").waitFor()
    await row.getByRole("button", { name: `Set ${demoCompany.name} to past due` }).click()
    await page
      .getByRole("dialog", { name: "Set payment status" })
      .getByRole("button", { name: "Confirm" })
      .click()
    await notification(page, `${demoCompany.name}: payment status set to Past due.`).waitFor()
    await row.getByText("Past due", { exact: true }).first().waitFor()
    // the button follows the account's row as read again after the change: it may come a moment after the text
    await expect
      .poll(() => row.getByRole("button", { name: `Set ${demoCompany.name} to past due` }).isDisabled(), {
        timeout: 10_000,
      })
      .toBe(true)
    const account = await app.services.companies.reads.accountByUniqueEntityId(demoCompany.uniqueEntityId)
    const listed = await app.services.companies.reads.adminAccounts({
      page: 1,
      perPage: 10,
      search: demoCompany.uniqueEntityId,
    })
    expect(listed.data).toEqual([expect.objectContaining({ id: account!.id, paymentStatus: "past_due" })])
    expect(problems).toEqual([])
    await page.close()
  })
})
