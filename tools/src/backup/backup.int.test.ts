import { mkdtemp, readdir, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { loadDemoData } from "@ignite/demo"
import { backup, ident, loadConfig, restore, silentLogger } from "@ignite/platform"
import { driverName, dropSchema, testSqlOptions, uniqueSchema } from "@ignite/platform/testing"
import { type System, startSystem } from "@ignite/wiring"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

/** A system of its own: its own schema (PostgreSQL) or in-memory database (PGlite), and its own files. */
const openSystem = async (name: string) => {
  const sqlOptions = testSqlOptions()
  const dataDir = `.tmp/test-data/${uniqueSchema(name)}`
  const config = loadConfig({
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    JWT_SECRET: "backup-test-secret-backup-test-secret",
    RUN_WORKERS: "false",
    DEMO_DATA: "false",
    ...(sqlOptions.databaseUrl ? { DATABASE_URL: sqlOptions.databaseUrl } : {}),
  })
  const system = await startSystem(config, silentLogger, {
    seed: false,
    schema: sqlOptions.schema,
    inMemory: true,
  })
  return {
    system,
    config,
    async close() {
      await system.close()
      await dropSchema(sqlOptions.schema)
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** Every read model's rows, as text, in a stable order: what a reader of either system gets. */
const readModels = async (system: System) => {
  const { projections, sql } = system.services.platform
  const out: Record<string, string[]> = {}
  for (const definition of projections.definitions.values())
    for (const table of Object.keys(definition.tables)) {
      const rows = await sql.query<{ row: string }>(
        `select row_to_json(t)::text as row from ${ident(table)} t`,
      )
      out[table] = rows.map((r) => r.row).sort()
    }
  return out
}

/**
 * Issue 26: a backup of the demo marketplace (a year of history: users, storefronts, files, chat, audit)
 * restored into a fresh database and folder, every read model rebuilt there, compared with the original.
 */
describe(`ignite backup and restore (${driverName()})`, () => {
  let original: Awaited<ReturnType<typeof openSystem>>
  let restored: Awaited<ReturnType<typeof openSystem>>
  let dir: string

  beforeAll(async () => {
    original = await openSystem("backup_from")
    await loadDemoData(original.system.services, silentLogger)
    // the async read models up to date, as a reader of the original would find them after a moment
    for (const name of original.system.services.platform.projections.definitions.keys())
      await original.system.services.platform.projections.drain(name)
    dir = await mkdtemp(join(tmpdir(), "ignite-backup-"))
    restored = await openSystem("backup_to")
  }, 300_000)
  afterAll(async () => {
    await original?.close()
    await restored?.close()
    await rm(dir, { recursive: true, force: true })
  })

  it("restores the log, the sealed personal data, the files and every read model as they were", async () => {
    const from = original.system.services
    const manifest = await backup(
      { sql: from.platform.sql, filesDir: original.config.filesDir },
      join(dir, "b"),
    )
    const [{ n }] = (await from.platform.sql.query<{ n: string }>(
      "select count(*)::text as n from events",
    )) as [{ n: string }]
    expect(manifest.events).toBe(Number(n))
    expect(manifest.tables.map((table) => table.name).slice(0, 2)).toEqual(["streams", "events"])
    // the demo's storefront logos and attachments
    expect(manifest.files).toBeGreaterThan(0)
    // read models are rebuilt, never restored
    expect(manifest.tables.some((table) => /__b\d+$/.test(table.name))).toBe(false)

    const to = restored.system.services
    const report = await restore(
      { sql: to.platform.sql, filesDir: restored.config.filesDir, projections: to.platform.projections },
      join(dir, "b"),
    )
    expect(report.events).toBe(manifest.events)
    expect(report.files).toBe(manifest.files)
    expect(report.rebuilt).toEqual([...to.platform.projections.definitions.keys()])

    const [before, after] = [await readModels(original.system), await readModels(restored.system)]
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort())
    for (const table of Object.keys(before))
      expect({ table, rows: after[table] }).toEqual({ table, rows: before[table] })

    // personal data opens with the restored keys: the demo admin is there by name, and signs in
    const admin = await to.identity.users.signIn({
      email: "admin@ignite.local",
      password: "Ignite123!",
      ip: "127.0.0.1",
    })
    expect((await to.identity.reads.currentUser(admin.userId)).email).toBe("admin@ignite.local")
    expect(await readdir(restored.config.filesDir, { recursive: true })).toEqual(
      await readdir(original.config.filesDir, { recursive: true }),
    )
  }, 300_000)

  it("goes on after the restore: a new event sorts after the restored log and reaches the read models", async () => {
    const to = restored.system.services
    const { userId } = await to.identity.users.createUser({
      email: "after.restore@ignite.example",
      password: "Secret123!",
      firstName: "After",
      lastName: "Restore",
      roles: ["gov"],
      confirmed: true,
    })
    for (const name of to.platform.projections.definitions.keys()) await to.platform.projections.drain(name)
    expect((await to.identity.reads.currentUser(userId)).email).toBe("after.restore@ignite.example")
    const lag = await to.operator.status()
    expect(lag.projections.every((projection) => projection.eventsBehind === 0)).toBe(true)
  }, 120_000)

  it("refuses a database that already holds events, and a folder without a complete backup", async () => {
    const to = restored.system.services
    const deps = {
      sql: to.platform.sql,
      filesDir: restored.config.filesDir,
      projections: to.platform.projections,
    }
    await expect(restore(deps, join(dir, "b"))).rejects.toMatchObject({ code: "Conflict" })
    await expect(restore(deps, join(dir, "nothing-here"))).rejects.toMatchObject({ code: "Conflict" })
    await expect(
      backup({ sql: to.platform.sql, filesDir: restored.config.filesDir }, join(dir, "b")),
    ).rejects.toMatchObject({ code: "Conflict" })
  })
})
