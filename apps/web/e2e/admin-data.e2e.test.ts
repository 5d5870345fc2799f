import { resolve } from "node:path"
import type { Browser } from "playwright-core"
import { describe, expect, it } from "vitest"
import type { TestApp } from "../../gateway/src/testing/test-app"
import { notification, screenshotDir, setUpJourney, watchConsole } from "./browser"
import { registerUser, signIn } from "./users"

const messyAwards = resolve(import.meta.dirname, "../../../domains/awards/src/sbir/fixtures/messy-awards.csv")

describe("admin data screens in Chromium, served by the gateway", () => {
  let app: TestApp
  let browser: Browser
  setUpJourney((journey) => ({ app, browser } = journey))

  const signedInAdmin = async () => {
    await registerUser(app, { email: "dana@ignite.test", firstName: "Dana", roles: ["admin"] })
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } })
    const problems = watchConsole(page)
    await signIn(app, page, "dana@ignite.test")
    await page.waitForURL(`${app.url}/`)
    return { page, problems }
  }

  it("an admin uploads an SBIR.gov award file, follows the import and reads its rejected lines; then adds and renames a technology type", async () => {
    const { page, problems } = await signedInAdmin()
    await page.getByRole("link", { name: "Admin", exact: true }).click()
    await page.waitForURL(`${app.url}/admin/analytics`)
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Award imports" }).click()
    await page.waitForURL(`${app.url}/admin/imports`)
    await page.getByRole("heading", { level: 1, name: "Award imports" }).waitFor()
    await page.getByText("No imports since the server started.").waitFor()

    await page.getByLabel("SBIR.gov award file").setInputFiles(messyAwards)
    await notification(page, "Uploaded messy-awards.csv; importing it now.").waitFor()
    const imported = page.getByRole("region", { name: "Import", exact: true })
    await imported.getByText("Done", { exact: true }).waitFor()
    const rejected = imported.getByRole("table", { name: "Rejected rows" })
    expect(await rejected.locator("tbody tr td:first-child").allTextContents()).toEqual(["6", "7", "8"])
    await rejected.getByText('Award Amount: "lots" is not an amount').waitFor()
    const count = (label: string) =>
      imported.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]")
    expect(await count("Rows read").textContent()).toBe("6")
    expect(await count("New companies").textContent()).toBe("2")
    expect(await count("New awards").textContent()).toBe("3")
    expect(await count("Rejected rows").textContent()).toBe("3")
    const earlier = page.getByRole("table", { name: "Earlier imports" })
    await earlier.getByRole("link", { name: "messy-awards.csv" }).waitFor()
    await earlier.getByText("Done", { exact: true }).waitFor()
    const jobId = new URL(page.url()).searchParams.get("job")
    expect(app.services.companies.sbirImports.job(jobId!)).toMatchObject({
      status: "done",
      summary: { rejected: 3 },
    })
    await page.screenshot({ path: resolve(screenshotDir, "admin-imports.png"), fullPage: true })

    // the same file again: nothing new, every award unchanged
    await page.getByLabel("SBIR.gov award file").setInputFiles(messyAwards)
    await page.waitForURL((url) => url.searchParams.get("job") !== jobId)
    await imported.getByText("Done", { exact: true }).waitFor()
    expect(await count("Unchanged awards").textContent()).toBe("3")
    expect(await count("New awards").textContent()).toBe("0")
    expect(await earlier.locator("tbody tr").count()).toBe(2)

    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Reference lists" })
      .click()
    await page.waitForURL(`${app.url}/admin/reference`)
    const types = page.getByRole("table", { name: "Technology types" })
    await types.getByRole("cell", { name: "Biotechnology", exact: true }).waitFor()
    const add = page.getByRole("form", { name: "Add a technology type" })
    await add.getByLabel("Name").fill("Biotechnology")
    await add.getByRole("button", { name: "Add" }).click()
    await notification(page, "Some fields are invalid.").waitFor()
    await add.getByText("has already been taken").waitFor()
    await add.getByLabel("Name").fill("Quantum Sensing")
    await add.getByRole("button", { name: "Add" }).click()
    await notification(page, "Added “Quantum Sensing” to technology types.").waitFor()
    await types.getByRole("cell", { name: "Quantum Sensing", exact: true }).waitFor()

    await types.getByRole("button", { name: "Rename Quantum Sensing" }).click()
    const rename = page.getByRole("form", { name: "Rename Quantum Sensing" })
    const newName = types.getByRole("textbox", { name: "New name" })
    await newName.fill("Quantum Sensing & Timing")
    await types.getByRole("button", { name: "Save" }).click()
    await notification(page, "Renamed to “Quantum Sensing & Timing”.").waitFor()
    await types.getByRole("cell", { name: "Quantum Sensing & Timing", exact: true }).waitFor()
    expect(await rename.count()).toBe(0)
    const kept = await app.services.reference.admin.list("technologyTypes")
    expect(kept.filter((item) => item.name.startsWith("Quantum Sensing"))).toEqual([
      { id: expect.any(String), name: "Quantum Sensing & Timing" },
    ])
    // it is what everyone reads
    await page.reload()
    await types.getByRole("cell", { name: "Quantum Sensing & Timing", exact: true }).waitFor()
    await page.screenshot({ path: resolve(screenshotDir, "admin-reference.png"), fullPage: true })

    expect(problems.filter((problem) => !problem.includes("status of 400"))).toEqual([])
    await page.close()
  })

  it("says why a file that is not an award export was not imported, in the server's words", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } })
    const problems = watchConsole(page)
    await signIn(app, page, "dana@ignite.test")
    await page.waitForURL(`${app.url}/`)
    await page.goto(`${app.url}/admin/imports`)
    const picker = page.getByLabel("SBIR.gov award file")
    await picker.setInputFiles({
      name: "people.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("Name,Email\nA,a@b.example\n"),
    })
    const imported = page.getByRole("region", { name: "Import", exact: true })
    await imported.getByText("Failed", { exact: true }).waitFor()
    await imported.getByText("This is not an SBIR.gov award file: it has no ").waitFor()
    const said = await imported.getByRole("alert").textContent()
    const jobId = new URL(page.url()).searchParams.get("job")!
    expect(said).toContain(app.services.companies.sbirImports.job(jobId)!.error)

    await picker.setInputFiles({
      name: "awards.xlsx",
      mimeType: "application/octet-stream",
      buffer: Buffer.from("PK"),
    })
    await page.getByText("Choose a CSV file: SBIR.gov exports its awards as .csv.").waitFor()
    expect(problems).toEqual([])
    await page.close()
  })

  it("is not there for users without the admin role", async () => {
    await registerUser(app, { email: "gil@agency.test", firstName: "Gil", roles: ["gov"] })
    const page = await browser.newPage()
    const problems = watchConsole(page)
    await signIn(app, page, "gil@agency.test")
    await page.waitForURL(`${app.url}/`)
    for (const path of ["/admin/imports", "/admin/reference"]) {
      await page.goto(`${app.url}${path}`)
      await page.getByRole("heading", { name: "The requested resource does not exist" }).waitFor()
      expect(await page.getByLabel("SBIR.gov award file").count()).toBe(0)
      expect(await page.getByRole("form", { name: "Add a technology type" }).count()).toBe(0)
    }
    expect(problems).toEqual([])
    await page.close()
  })
})
