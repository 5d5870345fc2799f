/**
 * Gateway benchmark: the request hot path every endpoint inherits (hooks, authentication, session and terms
 * gate, decoding, serialization, request log) against a bare Fastify route answering the same bytes, in one
 * run, with wrk as the load generator.
 *
 *   npm run bench:gateway -- [--duration S] [--connections C] [--drivers pglite,pg] [--log-level silent]
 *                            [--app build|source]
 *
 * Each target runs alone in its own process (serve.ts), started, measured and stopped in turn: the app on
 * each driver and the bare server replaying the app's answers. See README.md next to this file.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { uniqueSchema } from "@ignite/platform/testing"
import { Command, InvalidArgumentError, Option } from "commander"
import { appLogLevelOption, databaseUrlOption, wholeNumber } from "../bench-options"
import { dropBenchSchema, once, onInterrupt, runBench, wasInterrupted } from "../bench-process"
import { machineAtEnd, machineAtStart } from "../report/load-average"
import { writeResult } from "../report/result"
import { benchUserToken } from "./bench-user"
import { bodyBytes, capture, headersFor, routes } from "./routes"
import { gatewayRows } from "./rows"
import type { Answer } from "./serve"
import { buildServer, startApp, startTarget, stopCurrentTarget, type Target } from "./target"
import { ensureWrk, runWrk, stopWrk, type WrkResult, writeWrkScript } from "./wrk"

// ---------------------------------------------------------------------------------------------- options

type Driver = "pglite" | "pg"

interface Options {
  readonly duration: number
  readonly warmup: number
  readonly connections: number
  readonly threads: number
  readonly drivers: readonly Driver[]
  readonly databaseUrl: string
  readonly logLevel: "info" | "silent"
  readonly app: "build" | "source"
}

const driverList = (value: string): Driver[] => {
  const drivers = value.split(",").map((d) => d.trim())
  for (const driver of drivers)
    if (driver !== "pglite" && driver !== "pg") throw new InvalidArgumentError("pglite and/or pg")
  return [...new Set(drivers as Driver[])]
}

const parseOptions = (argv: string[]): Options => {
  const command = new Command()
    .name("bench:gateway")
    .description("The app's request hot path against a bare Fastify route answering the same bytes")
    .option("--duration <seconds>", "timed load per route and target", wholeNumber(1), 10)
    .option("--warmup <seconds>", "untimed load before each timed run (0: none)", wholeNumber(0), 2)
    .option("--connections <n>", "wrk connections", wholeNumber(1), 32)
    .option("--threads <n>", "wrk threads", wholeNumber(1), 2)
    .addOption(
      new Option("--drivers <list>", "app drivers, in order: pglite, pg")
        .argParser(driverList)
        .default(["pglite", "pg"], "pglite,pg"),
    )
    .addOption(databaseUrlOption("PostgreSQL for the pg driver"))
    .addOption(appLogLevelOption())
    .addOption(
      new Option(
        "--app <form>",
        "the app as deployed (build: npm run build:server's gateway.mjs) or as npm start runs it (source: tsx)",
      )
        .choices(["build", "source"])
        .default("build"),
    )
    .showHelpAfterError()
    .parse(argv, { from: "user" })
  const options = command.opts<Options>()
  if (options.connections < options.threads) command.error("--connections must be at least --threads")
  return options
}

// ------------------------------------------------------------------------------------------- resources

let dir: string | undefined
const repoRoot = fileURLToPath(new URL("../../..", import.meta.url))
/** The production build of this run, inside the repository (it loads packages from node_modules). */
let builtDir: string | undefined
let built: string | undefined
/** Made on first use, so `--help` leaves nothing behind: answers, the wrk script, PGlite's data. */
const workDir = () => {
  dir ??= mkdtempSync(join(tmpdir(), "ignite-bench-gateway-"))
  return dir
}
const schemas: { url: string; schema: string }[] = []

/** Whoever asks first (the signal handler or main's finally); both wait for the same end. */
const cleanup = once(async () => {
  await stopCurrentTarget()
  for (const { url, schema } of schemas) await dropBenchSchema(url, schema)
  if (dir) rmSync(dir, { recursive: true, force: true })
  if (builtDir) rmSync(builtDir, { recursive: true, force: true })
})

// ---------------------------------------------------------------------------------------------- running

interface Measured {
  readonly label: string
  readonly results: Map<string, WrkResult>
}

const requireClean = (result: WrkResult, what: string) => {
  const { connect, read, write, timeout } = result.socketErrors
  if (result.non2xx > 0 || connect + read + write + timeout > 0)
    throw new Error(
      `${what}: ${result.non2xx} of ${result.requests} responses were errors (status >= 400), socket errors ` +
        `connect ${connect}, read ${read}, write ${write}, timeout ${timeout}. A benchmark of errors is worthless.`,
    )
}

const measure = async (
  label: string,
  target: Target,
  token: string | undefined,
  options: Options,
  script: string,
): Promise<Measured> => {
  const results = new Map<string, WrkResult>()
  for (const route of routes) {
    const what = `${label} GET ${route.path}`
    const run = {
      url: `${target.url}${route.path}`,
      headers: headersFor(route, token),
      threads: options.threads,
      connections: options.connections,
    }
    console.log(`  ${what}: ${options.warmup} s warm-up, ${options.duration} s timed …`)
    if (options.warmup > 0) requireClean(await runWrk({ ...run, seconds: options.warmup }, script), what)
    if (wasInterrupted()) throw new Error("interrupted")
    const result = await runWrk({ ...run, seconds: options.duration }, script)
    requireClean(result, what)
    results.set(route.path, result)
  }
  return { label, results }
}

const jwtSecret = "bench-secret-bench-secret-bench-secret"

/** The app as deployed (or as `npm start` runs it, `--app source`), on one driver, with a signed-in bench user. */
const startAppTarget = async (driver: Driver, options: Options) => {
  const dataDir = mkdtempSync(join(workDir(), `${driver}-`))
  const env: Record<string, string> = {
    LOG_LEVEL: options.logLevel,
    DEMO_DATA: "false",
    DATA_DIR: dataDir,
    JWT_SECRET: jwtSecret,
    // no built web app: the measured routes are API routes either way
    WEB_DIST: join(dataDir, "no-web-dist"),
  }
  if (driver === "pg") {
    const schema = uniqueSchema("bench_gw")
    schemas.push({ url: options.databaseUrl, schema })
    Object.assign(env, { DATABASE_URL: options.databaseUrl, DATABASE_SCHEMA: schema })
  }
  console.log(`starting the app on ${driver} …`)
  const target = await startApp(env, undefined, built)
  try {
    return { ...target, token: await benchUserToken(target.url, jwtSecret) }
  } catch (error) {
    await target.stop()
    throw error
  }
}

/** The bare server, after checking that it answers each route with exactly the captured bytes and type. */
const startBare = async (answers: Answer[]) => {
  const file = join(workDir(), "answers.json")
  writeFileSync(file, JSON.stringify(answers))
  console.log("starting the bare Fastify server …")
  const target = await startTarget(["bare", "--answers", file])
  try {
    for (const answer of answers) {
      const response = await fetch(`${target.url}${answer.path}`)
      const body = Buffer.from(await response.arrayBuffer()).toString("base64")
      if (response.headers.get("content-type") !== answer.contentType || body !== answer.body)
        throw new Error(`the bare server does not replay GET ${answer.path} exactly`)
    }
    return target
  } catch (error) {
    await target.stop()
    throw error
  }
}

const withTarget = async <T>(target: Target, work: (target: Target) => Promise<T>): Promise<T> => {
  try {
    return await work(target)
  } finally {
    await target.stop()
  }
}

// ----------------------------------------------------------------------------------------------- output

const fmtInt = (n: number) => Math.round(n).toLocaleString("en-US")
const fmtMs = (n: number) => n.toFixed(2)

const printTable = (bare: Measured, apps: Measured[]) => {
  const header = [
    "route".padEnd(22),
    "target".padEnd(13),
    "req/s".padStart(9),
    "mean ms".padStart(8),
    "p99 ms".padStart(7),
    "B/resp".padStart(7),
    "vs bare".padStart(8),
    "  goal",
  ]
  console.log(header.join(" "))
  console.log("-".repeat(100))
  for (const route of routes) {
    const base = bare.results.get(route.path)!
    for (const measured of [bare, ...apps]) {
      const r = measured.results.get(route.path)!
      const ratio = r.requestsPerSecond / base.requestsPerSecond
      const verdict = measured === bare ? "" : `  >= ${route.goal}x ${ratio >= route.goal ? "PASS" : "MISS"}`
      console.log(
        [
          route.path.padEnd(22),
          measured.label.padEnd(13),
          fmtInt(r.requestsPerSecond).padStart(9),
          fmtMs(r.meanLatencyMs).padStart(8),
          fmtMs(r.p99LatencyMs).padStart(7),
          fmtInt(r.bytesPerResponse).padStart(7),
          `${ratio.toFixed(2)}x`.padStart(8),
        ].join(" ") + verdict,
      )
    }
  }
}

// ------------------------------------------------------------------------------------------------- main

const main = async (): Promise<number> => {
  const options = parseOptions(process.argv.slice(2))
  onInterrupt(cleanup, stopWrk)

  try {
    ensureWrk()
    const script = writeWrkScript(workDir())
    if (options.app === "build") {
      builtDir = join(repoRoot, ".tmp", `bench-gateway-server-${process.pid}`)
      console.log("building the server as deployed (tools/scripts/build-server.mjs) …")
      built = await buildServer(builtDir)
    }
    console.log(
      `gateway bench: wrk ${options.threads} threads, ${options.connections} connections, ` +
        `${options.duration} s per route and target after ${options.warmup} s warm-up; ` +
        `app request log ${options.logLevel} (to /dev/null); the app ${options.app === "build" ? "as built for deployment" : "from its sources under tsx"}`,
    )
    console.log(machineAtStart())

    // The first driver's app is measured, and its answers captured, before the bare server replays them.
    const [first, ...rest] = options.drivers
    if (!first) throw new Error("--drivers names no driver")
    const apps: Measured[] = []
    let answers: Answer[] = []
    let token: string | undefined
    apps.push(
      await withTarget(await startAppTarget(first, options), async (target) => {
        answers = await capture(target)
        token = target.token
        return measure(`app ${first}`, target, target.token, options, script)
      }),
    )
    const bare = await withTarget(await startBare(answers), (target) =>
      measure("bare fastify", target, token, options, script),
    )
    for (const driver of rest)
      apps.push(
        await withTarget(await startAppTarget(driver, options), async (target) => {
          const own = await capture(target)
          for (const [i, answer] of own.entries())
            if (bodyBytes(answer) !== bodyBytes(answers[i]!))
              console.log(
                `  note: ${driver} answers GET ${answer.path} with ${bodyBytes(answer)} bytes, ` +
                  `the bare server replays ${bodyBytes(answers[i]!)}`,
              )
          return measure(`app ${driver}`, target, target.token, options, script)
        }),
      )

    console.log(
      `\nanswers replayed by the bare server: ${answers.map((a) => `${a.path} ${bodyBytes(a)} B body`).join(", ")}\n`,
    )
    printTable(bare, apps)
    writeResult(
      "gateway",
      gatewayRows(
        routes.flatMap((route) =>
          apps.map((app) => ({
            path: route.path,
            target: app.label,
            requestsPerSecond: app.results.get(route.path)!.requestsPerSecond,
            bareRequestsPerSecond: bare.results.get(route.path)!.requestsPerSecond,
          })),
        ),
      ),
    )
    console.log(machineAtEnd())
    return 0
  } finally {
    await cleanup()
  }
}

runBench(main)
