import { readFile } from "node:fs/promises"
import { createRequire } from "node:module"
import type { AxeResults } from "axe-core"
import type { Browser, Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import type { TestApp } from "../../gateway/src/testing/test-app"
import { setUpJourney, watchConsole } from "./browser"

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js")

/** What a check found, small enough to read in a failed assertion. */
interface Finding {
  readonly rule: string
  readonly impact: string | null | undefined
  readonly targets: string[]
  readonly summary: string | undefined
}

/**
 * axe-core run inside the page as users get it. The page's content security policy allows scripts from our
 * origin only, so the engine is evaluated through the DevTools protocol rather than added as an inline tag.
 */
const seriousFindings = async (page: Page, axeSource: string): Promise<Finding[]> => {
  await page.evaluate(axeSource)
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run(context: Document): Promise<AxeResults> } }).axe.run(document),
  )
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(" ")),
      summary: violation.nodes[0]?.failureSummary,
    }))
}

describe("accessibility of the signed-out screens in Chromium", () => {
  let app: TestApp
  let browser: Browser
  let axeSource: string
  setUpJourney((journey) => ({ app, browser } = journey))

  beforeAll(async () => {
    axeSource = await readFile(axePath, "utf8")
  })

  for (const width of [1280, 375])
    it(`/signin has no serious or critical axe-core violations at ${width} px`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } })
      const problems = watchConsole(page)
      await page.goto(`${app.url}/signin`)
      await page.getByRole("button", { name: "Sign In" }).waitFor()
      expect(await seriousFindings(page, axeSource)).toEqual([])
      expect(problems).toEqual([])
      await page.close()
    })
})
