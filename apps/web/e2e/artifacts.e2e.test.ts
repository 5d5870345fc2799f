import { resolve } from "node:path"
import { artifactMessages } from "@ignite/contracts"
import { demoPassword } from "@ignite/demo"
import type { Browser, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import type { TestApp } from "../../gateway/src/testing/test-app"
import { notification, screenshotDir, setUpJourney, watchConsole } from "./browser"
import { signIn } from "./users"

/** A small PDF: the server decides an attachment's type by its content. */
const pdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
)

const signedIn = async (browser: Browser, app: TestApp, email: string) => {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } })
  const problems = watchConsole(page)
  await signIn(app, page, email, demoPassword)
  await page.waitForURL(`${app.url}/`)
  return { page, problems }
}

/** Fills the create/edit modal's first step. */
const fillArtifact = async (page: Page, name: string, description: string) => {
  const form = page.getByRole("dialog", { name: "Create service" })
  await form.getByRole("textbox", { name: "Name", exact: false }).first().fill(name)
  await form.getByRole("textbox", { name: "Description" }).fill(description)
  return form
}

describe("services of a storefront in Chromium, served by the gateway with the demo data", () => {
  let app: TestApp
  let browser: Browser
  setUpJourney((journey) => ({ app, browser } = journey), { DEMO_DATA: "true" })

  it("the owner creates, opens, edits and removes services; a government user opens one from the address", async () => {
    const { page, problems } = await signedIn(browser, app, "company@ignite.local")
    await page.getByRole("link", { name: "My storefront" }).click()
    await page.getByRole("heading", { name: "Acme Robotics", level: 1 }).waitFor()
    const listingPath = page.url()
    await page.getByRole("tab", { name: "Services" }).click()
    await page.waitForURL(`${listingPath}?tab=SERVICES`)

    // A service with a PDF and a link, step by step.
    await page.getByRole("button", { name: "Create service" }).click()
    const form = await fillArtifact(page, "Precision drilling", "Drills to a tenth of a millimetre.")
    await form.getByRole("button", { name: "Next" }).click()
    await form.getByRole("button", { name: "Add attachment" }).click()
    await form
      .getByLabel("File for attachment 1")
      .setInputFiles({ name: "capabilities.pdf", mimeType: "application/pdf", buffer: pdf })
    await form.getByLabel("Attachment name").fill("Capabilities")
    await form.getByRole("button", { name: "Next" }).click()
    await form.getByRole("button", { name: "Add link" }).click()
    await form.getByLabel("Link name").fill("Drill specs")
    await form.getByLabel("Link url").fill("drills")
    await form.getByRole("button", { name: "Submit" }).click()
    await form.getByText(artifactMessages.invalidUrl).waitFor()
    await form.getByLabel("Link url").fill("https://drills.example/specs")
    await form.getByRole("button", { name: "Submit" }).click()
    await notification(page, artifactMessages.submitted("service")).waitFor()
    await form.waitFor({ state: "hidden" })
    await page.getByRole("article", { name: "Precision drilling" }).waitFor()

    // A second one, to remove later.
    await page.getByRole("button", { name: "Create service" }).click()
    const second = await fillArtifact(page, "Retired service", "No longer offered.")
    await second.getByRole("button", { name: "Next" }).click()
    await second.getByRole("button", { name: "Next" }).click()
    await second.getByRole("button", { name: "Submit" }).click()
    await second.waitFor({ state: "hidden" })
    await page.getByRole("article", { name: "Retired service" }).waitFor()

    // The card opens its details through the address.
    await page
      .getByRole("article", { name: "Precision drilling" })
      .getByRole("button", { name: /^Precision drilling/ })
      .click()
    await page.waitForURL(/artifactType=service/)
    const url = new URL(page.url())
    const serviceId = url.searchParams.get("artifactId")!
    expect(serviceId).toMatch(/^[0-9a-f-]{36}$/)
    const details = page.getByRole("dialog", { name: "Precision drilling" })
    const download = details.getByRole("link", { name: "Capabilities" })
    await download.waitFor()
    expect(await download.getAttribute("href")).toMatch(/capabilities\.pdf$|^\/files\//)
    await details.getByRole("tab", { name: "Links" }).click()
    const link = details.getByRole("link", { name: "Drill specs" })
    expect(await link.getAttribute("target")).toBe("_blank")
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer")
    await details.getByRole("tab", { name: "Technology Types" }).click()
    await details.getByText(artifactMessages.technologyTypesEmpty("service")).waitFor()
    await page.screenshot({ path: resolve(screenshotDir, "artifacts-service-details.png") })

    // The pen edits it: the details leave the address.
    await details.getByRole("button", { name: "Edit service" }).click()
    await page.waitForURL(`${listingPath}?tab=SERVICES`)
    const edit = page.getByRole("dialog", { name: "Edit service" })
    await expect
      .poll(() => edit.getByRole("textbox", { name: "Name", exact: false }).first().inputValue())
      .toBe("Precision drilling")
    await edit.getByRole("textbox", { name: "Description" }).fill("Drills to a hundredth of a millimetre.")
    await edit.getByRole("button", { name: "Next" }).click()
    await edit.getByText(/^Current file: capabilities\.pdf \(PDF/).waitFor()
    await edit.getByRole("button", { name: "Next" }).click()
    await edit.getByRole("button", { name: "Submit" }).click()
    await notification(page, artifactMessages.submitted("service")).waitFor()
    await edit.waitFor({ state: "hidden" })
    await page.getByRole("article", { name: "Precision drilling" }).getByText("hundredth").waitFor()

    // Removing asks first.
    await page.getByRole("button", { name: "Remove Retired service" }).click()
    const confirm = page.getByRole("dialog", { name: "Remove service" })
    await confirm.getByText(artifactMessages.confirmDelete("Retired service")).waitFor()
    await confirm.getByRole("button", { name: "Remove" }).click()
    await notification(page, artifactMessages.deleted("service")).waitFor()
    await page.getByRole("article", { name: "Retired service" }).waitFor({ state: "detached" })

    // A use case has dates rather than technology types.
    await page.getByRole("tab", { name: "Use Cases" }).click()
    await page.waitForURL(`${listingPath}?tab=USE_CASES`)
    await page.getByRole("button", { name: "Create use case" }).click()
    const useCase = page.getByRole("dialog", { name: "Create use case" })
    await useCase.getByRole("textbox", { name: "Name", exact: false }).first().fill("Lunar survey")
    await useCase.getByRole("textbox", { name: "Description" }).fill("Surveyed a crater rim.")
    expect(await useCase.getByRole("textbox", { name: "Technology Types" }).count()).toBe(0)
    await useCase.getByLabel("Start date").fill("2026-03-01")
    await useCase.getByLabel("End date").fill("2026-02-01")
    await useCase.getByRole("button", { name: "Next" }).click()
    await useCase.getByText(artifactMessages.endBeforeStart).waitFor()
    await useCase.getByLabel("End date").fill("2026-04-30")
    await useCase.getByRole("button", { name: "Next" }).click()
    await useCase.getByRole("button", { name: "Next" }).click()
    await useCase.getByRole("button", { name: "Submit" }).click()
    await notification(page, artifactMessages.submitted("use case")).waitFor()
    await page
      .getByRole("article", { name: "Lunar survey" })
      .getByRole("button", { name: /^Lunar survey/ })
      .click()
    const survey = page.getByRole("dialog", { name: "Lunar survey" })
    await survey.getByText("2026-03-01 to 2026-04-30").waitFor()
    expect(await survey.getByRole("tab", { name: "Technology Types" }).count()).toBe(0)
    await survey.getByRole("button", { name: "Close" }).click()
    await page.waitForURL(`${listingPath}?tab=USE_CASES`)

    // The storefront lists the service's link and attachment.
    await page.getByRole("tab", { name: "Storefront" }).click()
    await page.getByRole("region", { name: "Links" }).getByRole("link", { name: "Drill specs" }).waitFor()
    await page
      .getByRole("region", { name: "Attachments" })
      .getByRole("link", { name: "Capabilities" })
      .waitFor()
    expect(problems).toEqual([])
    await page.close()

    // A government user reads the published Acme storefront's service from a deep link.
    const gov = await signedIn(browser, app, "gov@ignite.local")
    await gov.page.goto(`${listingPath}?tab=SERVICES&artifactId=${serviceId}&artifactType=service`)
    const govDetails = gov.page.getByRole("dialog", { name: "Precision drilling" })
    await govDetails.getByRole("link", { name: "Capabilities" }).waitFor()
    expect(await govDetails.getByRole("button", { name: "Edit service" }).count()).toBe(0)
    await gov.page.screenshot({ path: resolve(screenshotDir, "artifacts-gov-deep-link.png") })
    await govDetails.getByRole("button", { name: "Close" }).click()
    await gov.page.waitForURL(`${listingPath}?tab=SERVICES`)
    await gov.page.getByRole("article", { name: "Precision drilling" }).waitFor()
    expect(await gov.page.getByRole("button", { name: "Create service" }).count()).toBe(0)
    expect(await gov.page.getByRole("button", { name: "Remove Precision drilling" }).count()).toBe(0)
    expect(gov.problems).toEqual([])
    await gov.page.close()
  })
})
