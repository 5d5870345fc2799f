import { resolve } from "node:path"
import type { UserRole } from "@ignite/contracts"
import type { Browser, Page } from "playwright-core"
import sharp from "sharp"
import { describe, expect, it } from "vitest"
import type { TestApp } from "../../gateway/src/testing/test-app"
import { notification, screenshotDir, setUpJourney, unexpected, watchConsole } from "./browser"
import { registerUser, signIn } from "./users"

const screenshots = screenshotDir

/** A 640 x 400 PNG: a blue field with a yellow disc, so a crop is easy to see. */
const headshotPng = () =>
  sharp({ create: { width: 640, height: 400, channels: 4, background: "#3b5bdb" } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="640" height="400"><circle cx="320" cy="200" r="150" fill="#fab005"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer()

/** A 1200 x 1200 PNG of noise: the most detailed picture there is, so its crop is as large as crops get. */
const noisyPng = () => {
  const side = 1200
  const pixels = Buffer.alloc(side * side * 3)
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256)
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer()
}

describe("profile journeys in Chromium, served by the gateway", () => {
  let app: TestApp
  let browser: Browser
  setUpJourney((journey) => ({ app, browser } = journey))

  const register = (email: string, roles: UserRole[]) =>
    registerUser(app, { email, firstName: "Sam", lastName: "Maker", roles })

  const openPage = async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } })
    return { page, problems: watchConsole(page) }
  }

  const signInToAccount = async (page: Page, email: string) => {
    await signIn(app, page, email)
    await page.waitForURL(`${app.url}/`)
    await page.getByRole("button", { name: "User menu for Sam Maker" }).click()
    await page.getByRole("menuitem", { name: "Account" }).click()
    await page.waitForURL(`${app.url}/account`)
    await page.getByRole("heading", { name: "Your Details" }).waitFor()
  }

  const openEditProfile = async (page: Page) => {
    await page.getByRole("button", { name: "Manage account" }).click()
    await page.getByRole("menuitem", { name: "Edit Profile" }).click()
    const dialog = page.getByRole("dialog", { name: "Edit Profile" })
    await dialog.getByRole("form", { name: "Edit profile" }).waitFor()
    // Screenshots after the modal's fade-in, not during it.
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector(".mantine-Modal-content")!).opacity === "1",
    )
    return dialog
  }

  it("a company user edits names, title, phones and time zone, adds a social account and a cropped headshot", async () => {
    const userId = await register("sam@company.test", ["ignite"])
    const { page, problems } = await openPage()
    await signInToAccount(page, "sam@company.test")
    const dialog = await openEditProfile(page)

    await dialog.getByLabel("First Name").fill("Samantha")
    await dialog.getByLabel("Last Name").fill("Maker-Jones")
    await dialog.getByLabel("Title").fill("Chief Technology Officer")
    await dialog.getByLabel("Cell Phone").fill("555-0100")
    await dialog.getByLabel("Work Phone").fill("555-0101")
    await dialog.getByLabel("Ext.").fill("12")
    const timeZone = dialog.getByRole("combobox", { name: "Time Zone" })
    await timeZone.click()
    await timeZone.fill("Mountain")
    await page.getByRole("option", { name: "(GMT-07:00) Mountain Time (US & Canada)" }).click()

    await dialog.getByRole("button", { name: "Add social media account" }).click()
    await dialog.getByLabel("Social media type 1").selectOption({ label: "LinkedIn" })
    const handle = dialog.getByRole("textbox", { name: "Social media account 1" })
    await handle.fill("s")
    await dialog.getByText("Must be at least 2 characters").waitFor()
    expect(await dialog.getByRole("button", { name: "Save Profile" }).isDisabled()).toBe(true)
    await handle.fill("samantha-maker")

    await dialog.locator("input[type='file']").setInputFiles({
      name: "headshot.png",
      mimeType: "image/png",
      buffer: await headshotPng(),
    })
    const cropArea = dialog.getByRole("img", { name: /^Crop area/ })
    await cropArea.waitFor()
    const box = (await cropArea.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2 + 50, box.y + box.height / 2, { steps: 5 })
    await page.mouse.up()
    const zoom = dialog.getByRole("slider", { name: "Zoom" })
    await zoom.focus()
    for (let i = 0; i < 30; i++) await zoom.press("ArrowRight")
    await dialog.getByText("Ready").waitFor()
    expect(await dialog.getByRole("img", { name: "Cropped picture" }).getAttribute("src")).toMatch(
      /^data:image\/jpeg;base64,/,
    )
    await page.screenshot({ path: resolve(screenshots, "profile-edit-cropper.png") })

    await dialog.getByRole("button", { name: "Save Profile" }).click()
    await notification(page, "Profile updated successfully.").waitFor()
    await dialog.waitFor({ state: "hidden" })

    const avatar = page.getByRole("img", { name: "Headshot of Samantha Maker-Jones" })
    await avatar.waitFor()
    expect(await avatar.getAttribute("src")).toMatch(
      /^\/files\/headshots\/[^?]+\.jpg\?expires=\d+&signature=/,
    )
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(512)
    const details = page.getByRole("region", { name: "Your Details" })
    for (const text of [
      "Chief Technology Officer",
      "555-0100",
      "555-0101 ext. 12",
      "LinkedIn: samantha-maker",
      "(GMT-07:00) Mountain Time (US & Canada)",
    ])
      await details.getByText(text, { exact: false }).first().waitFor()
    await page.screenshot({ path: resolve(screenshots, "profile-account.png"), fullPage: true })

    const saved = await app.services.identity.reads.currentUser(userId)
    expect(saved).toMatchObject({
      firstName: "Samantha",
      lastName: "Maker-Jones",
      title: "Chief Technology Officer",
      cellPhone: "555-0100",
      workPhone: "555-0101",
      workPhoneExt: "12",
      timezone: "America/Denver",
      socialMediaAccounts: [{ socialMediaTypeId: "2", identifier: "samantha-maker" }],
    })
    // the read model keeps the bare path; files are served at the addresses answers sign
    const image = await app.request(app.services.fileAddresses.sign(saved.headshot!.path))
    expect(image.headers.get("content-type")).toBe("image/jpeg")
    const { width, height, format } = await sharp(Buffer.from(await image.arrayBuffer())).metadata()
    expect({ width, height, format }).toEqual({ width: 512, height: 512, format: "jpeg" })
    expect(problems).toEqual([])
    await page.close()
  })

  it("a detailed headshot is cropped small enough to send; a failed upload says the spec's text", async () => {
    const userId = await register("noisy@company.test", ["ignite"])
    const { page, problems } = await openPage()
    await signInToAccount(page, "noisy@company.test")
    const dialog = await openEditProfile(page)
    await dialog.getByLabel("Title").fill("CTO")
    await dialog.getByLabel("Cell Phone").fill("555-0100")
    const timeZone = dialog.getByRole("combobox", { name: "Time Zone" })
    await timeZone.click()
    await timeZone.fill("Hawaii")
    await page.getByRole("option", { name: "(GMT-10:00) Hawaii" }).click()
    await dialog.locator("input[type='file']").setInputFiles({
      name: "noise.png",
      mimeType: "image/png",
      buffer: await noisyPng(),
    })
    await dialog.getByText("Ready").waitFor({ timeout: 20_000 })
    const dataUrl = (await dialog.getByRole("img", { name: "Cropped picture" }).getAttribute("src"))!
    const jpegBytes = Buffer.from(dataUrl.replace(/^data:image\/jpeg;base64,/, ""), "base64")
    expect(jpegBytes.length).toBeLessThanOrEqual(700_000)
    expect(await sharp(jpegBytes).metadata()).toMatchObject({ format: "jpeg", width: 1024, height: 1024 })

    // Whatever the server says about the upload, the user reads the spec's text.
    const headshotCall = "**/trpc/users.uploadHeadshot**"
    await page.route(headshotCall, (route) =>
      route.fulfill({
        status: 413,
        contentType: "application/json",
        body: JSON.stringify({
          error: "PayloadTooLarge",
          message: "The request body is too large.",
          status: 413,
        }),
      }),
    )
    await dialog.getByRole("button", { name: "Save Profile" }).click()
    await notification(page, "Something went wrong while processing image, please try again later").waitFor()
    expect(await page.getByText("The request body is too large.").count()).toBe(0)
    await page.unroute(headshotCall)

    await dialog.getByRole("button", { name: "Save Profile" }).click()
    await notification(page, "Profile updated successfully.").waitFor()
    await dialog.waitFor({ state: "hidden" })
    const saved = await app.services.identity.reads.currentUser(userId)
    const image = await app.request(app.services.fileAddresses.sign(saved.headshot!.path))
    const { width, format } = await sharp(Buffer.from(await image.arrayBuffer())).metadata()
    expect({ width, format }).toEqual({ width: 512, format: "jpeg" })
    expect(unexpected(problems, 413)).toEqual([])
    await page.close()
  })

  it("changing the email to the current one or a taken one is said under the input", async () => {
    await register("mine@company.test", ["ignite"])
    await register("taken@company.test", ["ignite"])
    const { page, problems } = await openPage()
    await signInToAccount(page, "mine@company.test")
    await page.getByRole("button", { name: "Manage account" }).click()
    await page.getByRole("menuitem", { name: "Change Email" }).click()
    const form = page
      .getByRole("dialog", { name: "Change Email" })
      .getByRole("form", { name: "Change email" })
    const input = form.getByLabel("New Email")
    await input.fill(" Mine@Company.test")
    await form.getByRole("button", { name: "Change Email" }).click()
    await form.getByText("This is already your email address.").waitFor()

    await input.fill("taken@company.test")
    await form.getByRole("button", { name: "Change Email" }).click()
    await notification(page, "Failed to change email, please try again.").waitFor()
    await form.getByText("Email has already been taken").waitFor()
    await page.screenshot({ path: resolve(screenshots, "profile-change-email-taken.png") })
    expect(unexpected(problems, 409)).toEqual([])
    await page.close()
  })

  it("a government user edits names, title and time zone, with no phone or social fields", async () => {
    const userId = await register("sam@agency.test", ["gov"])
    // the government part of the form is required and prefilled from the saved profile (its own journeys and
    // rules live with the government users' tests): save one, so this journey is about the shared fields
    const known = await app.services.govUsers.users.knownLists()
    await app.services.platform.sql.transaction((tx) =>
      app.services.govUsers.users.saveProfileIn(
        tx,
        userId,
        {
          govUserOrganizationId: "1",
          technologyTypes: [{ id: "3" }],
          govUserClassifications: [{ id: "1" }],
          linesOfEffort: [{ details: "Autonomous ground robots for base logistics and inspection" }],
          profileDetail: "<p>I lead autonomy pilots for logistics.</p>",
          city: "Huntsville",
          stateOrProvince: "AL",
          country: "US",
          govEmployeeSinceYear: 2013,
        },
        known,
      ),
    )
    const { page, problems } = await openPage()
    await signInToAccount(page, "sam@agency.test")
    const dialog = await openEditProfile(page)
    await dialog.getByText("Government users cannot edit phone numbers or social media accounts.").waitFor()
    expect(await dialog.getByLabel("Cell Phone").count()).toBe(0)
    expect(await dialog.getByLabel("Work Phone").count()).toBe(0)
    expect(await dialog.getByText("Social Media Accounts", { exact: true }).count()).toBe(0)
    await page.screenshot({ path: resolve(screenshots, "profile-edit-gov.png") })

    await dialog.getByLabel("Title").fill("Program Manager")
    const timeZone = dialog.getByRole("combobox", { name: "Time Zone" })
    await timeZone.click()
    await timeZone.fill("Hawaii")
    await page.getByRole("option", { name: "(GMT-10:00) Hawaii" }).click()
    await dialog.getByRole("button", { name: "Save Profile" }).click()
    await notification(page, "Profile updated successfully.").waitFor()
    await dialog.waitFor({ state: "hidden" })
    const details = page.getByRole("region", { name: "Your Details" })
    await details.getByText("Program Manager").waitFor()
    await details.getByText("(GMT-10:00) Hawaii").waitFor()
    expect(await details.getByText("Cell phone").count()).toBe(0)
    expect(await app.services.identity.reads.currentUser(userId)).toMatchObject({
      title: "Program Manager",
      timezone: "Pacific/Honolulu",
      cellPhone: null,
    })
    expect(problems).toEqual([])
    await page.close()
  })
})
