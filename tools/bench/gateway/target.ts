import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { connectSql } from "@ignite/platform"
import { uniqueSchema } from "@ignite/platform/testing"
import type { Ready } from "./serve"

export interface Target extends Ready {
  /** The target's process (the app's own Node process, for reading its memory in /proc). */
  readonly pid: number
  /** SIGTERM, then SIGKILL if it has not exited within 15 s. */
  stop(): Promise<void>
}

const serveScript = fileURLToPath(new URL("./serve.ts", import.meta.url))
/** The app is run as people run it: the gateway's own entry point, configured by the environment. */
const gatewayMain = fileURLToPath(new URL("../../../apps/gateway/src/main.ts", import.meta.url))
const repoRoot = fileURLToPath(new URL("../../..", import.meta.url))
const buildScript = fileURLToPath(new URL("../../scripts/build-server.mjs", import.meta.url))
const readyTimeoutMs = 180_000

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once("exit", () => resolve())
  })

let current: ChildProcess | undefined

/** SIGTERM, then SIGKILL if the child has not exited within 15 s. */
const stopper = (child: ChildProcess) => async () => {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill("SIGTERM")
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000)
    await exited(child)
    clearTimeout(timer)
  }
  if (current === child) current = undefined
}

/** Ends the target in progress, if any (on Ctrl-C). */
export const stopCurrentTarget = async () => {
  const child = current
  if (!child) return
  child.kill("SIGTERM")
  await exited(child)
}

/**
 * serve.ts in its own Node process. Its stdout (the request log) goes to /dev/null, its stderr to ours; it
 * reports readiness on a pipe at fd 3.
 */
export const startTarget = (args: readonly string[]): Promise<Target> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", serveScript, ...args], {
      cwd: repoRoot,
      stdio: ["ignore", "ignore", "inherit", "pipe"],
    })
    current = child
    const stop = stopper(child)
    const fail = (error: Error) => {
      clearTimeout(timer)
      void stop().then(() => reject(error))
    }
    const timer = setTimeout(
      () => fail(new Error(`serve.ts ${args[0]} was not ready within ${readyTimeoutMs / 1000} s`)),
      readyTimeoutMs,
    )
    let buffered = ""
    const pipe = child.stdio[3] as NodeJS.ReadableStream
    pipe.setEncoding("utf8")
    pipe.on("data", (chunk: string) => {
      buffered += chunk
      const newline = buffered.indexOf("\n")
      if (newline < 0) return
      clearTimeout(timer)
      resolve({ ...(JSON.parse(buffered.slice(0, newline)) as Ready), pid: child.pid!, stop })
    })
    child.once("error", fail)
    child.once("exit", (code, signal) => {
      if (!buffered.includes("\n"))
        fail(new Error(`serve.ts ${args[0]} exited before it was ready (${signal ?? `exit code ${code}`})`))
    })
  })

/** A port nobody listens on right now, for the app to take. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      )
    })
  })

/**
 * The drivers a benchmark's app gets unless its own environment names them: the embedded default. `npm run bench`
 * hands every benchmark DATABASE_URL and NATS_URL, which an app said to run on PGlite inherited: it ran on
 * PostgreSQL's public schema instead, with whatever an earlier run had left there (the gateway benchmark's
 * "app pglite" rows, and Lighthouse's demo user, until 2026-11-28).
 */
const embeddedUnlessNamed = { DATABASE_URL: "", DATABASE_SCHEMA: "", NATS_URL: "" }

/**
 * The whole app as `npm start` runs it (apps/gateway/src/main.ts) in its own Node process, configured by the
 * environment; its stdout (the request log) goes to /dev/null. Ready when /readyz answers 200.
 */
export const startApp = async (
  env: Record<string, string>,
  /** A start that folds a large volume first (a benchmark's scale mode) may take longer than the default. */
  readyWithinMs = readyTimeoutMs,
  /** The production build's gateway.mjs (`buildServer`) instead of the sources under tsx. */
  built?: string,
): Promise<Target> => {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, built ? [built] : ["--import", "tsx", gatewayMain], {
    cwd: repoRoot,
    env: { ...process.env, ...embeddedUnlessNamed, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  })
  current = child
  const stop = stopper(child)
  const deadline = Date.now() + readyWithinMs
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `the app exited before it was ready (${child.signalCode ?? `exit code ${child.exitCode}`})`,
      )
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    )
    if (ready) return { url, pid: child.pid!, stop }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`the app was not ready within ${readyWithinMs / 1000} s`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/**
 * The server processes as `npm run build:server` makes them for deployment, built into `outdir` (inside the
 * repository: the build loads npm packages from its node_modules). Answers the gateway's entry.
 */
export const buildServer = async (outdir: string): Promise<string> => {
  const child = spawn(process.execPath, [buildScript, "--outdir", outdir], {
    cwd: repoRoot,
    stdio: ["ignore", "ignore", "inherit"],
  })
  await exited(child)
  if (child.exitCode !== 0) throw new Error(`build-server.mjs failed (exit code ${child.exitCode})`)
  return join(outdir, "gateway.mjs")
}

/**
 * The app with the demo data, as the chat and load benchmarks run it: a data folder of its own, on PostgreSQL a
 * schema of its own, and (sign-ins are limited per address) a trusted proxy so each bench user can sign in from
 * an address of its own. `stop` also removes the folder and drops the schema.
 */
export const startDemoApp = async (options: {
  readonly name: string
  readonly jwtSecret: string
  readonly databaseUrl?: string
  readonly natsUrl?: string
  /**
   * Runs on the app's data folder (or schema) before the app starts, with the environment it will start
   * with: a benchmark loads its volume here, where nothing else holds the embedded database.
   */
  readonly prepare?: (env: Readonly<Record<string, string>>) => Promise<void>
  readonly readyWithinMs?: number
}): Promise<Target> => {
  const dataDir = mkdtempSync(join(tmpdir(), `${options.name.replace(/_/g, "-")}-`))
  const schema = uniqueSchema(options.name)
  const env: Record<string, string> = {
    LOG_LEVEL: "info",
    DEMO_DATA: "true",
    DATA_DIR: dataDir,
    JWT_SECRET: options.jwtSecret,
    TRUSTED_PROXIES: "127.0.0.1",
    WEB_DIST: join(dataDir, "no-web-dist"),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl, DATABASE_SCHEMA: schema } : {}),
    ...(options.natsUrl ? { NATS_URL: options.natsUrl } : {}),
  }
  const cleanUp = async () => {
    rmSync(dataDir, { recursive: true, force: true })
    if (!options.databaseUrl) return
    const admin = await connectSql({ databaseUrl: options.databaseUrl })
    await admin.exec(`drop schema if exists "${schema}" cascade`).finally(() => admin.close())
  }
  const app = await (async () => {
    await options.prepare?.(env)
    return startApp(env, options.readyWithinMs)
  })().catch(async (error: unknown) => {
    await cleanUp()
    throw error
  })
  return {
    ...app,
    async stop() {
      await app.stop()
      await cleanUp()
    },
  }
}
