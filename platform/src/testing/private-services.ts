import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import { accessSync, chownSync, constants, mkdtempSync, rmSync, statSync } from "node:fs"
import { createServer, Socket } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"

/**
 * Private PostgreSQL and NATS servers for fault tests: they stop, kill and restart them, so they must never
 * be the shared servers other tests (and other people) use. Each lives in its own temporary directory on a
 * free port and is thrown away afterwards.
 */

const pgBin = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin"
const natsBin = process.env.NATS_SERVER ?? "/usr/sbin/nats-server"

const executable = (path: string) => {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** Why private servers cannot run here, or undefined when they can. */
export const privatePostgresMissing = (): string | undefined =>
  ["initdb", "pg_ctl", "postgres"].every((name) => executable(join(pgBin, name)))
    ? undefined
    : `no PostgreSQL binaries in ${pgBin} (set PG_BIN)`
export const privateNatsMissing = (): string | undefined =>
  executable(natsBin) ? undefined : `no nats-server at ${natsBin} (set NATS_SERVER)`

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      const port = typeof address === "object" && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = new Socket()
    const done = (open: boolean) => {
      socket.destroy()
      resolve(open)
    }
    socket.setTimeout(500, () => done(false))
    socket.once("connect", () => done(true))
    socket.once("error", () => done(false))
    socket.connect(port, "127.0.0.1")
  })

const waitForPort = async (port: number, open: boolean, what: string, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs
  while ((await portOpen(port)) !== open) {
    if (Date.now() > deadline) throw new Error(`${what} did not ${open ? "open" : "close"} port ${port}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

export interface PrivatePostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`, trust authentication. */
  readonly url: string
  readonly port: number
  /** Stops the server: `fast` ends sessions and rolls back open transactions; `immediate` is a crash. */
  stop(mode?: "fast" | "immediate"): Promise<void>
  start(): Promise<void>
  /** Stops and removes the data directory. */
  dispose(): Promise<void>
}

/**
 * A throwaway PostgreSQL cluster (initdb, then pg_ctl) on a free port. PostgreSQL refuses to run as root,
 * so as root the cluster belongs to the `postgres` user and its commands run through runuser.
 */
export const startPrivatePostgres = async (): Promise<PrivatePostgres> => {
  const missing = privatePostgresMissing()
  if (missing) throw new Error(missing)
  const root = process.getuid?.() === 0
  const dir = mkdtempSync(join(tmpdir(), "ignite-pg-"))
  if (root) {
    const postgres = execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim()
    chownSync(dir, Number(postgres), statSync(dir).gid)
  }
  const as = (command: string, args: string[]) =>
    root
      ? execFileSync("runuser", ["-u", "postgres", "--", join(pgBin, command), ...args], { stdio: "pipe" })
      : execFileSync(join(pgBin, command), args, { stdio: "pipe" })
  const data = join(dir, "data")
  as("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"])
  const port = await freePort()
  const serverOptions = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses=127.0.0.1",
    // a test cluster: durability across power loss is not what these tests are about
    "-c fsync=off",
    "-c full_page_writes=off",
  ].join(" ")
  const start = async () => {
    as("pg_ctl", ["-D", data, "-o", serverOptions, "-l", join(dir, "server.log"), "-w", "start"])
    await waitForPort(port, true, "PostgreSQL")
  }
  const stop = async (mode: "fast" | "immediate" = "fast") => {
    as("pg_ctl", ["-D", data, "-m", mode, "-w", "stop"])
    await waitForPort(port, false, "PostgreSQL")
  }
  await start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop,
    start,
    async dispose() {
      await stop("immediate").catch(() => {})
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export interface PrivateNats {
  /** `nats://127.0.0.1:<port>` */
  readonly url: string
  /** Kills the server (SIGKILL: no goodbye to clients); its JetStream store stays for `start`. */
  kill(): Promise<void>
  /** Starts it again on the same port and store. */
  start(): Promise<void>
  dispose(): Promise<void>
}

/** A throwaway NATS server with JetStream, its store in a temporary directory, on a free port. */
export const startPrivateNats = async (): Promise<PrivateNats> => {
  const missing = privateNatsMissing()
  if (missing) throw new Error(missing)
  const dir = mkdtempSync(join(tmpdir(), "ignite-nats-"))
  const port = await freePort()
  let child: ChildProcess | undefined
  const start = async () => {
    child = spawn(natsBin, ["-js", "-a", "127.0.0.1", "-p", String(port), "-sd", dir], { stdio: "ignore" })
    await waitForPort(port, true, "nats-server")
  }
  const kill = async () => {
    const running = child
    child = undefined
    if (!running || running.exitCode !== null) return
    const exited = new Promise((resolve) => running.once("exit", resolve))
    running.kill("SIGKILL")
    await exited
    await waitForPort(port, false, "nats-server")
  }
  await start()
  return {
    url: `nats://127.0.0.1:${port}`,
    kill,
    start,
    async dispose() {
      await kill()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * Fault tests stop, kill and restart their own PostgreSQL and NATS servers (never the shared ones) and run in
 * the PostgreSQL + NATS pass of `.ci/run`. Why a fault suite does not run here, or undefined when it does.
 */
export const faultSkipReason = (): string | undefined => {
  if (!process.env.DATABASE_URL || !process.env.NATS_URL)
    return "fault tests run in the PostgreSQL + NATS pass (DATABASE_URL and NATS_URL set)"
  return privatePostgresMissing() ?? privateNatsMissing()
}

/** A fault suite's title, saying why it was skipped when it was, so a skip is never silent. */
export const faultSuiteTitle = (title: string) => {
  const reason = faultSkipReason()
  return reason ? `${title} (skipped: ${reason})` : title
}
