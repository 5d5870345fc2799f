import { readFileSync } from "node:fs"
import { AppError } from "@ignite/contracts"
import { loadConfig, type Platform, silentLogger, startPlatform } from "@ignite/platform"
import { driverName, dropSchema, testSqlOptions, uniqueSchema } from "@ignite/platform/testing"
import { createSbirImports } from "@ignite/workflows"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createModules } from "./modules"
import { createServices, type Services } from "./services"

const messy = readFileSync(
  new URL("../../domains/awards/src/sbir/fixtures/messy-awards.csv", import.meta.url),
  "utf8",
)
// the newest Helix row renamed and moved: the company phase has one company to re-sync
const moved = messy
  .replace("Helix Photonics LLC,Low-SWaP LIDAR Phase II", "Helix Photonics Inc,Low-SWaP LIDAR Phase II")
  .replace(
    "https://helixphotonics.example,100 Laser Way,Suite 2",
    "https://helixphotonics.example,100 Laser Way,Suite 9",
  )

/**
 * The company phase's batch when its append meets a conflict (a storefront an owner edited meanwhile): the
 * importer runs the batch again in a new transaction. A registry whose batch fails with Conflict after doing
 * its work stands in for the concurrent owner (PGlite has one connection: no second writer can interleave).
 */
describe(`SBIR import's company phase under conflicts on ${driverName()}`, () => {
  const sqlOptions = testSqlOptions()
  let platform: Platform
  let services: Services

  beforeAll(async () => {
    const config = loadConfig({
      LOG_LEVEL: "silent",
      DATA_DIR: `.tmp/test-data/${uniqueSchema("sbirconflicts")}`,
      JWT_SECRET: "test-secret-test-secret-test-secret",
      RUN_WORKERS: "false",
      ...(sqlOptions.databaseUrl ? { DATABASE_URL: sqlOptions.databaseUrl } : {}),
    })
    platform = await startPlatform({
      config,
      modules: createModules(config),
      schema: sqlOptions.schema,
      inMemory: true,
    })
    services = createServices(config, platform, silentLogger)
    await services.companies.sbirImports.importFile([messy])
  })
  afterAll(async () => {
    await platform?.close()
    await dropSchema(sqlOptions.schema)
  })

  /** The importer with a registry whose company batches fail with Conflict, after their work, `times` times. */
  const importsConflicting = (times: number) => {
    let calls = 0
    const imports = createSbirImports({
      sql: platform.sql,
      listings: services.storefronts.listings,
      awards: services.storefronts.awards,
      logger: silentLogger,
      registry: {
        ...services.companies.registry,
        async syncCompaniesIn(tx, companies) {
          const synced = await services.companies.registry.syncCompaniesIn(tx, companies)
          if (++calls <= times) throw new AppError("Conflict")
          return synced
        },
      },
    })
    return { imports, calls: () => calls }
  }
  // Unfenced: the snapshot fence is cluster-wide, so another test's open transaction (in any database of the
  // server) would hide what this test just appended. Nothing else writes to this schema (no workers run).
  const positionNow = async () => (await platform.store.readAll({ limit: 100_000, unfenced: true })).at(-1)!
  const typesSince = async (after: { transactionId: string; globalPosition: number }) =>
    (await platform.store.readAll({ after, limit: 100_000, unfenced: true })).map((event) => event.type)

  it("gives up after three conflicting attempts, leaving nothing of the company phase", async () => {
    const { imports, calls } = importsConflicting(3)
    const before = await positionNow()
    await expect(imports.importFile([moved])).rejects.toMatchObject({ code: "Conflict" })
    expect(calls()).toBe(3)
    // the rows were unchanged (their awards are the same): nothing at all was appended
    expect(await typesSince(before)).toEqual([])
  })

  it("runs a conflicting batch again, read afresh, and appends and counts its changes once", async () => {
    const { imports, calls } = importsConflicting(1)
    const before = await positionNow()
    const summary = await imports.importFile([moved])
    expect(calls()).toBe(2)
    expect(summary).toMatchObject({ companiesNew: 0, companiesUpdated: 1, awardsNew: 0, awardsUpdated: 0 })
    expect(await typesSince(before)).toEqual(["AccountRegistryUpdated", "ListingRegistryProfileSynced"])
    // its marks were kept with the second attempt: the same file again changes nothing
    const again = await positionNow()
    expect(await services.companies.sbirImports.importFile([moved])).toMatchObject({ companiesUpdated: 0 })
    expect(await typesSince(again)).toEqual([])
  })

  it("refreshes the log's planner statistics after a large import, so the read models' workers read by index", async () => {
    const analyzed = async () =>
      (
        await platform.sql.query<{ at: Date | null }>(
          "select last_analyze as at from pg_stat_user_tables where relname = 'events' and schemaname = current_schema()",
        )
      )[0]?.at ?? null
    const before = await analyzed()
    await services.companies.sbirImports.importFile([messy], { analyzeAfterRows: 1 })
    const after = await analyzed()
    expect(after).not.toBeNull()
    expect(after).not.toEqual(before)
  })
})
