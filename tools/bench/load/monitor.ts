import { readdir, readFile, readlink } from "node:fs/promises"
import type { ProjectionLag } from "@ignite/contracts"
import { connectSql, type Sql } from "@ignite/platform"
import { operatorToken } from "./actors"
import { call } from "./http"

export type Phase = "warm-up" | "timed" | "settle"

export interface Sample {
  readonly phase: Phase
  /** Seconds since the monitor started. */
  readonly at: number
  /** The gateway process's resident memory, MB. */
  readonly rssMb: number
  /** Connections to the app's database but the monitor's own, whoever holds them (PostgreSQL only). */
  readonly connections?: number
  /** Of those, the app's own: the ones whose client port is a socket of the gateway process. */
  readonly appConnections?: number
  /** The furthest-behind projection at that moment. */
  readonly lagEvents: number
  readonly lagSeconds: number
  readonly lagging?: string
}

const rssOf = async (pid: number) => {
  const status = await readFile(`/proc/${pid}/status`, "utf8")
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)
  if (!kb) throw new Error(`no VmRSS in /proc/${pid}/status`)
  return Number(kb[1]) / 1024
}

/**
 * The local ports of the process's TCP connections to `serverPort`, from /proc: its socket inodes, found in
 * the kernel's connection tables. pg_stat_activity knows each backend's client port, not its process.
 */
const clientPortsOf = async (pid: number, serverPort: number) => {
  const inodes = new Set<string>()
  for (const fd of await readdir(`/proc/${pid}/fd`).catch(() => [])) {
    const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => "")
    const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1]
    if (inode) inodes.add(inode)
  }
  const ports: number[] = []
  for (const table of ["tcp", "tcp6"]) {
    const lines = (await readFile(`/proc/${pid}/net/${table}`, "utf8").catch(() => "")).split("\n").slice(1)
    for (const line of lines) {
      const [, local, remote, , , , , , , inode] = line.trim().split(/\s+/)
      if (!local || !remote || !inode || !inodes.has(inode)) continue
      if (Number.parseInt(remote.split(":")[1]!, 16) === serverPort)
        ports.push(Number.parseInt(local.split(":")[1]!, 16))
    }
  }
  return ports
}

/** Every projection's lag, as `npx ignite projections status` reads it (the operator API). */
export const projectionLags = async (url: string, jwtSecret: string) =>
  call<ProjectionLag[]>(url, "GET", "/api/v1/operator/projections", { token: await operatorToken(jwtSecret) })

/**
 * Samples the app every `everyMs`: the gateway's RSS from /proc, the database's connections (all of them and
 * the app's own; the monitor's left out) and the projections' lag. A sample that fails is an error of the run, kept in `errors`.
 */
export const startMonitor = async (options: {
  readonly url: string
  readonly pid: number
  readonly jwtSecret: string
  readonly databaseUrl?: string
  readonly everyMs: number
}) => {
  const admin: Sql | undefined = options.databaseUrl
    ? await connectSql({ databaseUrl: options.databaseUrl })
    : undefined
  const serverPort = options.databaseUrl ? Number(new URL(options.databaseUrl).port || 5432) : 0
  const samples: Sample[] = []
  const errors: string[] = []
  const begun = performance.now()
  let phase: Phase = "warm-up"

  const sample = async () => {
    try {
      const [rssMb, connections, lags] = await Promise.all([
        rssOf(options.pid),
        admin &&
          clientPortsOf(options.pid, serverPort).then((ports) =>
            admin.query<{ n: number; app: number }>(
              `select count(*)::int as n, (count(*) filter (where client_port = any($1::int[])))::int as app
                 from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
              [ports],
            ),
          ),
        projectionLags(options.url, options.jwtSecret),
      ])
      const worst = lags.reduce<ProjectionLag | undefined>(
        (most, lag) => (!most || lag.secondsBehind > most.secondsBehind ? lag : most),
        undefined,
      )
      samples.push({
        phase,
        at: (performance.now() - begun) / 1000,
        rssMb,
        ...(connections ? { connections: connections[0]!.n, appConnections: connections[0]!.app } : {}),
        lagEvents: Math.max(0, ...lags.map((lag) => lag.eventsBehind)),
        lagSeconds: worst?.secondsBehind ?? 0,
        ...(worst && worst.secondsBehind > 0 ? { lagging: worst.name } : {}),
      })
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error))
    }
  }

  let stopped = false
  const loop = (async () => {
    while (!stopped) {
      await sample()
      const until = performance.now() + options.everyMs
      while (!stopped && performance.now() < until)
        await new Promise((resolve) => setTimeout(resolve, Math.min(250, until - performance.now())))
    }
  })()

  return {
    samples,
    errors,
    enter: (next: Phase) => {
      phase = next
    },
    /** A sample now (a phase's first or last). */
    sampleNow: sample,
    stop: async () => {
      stopped = true
      await loop
      await admin?.close()
    },
  }
}

export type Monitor = Awaited<ReturnType<typeof startMonitor>>
