import { readFileSync } from "node:fs"
import { loadConfig, silentLogger } from "@ignite/platform"
import {
  dropSchema,
  startIgniteProcess,
  testDatabaseUrl,
  uniqueSchema,
  waitFor,
} from "@ignite/platform/testing"
import { type Services, type System, startSystem } from "@ignite/wiring"
import { afterAll, describe, expect, it } from "vitest"

const messy = readFileSync(
  new URL("../../../domains/awards/src/sbir/fixtures/messy-awards.csv", import.meta.url),
  "utf8",
)

describe("the worker process", () => {
  it("refuses to start on the embedded database, which belongs to the server process", async () => {
    const env = { DATA_DIR: `.tmp/test-data/${uniqueSchema("worker")}` }
    // as apps/worker, and as the gateway's entry with ROLE=worker
    for (const started of [
      startIgniteProcess("worker", env),
      startIgniteProcess("gateway", { ...env, ROLE: "worker" }),
    ])
      await expect(started).rejects.toThrow(
        /exited before it was ready:\nThe worker needs DATABASE_URL: the embedded PGlite database belongs to the server process/,
      )
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

    const worker = await startIgniteProcess("worker", env)
    try {
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
      expect(await worker.stop("SIGTERM")).toBe(0)
    }
  })
})
