import { type ChildProcess, spawn, spawnSync } from "node:child_process"
import { writeFileSync } from "node:fs"
import { join } from "node:path"

/** What one wrk run reports, from the `done` hook of our Lua script (wrk's own text is for people). */
export interface WrkResult {
  readonly requests: number
  readonly seconds: number
  readonly requestsPerSecond: number
  readonly meanLatencyMs: number
  readonly p99LatencyMs: number
  /** Bytes read per completed response, headers included. */
  readonly bytesPerResponse: number
  /** Responses with status >= 400, which wrk counts (its "Non-2xx or 3xx responses"). */
  readonly non2xx: number
  readonly socketErrors: { connect: number; read: number; write: number; timeout: number }
}

export interface WrkRun {
  readonly url: string
  readonly headers: readonly string[]
  readonly threads: number
  readonly connections: number
  readonly seconds: number
}

const marker = "BENCH_RESULT "

// Only `done` is defined: wrk hands responses to Lua only when a script defines `response`, which would
// slow the load generator on the same two cores as the server.
const script = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '${marker}{"requests":%.0f,"durationUs":%.0f,"bytes":%.0f,"connect":%.0f,"read":%.0f,"write":%.0f,' ..
    '"status":%.0f,"timeout":%.0f,"meanUs":%.3f,"p99Us":%.0f}\\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency.mean, latency:percentile(99)))
end
`

/** Writes the reporting script into `dir` and returns its path. */
export const writeWrkScript = (dir: string): string => {
  const path = join(dir, "report.lua")
  writeFileSync(path, script)
  return path
}

const hasWrk = () => !spawnSync("wrk", ["--version"], { stdio: "ignore" }).error

/** wrk comes from Debian: installed here when we are root (like chromium for the tests), asked for otherwise. */
export const ensureWrk = () => {
  if (hasWrk()) return
  if (process.getuid?.() !== 0)
    throw new Error("The gateway benchmark needs wrk: install Debian's wrk package (apt-get install wrk).")
  console.log("Installing Debian's wrk for the benchmark…")
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" }
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "wrk"],
  ]) {
    const result = spawnSync("apt-get", args, { stdio: "inherit", env })
    if (result.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed`)
  }
  if (!hasWrk()) throw new Error("wrk is still missing after apt-get install wrk")
}

let running: ChildProcess | undefined

/** Stops a wrk run in progress (on Ctrl-C). */
export const stopWrk = () => running?.kill("SIGTERM")

export const runWrk = (run: WrkRun, scriptPath: string): Promise<WrkResult> =>
  new Promise((resolve, reject) => {
    const args = [
      `--threads=${run.threads}`,
      `--connections=${run.connections}`,
      `--duration=${run.seconds}s`,
      "--timeout=5s",
      `--script=${scriptPath}`,
      ...run.headers.flatMap((header) => ["--header", header]),
      run.url,
    ]
    const wrk = spawn("wrk", args, { stdio: ["ignore", "pipe", "pipe"] })
    running = wrk
    let stdout = ""
    let stderr = ""
    wrk.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk
    })
    wrk.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk
    })
    wrk.on("error", reject)
    wrk.on("close", (code, signal) => {
      running = undefined
      const line = stdout.split("\n").find((l) => l.startsWith(marker))
      if (code !== 0 || !line)
        return reject(new Error(`wrk ${args.join(" ")} failed (${signal ?? code}):\n${stderr}${stdout}`))
      const r = JSON.parse(line.slice(marker.length)) as Record<string, number>
      const requests = r.requests!
      const seconds = r.durationUs! / 1e6
      resolve({
        requests,
        seconds,
        requestsPerSecond: requests / seconds,
        meanLatencyMs: r.meanUs! / 1000,
        p99LatencyMs: r.p99Us! / 1000,
        bytesPerResponse: requests > 0 ? r.bytes! / requests : 0,
        non2xx: r.status!,
        socketErrors: { connect: r.connect!, read: r.read!, write: r.write!, timeout: r.timeout! },
      })
    })
  })
