import type { ChildProcess } from "node:child_process"
import { connectSql, type Sql } from "@ignite/platform"
import {
  type PrivateNats,
  type PrivatePostgres,
  startPrivateNats,
  startPrivatePostgres,
} from "@ignite/platform/testing"
import { afterAll, beforeAll } from "vitest"
import { startTestApp, type TestApp, testJwtSecret } from "../testing/test-app"

/** What a fault suite runs on: servers of its own it may stop and kill, the app on them, and a view of its data. */
export interface FaultServers {
  readonly pg: PrivatePostgres
  /** Only when the suite asked for NATS. */
  readonly nats: PrivateNats | undefined
  /** A suite that closes the app itself unsets it, so it is not closed twice. */
  app: TestApp
  /** The test's own connection to the app's schema, to check what the app wrote. */
  readonly check: Sql
}

export interface FaultServerOptions {
  readonly nats?: boolean
  /** The app's environment beside its private servers' addresses (read once the database runs). */
  readonly env?: () => Record<string, string>
  /** Runs on the fresh database before the app starts on it. */
  readonly prepare?: (pg: PrivatePostgres) => Promise<void>
  /** How the test connects to the app's schema; a plain connection by default. */
  readonly connectCheck?: (pg: PrivatePostgres, schema: string) => Promise<Sql>
  readonly busOptions?: { reconnectWaitMs?: number }
}

/**
 * Starts the suite's private servers and the app on them before its tests, and throws them away after (the
 * check connection and the app first, so no session outlives its server). The fields are filled once the
 * suite's beforeAll ran: read them inside hooks and tests.
 */
export const useFaultServers = (options: FaultServerOptions = {}): FaultServers => {
  const servers = {} as { -readonly [K in keyof FaultServers]: FaultServers[K] }
  beforeAll(async () => {
    ;[servers.pg, servers.nats] = await Promise.all([
      startPrivatePostgres(),
      options.nats ? startPrivateNats() : undefined,
    ])
    await options.prepare?.(servers.pg)
    servers.app = await startTestApp(
      {
        DATABASE_URL: servers.pg.url,
        ...(servers.nats ? { NATS_URL: servers.nats.url } : {}),
        ...options.env?.(),
      },
      undefined,
      undefined,
      options.busOptions,
    )
    const schema = servers.app.shared!.schema
    servers.check = await (
      options.connectCheck ?? ((pg, schema) => connectSql({ databaseUrl: pg.url, schema }))
    )(servers.pg, schema)
  })
  afterAll(async () => {
    await servers.check?.close()
    await servers.app?.close()
    await Promise.all([servers.pg?.dispose(), servers.nats?.dispose()])
  })
  return servers
}

/**
 * The environment of a gateway or worker started as a process of its own on the suite's database and schema
 * (no bus: the suites that spawn processes run without NATS), sharing the test app's signing secret.
 */
export const processEnv = (servers: FaultServers, dataDir: string) => ({
  DATABASE_URL: servers.pg.url,
  DATABASE_SCHEMA: servers.app.shared!.schema,
  DATA_DIR: dataDir,
  JWT_SECRET: testJwtSecret,
  DEMO_DATA: "false",
  NATS_URL: "",
})

/** SIGKILL, as a crash: no shutdown step runs. Resolves once the process is gone. */
export const kill = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once("exit", resolve))
  child.kill("SIGKILL")
  await exited
}
