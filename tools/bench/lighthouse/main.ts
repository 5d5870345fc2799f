/**
 * `npm run bench:lighthouse`: Lighthouse (its default, the mobile preset: a mid-range phone on slow 4G,
 * simulated) on the sign-in page and on a government user's home, the marketplace search, of the production
 * build served by the app with its demo data, beside a static page's score in the same run and the same
 * browser (the baseline: what this machine and Chromium give a page with nothing to load). Issue 27's goal:
 * performance ≥ 90 on both pages.
 *
 *   npm run bench:lighthouse                 # builds the web app first
 *   node --import tsx tools/bench/lighthouse/main.ts --runs 1
 *   node --import tsx tools/bench/lighthouse/main.ts --runs 1 --reports .tmp/lighthouse   # whole reports too
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { createServer } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import lighthouse from "lighthouse"
import { chromium } from "playwright-core"
import { startApp } from "../gateway/target"
import { atLeast, resultRow, writeResult } from "../report/result"

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    chromium: { type: "string", default: "/usr/bin/chromium" },
    // a folder for each audit's whole Lighthouse report (JSON): the request chain, main-thread tasks, metrics
    reports: { type: "string" },
  },
})
const runs = Math.max(1, Number(values.runs))
const goal = 90
const webDist = fileURLToPath(new URL("../../../apps/web/dist", import.meta.url))

/** The baseline: a page with a heading and a paragraph, served by plain node:http. */
const staticPage = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="A static page">
<title>Static</title></head><body><h1>A static page</h1><p>Nothing to load but this.</p></body></html>`

const serveStatic = () =>
  new Promise<{ url: string; close: () => Promise<void> }>((resolve) => {
    const server = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" })
      response.end(staticPage)
    })
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      const port = typeof address === "object" && address ? address.port : 0
      resolve({
        url: `http://127.0.0.1:${port}/`,
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })

const freeDebugPort = 9300 + Math.floor(Math.random() * 500)

interface Score {
  readonly performance: number
  readonly fcpMs: number
  readonly lcpMs: number
  readonly tbtMs: number
  readonly transferKiB: number
}

const median = (numbers: readonly number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)]!
}

const audit = async (
  url: string,
  port: number,
  keepStorage: boolean,
  reportFile: string | undefined,
): Promise<Score> => {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    // the signed-in page needs the session token set before the load; its HTTP cache is cleared before it
    disableStorageReset: keepStorage,
  })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`)
  if (reportFile) {
    writeFileSync(reportFile, JSON.stringify(lhr))
    // the page load's own trace, unthrottled: the simulation multiplies its main-thread tasks by 4, so a long
    // task of the report is found here at a quarter of its length
    const trace = (result.artifacts as { Trace?: { traceEvents: unknown[] } }).Trace
    if (trace) writeFileSync(reportFile.replace(/\.json$/, ".trace.json"), JSON.stringify(trace.traceEvents))
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    transferKiB: numeric("total-byte-weight") / 1024,
  }
}

if (values.reports) mkdirSync(values.reports, { recursive: true })
const dataDir = mkdtempSync(join(tmpdir(), "bench-lighthouse-"))
const jwtSecret = "bench-lighthouse-secret-0123456789abcdef"
const app = await startApp({
  DEMO_DATA: "true",
  DATA_DIR: dataDir,
  JWT_SECRET: jwtSecret,
  WEB_DIST: webDist,
  LOG_LEVEL: "warn",
})
const baseline = await serveStatic()
const profile = mkdtempSync(join(tmpdir(), "bench-lighthouse-profile-"))
// A persistent context is the browser's default one, the one Lighthouse's tabs open in: the session token set
// here is the one the signed-in page finds.
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: values.chromium,
  headless: true,
  args: [`--remote-debugging-port=${freeDebugPort}`],
})

try {
  const signIn = await fetch(`${app.url}/api/v1/users/sign_in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ user: { email: "gov@ignite.local", password: "Ignite123!" } }),
  })
  const token = signIn.headers.get("authorization")?.replace(/^Bearer /, "")
  if (signIn.status !== 200 || !token)
    throw new Error(`signing the demo government user in answered ${signIn.status}`)

  const pages = [
    { name: "static page (baseline)", url: baseline.url, signedIn: false },
    { name: "/signin", url: `${app.url}/signin`, signedIn: false },
    { name: "/ (government user: search)", url: `${app.url}/`, signedIn: true },
  ]
  const scores = new Map<string, Score[]>()
  for (let run = 0; run < runs; run++)
    for (const page of pages) {
      if (page.url.startsWith(app.url)) {
        // an answer of the API, so the app's own files stay out of the cache the audit then loads with
        const tab = await browser.newPage()
        await tab.goto(`${app.url}/api/v1/site_settings`)
        // Lighthouse's storage reset clears the HTTP cache but not localStorage: the signed-out page must not
        // find the token an earlier run set (the sign-in page hands a signed-in visitor to the app)
        await tab.evaluate(
          page.signedIn
            ? `localStorage.setItem("ignite.session", ${JSON.stringify(token)})`
            : `localStorage.removeItem("ignite.session")`,
        )
        // and the signed-in page, audited without that reset, starts as cold as the first run did
        if (page.signedIn) await (await browser.newCDPSession(tab)).send("Network.clearBrowserCache")
        await tab.close()
      }
      const reportFile = values.reports
        ? join(
            values.reports,
            `${page.name.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "")}-${run + 1}.json`,
          )
        : undefined
      const score = await audit(page.url, freeDebugPort, page.signedIn, reportFile)
      scores.set(page.name, [...(scores.get(page.name) ?? []), score])
      process.stderr.write(`${page.name}: ${score.performance}\n`)
    }

  const summary = pages.map(({ name }) => {
    const all = scores.get(name)!
    return {
      name,
      performance: median(all.map((score) => score.performance)),
      fcpMs: median(all.map((score) => score.fcpMs)),
      lcpMs: median(all.map((score) => score.lcpMs)),
      tbtMs: median(all.map((score) => score.tbtMs)),
      transferKiB: median(all.map((score) => score.transferKiB)),
    }
  })
  const baselineScore = summary[0]!.performance
  console.log(
    `Lighthouse ${runs} run(s) each, mobile preset (median), Chromium ${browser.browser()?.version()}`,
  )
  const header = ["page", "performance", "FCP", "LCP", "TBT", "transfer", "goal"]
  const rows = summary.map((page, index) => [
    page.name,
    String(page.performance),
    `${(page.fcpMs / 1000).toFixed(1)} s`,
    `${(page.lcpMs / 1000).toFixed(1)} s`,
    `${Math.round(page.tbtMs)} ms`,
    `${Math.round(page.transferKiB)} KiB`,
    index === 0 ? "-" : `≥ ${goal}: ${page.performance >= goal ? "met" : "MISSED"}`,
  ])
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  )
  for (const row of [header, ...rows])
    console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join("  "))
  writeResult(
    "lighthouse",
    summary.slice(1).map((page) =>
      resultRow({
        benchmark: "lighthouse",
        measure: `performance score ${page.name}`,
        value: page.performance,
        unit: "score",
        baseline: { name: "static page", value: baselineScore },
        goal: atLeast(page.performance, goal, `≥ ${goal}`),
      }),
    ),
  )
} finally {
  await browser.close()
  await baseline.close()
  await app.stop()
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(profile, { recursive: true, force: true })
}
