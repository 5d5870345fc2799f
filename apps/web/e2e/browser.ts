import { existsSync } from "node:fs"
import { resolve } from "node:path"
import { type Browser, chromium, type Page } from "playwright-core"
import { afterAll, beforeAll } from "vitest"
import { startTestApp, type TestApp } from "../../gateway/src/testing/test-app"

const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

/**
 * Debian's Chromium, headless, with the flags that keep it off the network this machine does not have
 * (background services otherwise retry refused connections at every start).
 */
export const launchBrowser = async (): Promise<Browser> => {
  if (!existsSync(executablePath))
    throw new Error(`Browser tests need ${executablePath} (apt-get install chromium); npm test installs it.`)
  return chromium.launch({
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
/** Where journeys leave screenshots for people to look at. */
export const screenshotDir = resolve(import.meta.dirname, "../../../.tmp")

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
