/**
 * `npm run bench`: every benchmark of tools/bench, one after another, each in its own process (its own table
 * printed as it runs), then one table of all their rows and one JSON file (`.tmp/bench-all.json`). A benchmark
 * that fails, or is skipped because what it needs is missing, is a row saying so.
 *
 *   npm run bench                      # issue 27's sizes (under 30 minutes with PostgreSQL and NATS)
 *   npm run bench -- --quick           # smallest sizes, shortest durations: about 5 minutes
 *   npm run bench -- --only eventstore,chat
 */
import { spawn } from "node:child_process"
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs"
import { createConnection } from "node:net"
import { join } from "node:path"
import { parseArgs } from "node:util"
import { type Benchmark, benchmarks, type Need, selectBenchmarks } from "./report/plan"
import { outcomeRow, type ResultRow, readResult } from "./report/result"
import { formatTable, summarize } from "./report/table"

const { values } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    only: { type: "string" },
    out: { type: "string", default: ".tmp/bench-all.json" },
    "timeout-minutes": { type: "string" },
  },
})
const databaseUrl = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test"
const natsUrl = process.env.NATS_URL || "nats://127.0.0.1:4222"
const quick = values.quick ?? false
// A benchmark that hangs must not hold the whole run: past this it is stopped and reported as failed.
const timeoutMs = Number(values["timeout-minutes"] ?? (quick ? 10 : 45)) * 60_000
const runDir = join(".tmp", "bench", "runs")

const reachable = (url: string, defaultPort: number): Promise<boolean> =>
  new Promise((resolve) => {
    const { hostname, port } = new URL(url)
    const socket = createConnection({ host: hostname || "127.0.0.1", port: Number(port) || defaultPort })
    socket.setTimeout(2000)
    const done = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.once("connect", () => done(true))
    socket.once("error", () => done(false))
    socket.once("timeout", () => done(false))
  })

const missingNeeds = async (): Promise<Map<Need, string>> => {
  const missing = new Map<Need, string>()
  if (!(await reachable(databaseUrl, 5432)))
    missing.set("postgres", `PostgreSQL not reachable at ${databaseUrl}`)
  if (!(await reachable(natsUrl, 4222))) missing.set("nats", `NATS not reachable at ${natsUrl}`)
  return missing
}

// Each benchmark runs in its own process group (so a timeout stops its app and tools too); Ctrl-C on the
// runner is passed on to it, so it drops its schemas as it does when run alone.
let running: number | undefined
let interrupted = false
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    interrupted = true
    if (running) process.kill(-running, "SIGINT")
    else process.exit(130)
  })

/** Runs a command, its output passed through; resolves with its exit code and the last lines of its stderr. */
const run = (command: string, args: string[], env: NodeJS.ProcessEnv) =>
  new Promise<{ code: number | null; tail: string; timedOut: boolean }>((resolve) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "inherit", "pipe"], detached: true })
    running = child.pid
    let tail = ""
    child.stderr.on("data", (chunk: Buffer) => {
      process.stderr.write(chunk)
      tail = (tail + chunk.toString()).slice(-2000)
    })
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      if (child.pid) process.kill(-child.pid, "SIGINT")
    }, timeoutMs)
    child.on("close", (code) => {
      clearTimeout(timer)
      running = undefined
      if (interrupted) process.exit(130)
      resolve({ code, tail, timedOut })
    })
  })

const lastLine = (text: string): string =>
  text
    .trim()
    .split("\n")
    .filter((line) => line.trim() !== "")
    .at(-1)
    ?.trim()
    .slice(0, 160) ?? ""

async function runBenchmark(benchmark: Benchmark, missing: Map<Need, string>): Promise<ResultRow[]> {
  const absent = benchmark.needs.flatMap((need) => missing.get(need) ?? [])
  if (absent.length > 0) return [outcomeRow(benchmark.name, `skipped: ${absent.join("; ")}`)]
  if (benchmark.buildWeb) {
    const build = await run("npm", ["run", "build:web", "--silent"], process.env)
    if (build.code !== 0) return [outcomeRow(benchmark.name, `failed: the web build exited ${build.code}`)]
  }
  const rows: ResultRow[] = []
  const runs = quick ? benchmark.quick : benchmark.full
  for (const [i, args] of runs.entries()) {
    const file = join(runDir, `${benchmark.name}-${i}.json`)
    rmSync(file, { force: true })
    const script = join("tools", "bench", benchmark.name, "main.ts")
    console.log(`\n### bench:${benchmark.name} ${args.join(" ")}\n`)
    const started = Date.now()
    const result = await run(process.execPath, ["--import", "tsx", script, ...args], {
      ...process.env,
      DATABASE_URL: databaseUrl,
      NATS_URL: natsUrl,
      BENCH_RESULT: join(process.cwd(), file),
    })
    const seconds = Math.round((Date.now() - started) / 1000)
    const measured = (benchmark.measuredExitCodes ?? [0]).includes(result.code ?? -1)
    if (existsSync(file)) rows.push(...readResult(file))
    if (result.timedOut)
      rows.push(outcomeRow(benchmark.name, `failed: stopped after ${seconds} s (${args.join(" ")})`))
    else if (!measured)
      rows.push(
        outcomeRow(
          benchmark.name,
          `failed: exit ${result.code} after ${seconds} s${result.tail.trim() ? `: ${lastLine(result.tail)}` : ""} (${args.join(" ")})`,
        ),
      )
    else if (!existsSync(file)) rows.push(outcomeRow(benchmark.name, "failed: it wrote no result rows"))
  }
  return rows
}

const selected = selectBenchmarks(benchmarks({ databaseUrl, natsUrl }), values.only?.split(","))
mkdirSync(runDir, { recursive: true })
const missing = await missingNeeds()
const started = Date.now()
const rows: ResultRow[] = []
for (const benchmark of selected) rows.push(...(await runBenchmark(benchmark, missing)))
const minutes = ((Date.now() - started) / 60_000).toFixed(1)

console.log(`\n## npm run bench${quick ? " --quick" : ""}: ${minutes} min\n`)
console.log(formatTable(rows))
console.log(`\n${summarize(rows)}`)
const out = values.out ?? ".tmp/bench-all.json"
mkdirSync(join(out, ".."), { recursive: true })
writeFileSync(
  out,
  `${JSON.stringify({ quick, startedAt: new Date(started).toISOString(), minutes: Number(minutes), rows }, null, 2)}\n`,
)
console.log(`\nwritten: ${out}`)
