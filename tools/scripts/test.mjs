#!/usr/bin/env node
// `npm test`: everything the tests need, then every test, on the driver the environment selects
// (embedded PGlite by default; PostgreSQL with DATABASE_URL, NATS with NATS_URL).
// `npm test -- --driver-suites` runs only the suites that touch the database driver and the bus
// (integration and browser journeys): unit and web component tests give the same answer on every driver,
// so CI runs them once, in the embedded pass, and this flag for the PostgreSQL + NATS pass.
import { spawnSync } from "node:child_process"
import { existsSync, mkdirSync, readFileSync } from "node:fs"

const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { stdio: "inherit", ...options })
  if (result.status !== 0 && !options.allowFailure) process.exit(result.status ?? 1)
  return result.status
}

// Browser journeys drive Debian's Chromium; install it when missing (we never download browsers).
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
if (!existsSync(chromium)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Browser tests need ${chromium}: install Debian's chromium package (apt-get install chromium).`,
    )
    process.exit(1)
  }
  console.log("Installing Debian's chromium for the browser tests…")
  run("apt-get", ["update", "-qq"])
  run("apt-get", ["install", "-y", "-qq", "chromium"], {
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  })
}

const driverSuites = process.argv.includes("--driver-suites")
const vitestArgs = process.argv.slice(2).filter((arg) => arg !== "--driver-suites")
// Some suites give the same answer on every driver, so the driver pass leaves them to the first: the CLI's
// tests run `ignite` against an embedded data folder of their own (or no database at all), whatever the
// environment selects; the accessibility audit judges each screen's markup with axe-core (seventy pages, a
// third of the journeys' time); and the journeys that judge what the browser does with a page — focus and
// keys, the page frame's geometry, XSS vectors left inert, the leaving-Ignite warning, the captcha widget's
// proof of work, the address field's suggestions — over data their own setup writes once. Every journey whose
// data flows through the log, the workers or the bus (sign-ups, mail, storefronts, search and alerts, chat,
// matches, analytics, audit, imports) runs on both.
const sameOnEveryDriver = [
  "tools/src/cli/**",
  ...[
    "accessibility-*",
    "keyboard",
    "page-frame",
    "rich-text-xss",
    "gov-problem-statement-xss",
    "external-links",
    "captcha",
    "address-search",
  ].map((journey) => `apps/web/e2e/${journey}.e2e.test.ts`),
]
if (driverSuites)
  vitestArgs.push(
    "--project",
    "int",
    "--project",
    "e2e",
    ...sameOnEveryDriver.flatMap((glob) => ["--exclude", glob]),
  )

// The browser tests load the built app from the gateway, as users do.
run("npm", ["run", "build:web", "--silent"])

mkdirSync(".tmp", { recursive: true })
const driver = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"
console.log(
  `\nRunning ${driverSuites ? "the driver suites (integration, browser journeys)" : "every test"} on ${driver}${process.env.NATS_URL ? " + NATS JetStream" : " + in-process bus"}\n`,
)
const status = run(
  "npx",
  [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    "--outputFile.json=.tmp/vitest-report.json",
    ...vitestArgs,
  ],
  { allowFailure: true },
)

// One plain closing line that any reader understands, whatever the reporter printed above.
try {
  const report = JSON.parse(readFileSync(".tmp/vitest-report.json", "utf8"))
  // each suite's own counts: the four levels and the generator, then the cross-cutting harnesses of issue 13 (counted again)
  const suites = [
    [
      "unit",
      (file) =>
        file.endsWith(".unit.test.ts") &&
        !file.includes("/apps/web/src/") &&
        !file.includes("/tools/generators/"),
    ],
    ["web components", (file) => file.includes("/apps/web/src/")],
    ["domain generator (beside the web components)", (file) => file.includes("/tools/generators/")],
    ["integration", (file) => file.endsWith(".int.test.ts")],
    ["browser journeys", (file) => file.endsWith(".e2e.test.ts")],
    ["  authorization matrix", (file) => file.endsWith("authorization-matrix.int.test.ts")],
    ["  fuzzed input", (file) => file.endsWith("fuzz.int.test.ts")],
    ["  faults", (file) => file.includes("/faults/") || file.endsWith("pg-restart.int.test.ts")],
    ["  uploads", (file) => file.endsWith("uploads.int.test.ts") || file.includes("/platform/src/files/")],
    ["  rich-text XSS", (file) => /(xss\.unit|rich-text-xss\.e2e)\.test\.ts$/.test(file)],
    ["  accessibility and keyboard", (file) => /(accessibility-\w+|keyboard)\.e2e\.test\.ts$/.test(file)],
  ]
  console.log("")
  for (const [suite, holds] of suites) {
    const tests = report.testResults.filter((result) => holds(result.name)).flatMap((r) => r.assertionResults)
    if (tests.length === 0) continue
    const count = (...statuses) => tests.filter((test) => statuses.includes(test.status)).length
    const skippedHere = count("pending", "skipped", "todo")
    // the four levels run one after the other (groupOrder): their span is their wall time; a harness's
    // files run among others, so its time is the sum of its files' times
    const files = report.testResults.filter((result) => holds(result.name))
    const seconds = suite.startsWith(" ")
      ? files.reduce((sum, file) => sum + (file.endTime - file.startTime), 0) / 1000
      : (Math.max(...files.map((file) => file.endTime)) - Math.min(...files.map((file) => file.startTime))) /
        1000
    console.log(
      `${suite}: ${count("passed")} passed, ${count("failed")} failed${skippedHere ? `, ${skippedHere} skipped` : ""} (${seconds.toFixed(0)} s${suite.startsWith(" ") ? " in its files" : ""})`,
    )
  }
  const skipped = report.numPendingTests + report.numTodoTests
  console.log(
    `\n${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ""}`,
  )
} catch {
  console.log("\n0 passed, 1 failed")
}
process.exit(status ?? 1)
