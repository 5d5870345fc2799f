import { mkdtemp, readdir, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import react from "@vitejs/plugin-react"
import type { Browser, Page } from "playwright-core"
import { build } from "vite"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "../../gateway/src/testing/test-app"
import { launchBrowser, screenshotDir, unexpected, watchConsole } from "./browser"

const fixture = resolve(import.meta.dirname, "fixtures/captcha")

/**
 * The captcha field in Chromium, in a form of its own (the forms that carry it come with the claim, invite
 * and government sign-up screens): built like the app, served by the gateway with its content security
 * policy, solving our server's challenges in its worker, each solution taken once.
 */
describe("the captcha field in Chromium against our server", () => {
  let app: TestApp
  let browser: Browser
  let outDir: string

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), "ignite-captcha-"))
    await build({
      root: fixture,
      configFile: false,
      logLevel: "silent",
      plugins: [react()],
      build: { outDir, emptyOutDir: true },
    })
    // A lighter puzzle than production's keeps the journey quick on two cores; the protocol is the same.
    app = await startTestApp({ WEB_DIST: outDir, CAPTCHA_COST: "200" })
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await app?.close()
    if (outDir) await rm(outDir, { recursive: true, force: true })
  })

  const tokenOf = (page: Page) => page.getByLabel("recaptchaToken").textContent()
  const solvedToken = async (page: Page, other?: string) => {
    await page.waitForFunction(
      (previous) => {
        const text = document.querySelector("output")?.textContent ?? ""
        return text !== "" && text !== previous
      },
      other ?? "",
      { timeout: 30_000 },
    )
    return (await tokenOf(page)) ?? ""
  }

  it("ships the widget's proof-of-work worker as a file of our own, which the policy allows", async () => {
    const assets = await readdir(join(outDir, "assets"))
    expect(assets.some((name) => /^pbkdf2.*\.js$/.test(name))).toBe(true)
  })

  it("solves a challenge when the form shows; the server takes the solution once", async () => {
    const page = await browser.newPage()
    const problems = watchConsole(page)
    const response = await page.goto(app.url)
    expect(response?.headers()["content-security-policy"]).toContain("worker-src 'self'")
    await page.getByText("Spam protection").waitFor()
    const token = await solvedToken(page)
    await page.screenshot({ path: join(screenshotDir, "captcha-solved.png") })

    await expect(app.services.captcha.verify(token)).resolves.toBeUndefined()
    await expect(app.services.captcha.verify(token)).rejects.toMatchObject({ code: "InvalidCaptcha" })
    expect(unexpected(problems)).toEqual([])
    await page.close()
  })

  it("throws a used solution away after a failed submit and solves a fresh challenge", async () => {
    const page = await browser.newPage()
    const problems = watchConsole(page)
    await page.goto(app.url)
    const first = await solvedToken(page)
    await app.services.captcha.verify(first)

    await page.getByRole("button", { name: "Submit failed" }).click()
    const second = await solvedToken(page, first)
    expect(second).not.toBe(first)
    await expect(app.services.captcha.verify(second)).resolves.toBeUndefined()
    expect(unexpected(problems)).toEqual([])
    await page.close()
  })
})
