import { type ChildProcess, spawn } from "node:child_process"
import { readFileSync } from "node:fs"
import { loadConfig, silentLogger } from "@ignite/platform"
import { dropSchema, testDatabaseUrl, uniqueSchema, waitFor } from "@ignite/platform/testing"
import { type Services, type System, startSystem } from "@ignite/wiring"
import { afterAll, describe, expect, it } from "vitest"

const entry = new URL("./main.ts", import.meta.url).pathname
const messy = readFileSync(
  new URL("../../../domains/awards/src/sbir/fixtures/messy-awards.csv", import.meta.url),
  "utf8",
)

/** The worker as operators run it: its own process, configured by the environment alone. */
const startWorker = (env: Record<string, string>) => {
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
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
  return { child, exited, output: () => output }
}

const stop = async (worker: { child: ChildProcess; exited: Promise<number | null> }) => {
  if (worker.child.exitCode === null) worker.child.kill("SIGTERM")
  return worker.exited
}

describe("the worker process", () => {
  it("refuses to start on the embedded database, which belongs to the server process", async () => {
    const worker = startWorker({ DATA_DIR: `.tmp/test-data/${uniqueSchema("worker")}` })
    expect(await worker.exited).toBe(1)
    expect(worker.output()).toContain("The worker needs DATABASE_URL")
  })
})

// PostgreSQL only: a second process cannot open PGlite's files (the test above shows the worker says so).
describe.skipIf(!testDatabaseUrl())("the worker process on PostgreSQL (PostgreSQL only)", () => {
  const schema = uniqueSchema("worker")
  let system: System | undefined
  afterAll(async () => {
    await system?.close()
    await dropSchema(schema)
  })

  const lagOf = async (services: Services, name: string) =>
    (await services.platform.projections.status()).find((lag) => lag.name === name)!

  it("catches up the async read models that a gateway without workers left behind, and stops on SIGTERM", async () => {
    const env = {
      DATABASE_URL: testDatabaseUrl()!,
      DATABASE_SCHEMA: schema,
      JWT_SECRET: "test-secret-test-secret-test-secret",
    }
    // a gateway's system with RUN_WORKERS=false: the import's awards wait for a worker
    system = await startSystem(
      loadConfig({ ...env, LOG_LEVEL: "silent", RUN_WORKERS: "false", DATA_DIR: `.tmp/test-data/${schema}` }),
      silentLogger,
    )
    const { services } = system
    const summary = await services.companies.sbirImports.importFile([messy])
    expect(summary.awardsNew).toBeGreaterThan(0)
    expect((await lagOf(services, "awards")).eventsBehind).toBeGreaterThan(0)

    const worker = startWorker(env)
    try {
      await waitFor(() => worker.output().includes("worker started"), {
        timeoutMs: 30_000,
        message: "the worker's start",
      })
      await waitFor(async () => (await lagOf(services, "awards")).eventsBehind === 0, {
        timeoutMs: 30_000,
        message: "the awards read model caught up by the worker",
      })
      const account = await services.companies.reads.accountByUniqueEntityId("HLXPHTNC0001")
      const listing = await services.storefronts.reads.listingOfAccount(account!.id)
      const awards = await services.storefronts.reads.awardsOfListing(listing.id, {
        page: 1,
        perPage: 10,
        sortBy: "createdAt",
        sortDirection: "desc",
      })
      expect(awards.pagination.count).toBeGreaterThan(0)
    } finally {
      expect(await stop(worker)).toBe(0)
    }
  })
})
