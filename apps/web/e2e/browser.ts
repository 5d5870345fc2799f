import { existsSync, mkdirSync } from "node:fs"
import { basename, resolve } from "node:path"
import { type Browser, chromium, type Page } from "playwright-core"
import { afterAll, beforeAll, expect } from "vitest"
import { startTestApp, type TestApp } from "../../gateway/src/testing/test-app"
import { sessionStorageKey } from "../src/lib/session/session-token"

const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

/**
 * Where the journeys leave screenshots, kept by CI as an artifact folder (gitignored): every page a
 * journey opens is photographed as it is closed (or as the browser closes), named after the test file and
 * the test; journeys add named ones of their own.
 */
export const screenshotDir = resolve(import.meta.dirname, "../../../artifacts/screenshots")

const taken = new Map<string, number>()

/** `<journey file>--<test name>` for the test running now, numbered when a test leaves several pages. */
const screenshotName = () => {
  const { testPath, currentTestName } = expect.getState()
  const journey = basename(testPath ?? "journey").replace(/\.e2e\.test\.ts$/, "")
  // the test's own name; the describe block's says little more than the file's
  const test = (currentTestName?.split(" > ").at(-1) ?? "end")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 90)
  const name = `${journey}--${test}`
  const count = (taken.get(name) ?? 0) + 1
  taken.set(name, count)
  return count > 1 ? `${name}-${count}` : name
}

/** A full-page screenshot of what the page shows now, into the artifact folder; never fails a journey. */
export const saveScreenshot = async (page: Page) => {
  if (page.isClosed()) return
  mkdirSync(screenshotDir, { recursive: true })
  await page
    .screenshot({
      path: resolve(screenshotDir, `${screenshotName()}.jpeg`),
      fullPage: true,
      type: "jpeg",
      quality: 80,
      timeout: 10_000,
    })
    .catch(() => {})
}

/** Every page the browser opens is photographed before it closes, and open ones before the browser does. */
const keepingScreenshots = (browser: Browser): Browser => {
  const newPage = browser.newPage.bind(browser)
  browser.newPage = async (options) => {
    const page = await newPage(options)
    const close = page.close.bind(page)
    page.close = async (closeOptions) => {
      await saveScreenshot(page)
      return close(closeOptions)
    }
    return page
  }
  const closeBrowser = browser.close.bind(browser)
  browser.close = async (options) => {
    for (const page of browser.contexts().flatMap((context) => context.pages())) await saveScreenshot(page)
    return closeBrowser(options)
  }
  return browser
}

/**
 * Debian's Chromium, headless, with the flags that keep it off the network this machine does not have
 * (background services otherwise retry refused connections at every start).
 */
export const launchBrowser = async (): Promise<Browser> => {
  if (!existsSync(executablePath))
    throw new Error(`Browser tests need ${executablePath} (apt-get install chromium); npm test installs it.`)
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  })
  return keepingScreenshots(browser)
}
/** Collects what a user would never see but a developer must: console errors and failed page loads. */
export const watchConsole = (page: Page) => {
  const problems: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`)
  })
  page.on("pageerror", (error) => problems.push(`page: ${error.message}`))
  return problems
}

/** The built app the journeys load, as users get it from the gateway. */
export const webDist = resolve(import.meta.dirname, "../dist")

export interface Journey {
  readonly app: TestApp
  readonly browser: Browser
}

/**
 * The whole app on a random port serving the built web app, and a headless Chromium to drive it. `env`
 * adds to the test app's configuration (a lighter captcha, say).
 */
const startJourney = async (env: Record<string, string>): Promise<Journey> => {
  if (!existsSync(resolve(webDist, "index.html")))
    throw new Error("Build the web app first (npm run build:web); npm test does it.")
  const app = await startTestApp({ ...env, WEB_DIST: webDist })
  return { app, browser: await launchBrowser() }
}

/**
 * Starts the journey before the file's tests, handing the app and the browser to `receive`, and closes
 * both after them.
 */
export const setUpJourney = (receive: (journey: Journey) => void, env: Record<string, string> = {}) => {
  let journey: Journey | undefined
  beforeAll(async () => {
    journey = await startJourney(env)
    receive(journey)
  })
  afterAll(async () => {
    await journey?.browser.close()
    await journey?.app.close()
  })
}

/** The notification that says `text`. */
export const notification = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text })

/** Chromium reports every 4xx answer on the console; where a journey expects one, that line is no problem. */
export const unexpected = (problems: string[], ...expectedStatuses: number[]) =>
  problems.filter(
    (problem) =>
      !expectedStatuses.some((status) =>
        problem.includes(`Failed to load resource: the server responded with a status of ${status}`),
      ),
  )

/**
 * One tab per viewer, kept across the screens a journey loads in it: each screen is still a full load of its
 * address, but the app's scripts come from the tab's cache, compiled once, as a returning user's browser has
 * them. A new tab per screen started a renderer and compiled the same bundle again each time (about 4 s of CPU
 * a screen, on machines where the journeys wait for CPU). `token` signs the viewer in (none: a visitor). The
 * browser is asked for at the first tab: a describe block makes its tabs before its journey starts.
 */
export const viewerTabs = (browser: () => Browser, viewport: { width: number; height: number }) => {
  const tabs = new Map<string, { page: Page; problems: string[] }>()
  return {
    async tabOf(viewer: string, token?: string) {
      const kept = tabs.get(viewer)
      if (kept) return kept
      const context = await browser().newContext({ viewport })
      if (token)
        await context.addInitScript(
          ([key, value]) => localStorage.setItem(key!, value!),
          [sessionStorageKey, token],
        )
      const page = await context.newPage()
      const tab = { page, problems: watchConsole(page) }
      tabs.set(viewer, tab)
      return tab
    },
    /** Closes every tab (their screenshots are the journey's to take). */
    async close() {
      for (const { page } of tabs.values()) await page.context().close()
    },
  }
}
