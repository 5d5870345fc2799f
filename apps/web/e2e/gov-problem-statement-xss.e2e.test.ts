import { resolve } from "node:path"
import { xssVectors } from "@ignite/platform/testing"
import type { Browser } from "playwright-core"
import { describe, expect, it } from "vitest"
import type { TestApp } from "../../gateway/src/testing/test-app"
import { screenshotDir, setUpJourney, watchConsole } from "./browser"
import { watchForScript } from "./rich-text"
import { signedInPage, signedInUser } from "./users"

/**
 * The government problem statement is rich text (architecture.md "Browser security"): the OWASP
 * filter-evasion vectors, saved as a statement (a client other than the editor could send them), render
 * inert on the profile view and in the search card.
 */
describe("problem statement: the OWASP vectors render inert in Chromium", () => {
  let app: TestApp
  let browser: Browser
  setUpJourney((journey) => ({ app, browser } = journey))

  it("a company user views a government user whose statement holds every vector; nothing runs", async () => {
    // text with a NUL is refused where it is decoded, before any sanitizer: it cannot be a statement
    const statement = xssVectors
      .filter((vector) => !vector.html.includes("\u0000"))
      .map((vector, i) => `<p>Vector ${i + 1}</p>${vector.html}`)
      .join("\n")
    const { userId } = await app.services.govUsers.onboarding.signUp(
      {
        email: "hostile.statement@army.mil",
        password: "Journey1!",
        confirmPassword: "Journey1!",
        firstName: "Hal",
        lastName: "Hostile",
        title: "Red Team Lead",
        timezone: "America/New_York",
        unclassifiedAffirmed: true,
        govUserOrganizationId: "1",
        technologyTypes: [{ id: "6" }],
        govUserClassifications: [{ id: "4" }],
        linesOfEffort: [{ details: "Adversarial testing of web applications" }],
        profileDetail: statement,
      },
      undefined,
      { ip: "127.0.0.1" },
    )
    await app.services.identity.users.confirm(await app.linkToken(userId, "ConfirmationSent"))
    const { token } = await signedInUser(app, {
      email: "xss.reader@company.example",
      firstName: "Rea",
      roles: ["ignite"],
    })
    const page = await signedInPage(browser, token)
    await page.setViewportSize({ width: 1280, height: 1000 })
    const problems = watchConsole(page)
    const script = watchForScript(page, app.url)

    await page.goto(`${app.url}/gov/users/${userId}`)
    const shown = page.getByRole("region", { name: "Problem Statement & Role Description" })
    await shown.getByText("Vector 1", { exact: true }).waitFor()
    await page.screenshot({ path: resolve(screenshotDir, "gov-problem-statement-xss.png"), fullPage: true })
    expect(
      await script.problems('[aria-label="Problem Statement & Role Description"] [data-rich-text]'),
    ).toEqual([])

    await page.goto(`${app.url}/gov/users`)
    const card = page.getByRole("article", { name: "Hal Hostile" })
    await card.waitFor()
    expect(await script.problems('[aria-label="Hal Hostile"] [data-rich-text]')).toEqual([])
    expect(new URL(page.url()).pathname).toBe("/gov/users")
    expect(problems).toEqual([])
    await page.close()
  })
})
