import { type ChildProcess, spawn } from "node:child_process"
import { fileURLToPath } from "node:url"
import { waitFor } from "./index"

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url))
/** The entries operators start: the gateway's (any ROLE) and apps/worker's. */
const entries = {
  gateway: `${repoRoot}apps/gateway/src/main.ts`,
  worker: `${repoRoot}apps/worker/src/main.ts`,
}

/** An Ignite process as operators run it: its own node, configured by the environment alone. */
export interface IgniteProcess {
  readonly child: ChildProcess
  /** What it printed so far (stdout and stderr, JSON log lines). */
  output(): string
  readonly exited: Promise<number | null>
  /** Where a gateway listens (from its "Ignite is listening" line); undefined for a worker. */
  readonly url: string | undefined
  /** SIGTERM, then the exit; SIGKILL kills it at once, mid-batch, as a crash does. */
  stop(signal?: "SIGTERM" | "SIGKILL"): Promise<number | null>
}

/**
 * Starts the gateway's entry (any ROLE, `ROLE=worker` included) or `apps/worker`, and waits until it says it
 * is ready: "Ignite is listening" with its address, or "worker started".
 */
export const startIgniteProcess = async (
  entry: "gateway" | "worker",
  env: Record<string, string>,
  { readyWithinMs = 90_000 } = {},
): Promise<IgniteProcess> => {
  const child = spawn(process.execPath, ["--import", "tsx", entries[entry]], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let output = ""
  child.stdout?.on("data", (chunk) => {
    output += String(chunk)
  })
  child.stderr?.on("data", (chunk) => {
    output += String(chunk)
  })
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)))
  let gone = false
  void exited.then(() => {
    gone = true
  })
  const ready = await waitFor(
    () => {
      if (gone) throw new Error(`the ${entry} process exited before it was ready:\n${output}`)
      const listening = output.split("\n").find((line) => line.includes("Ignite is listening"))
      if (listening) return { url: (JSON.parse(listening) as { url: string }).url }
      return output.includes("worker started") ? { url: undefined } : undefined
    },
    { timeoutMs: readyWithinMs, intervalMs: 100, message: `the ${entry} process to be ready` },
  )
  return {
    child,
    output: () => output,
    exited,
    url: ready.url,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      return exited
    },
  }
}
