import { randomUUID } from "node:crypto"
import { type ConnectOptions, connectSql } from "../sql/connect"
import type { Sql } from "../sql/sql"

/**
 * The driver under test follows the environment, like the app: DATABASE_URL -> PostgreSQL (each call gets
 * a fresh schema, dropped on close), otherwise an in-memory PGlite. NATS_URL likewise selects the bus.
 */
export const testDatabaseUrl = () => process.env.DATABASE_URL || undefined
export const testNatsUrl = () => process.env.NATS_URL || undefined
export const driverName = () => (testDatabaseUrl() ? "pg" : "pglite")

export const uniqueSchema = (prefix = "t") => `${prefix}_${randomUUID().replace(/-/g, "").slice(0, 16)}`

export const testSqlOptions = (): ConnectOptions & { schema: string } => ({
  databaseUrl: testDatabaseUrl(),
  inMemory: true,
  schema: testDatabaseUrl() ? uniqueSchema() : "public",
})

export const dropSchema = async (schema: string) => {
  const url = testDatabaseUrl()
  if (!url || schema === "public") return
  const admin = await connectSql({ databaseUrl: url })
  try {
    await admin.exec(`drop schema if exists "${schema}" cascade`)
  } finally {
    await admin.close()
  }
}

/**
 * A database of its own on the test server, for a test that measures how soon something crosses processes:
 * the log's fence is per database, and the other test files' write transactions in the shared one hold it
 * for as long as they stay open (a loaded CI machine kept one open over a second). Dropped by `drop`.
 */
export const createTestDatabase = async (): Promise<{ url: string; drop(): Promise<void> }> => {
  const serverUrl = testDatabaseUrl()
  if (!serverUrl) throw new Error("createTestDatabase needs DATABASE_URL")
  const name = uniqueSchema("db")
  const admin = await connectSql({ databaseUrl: serverUrl })
  try {
    await admin.exec(`create database "${name}"`)
  } finally {
    await admin.close()
  }
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const again = await connectSql({ databaseUrl: serverUrl })
      try {
        await again.exec(`drop database if exists "${name}" with (force)`)
      } finally {
        await again.close()
      }
    },
  }
}

export const openTestSql = async (): Promise<Sql & { dispose(): Promise<void> }> => {
  const options = testSqlOptions()
  const sql = await connectSql(options)
  return Object.assign(sql, {
    async dispose() {
      await sql.close()
      await dropSchema(options.schema)
    },
  })
}

export const waitFor = async <T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  { timeoutMs = 10_000, intervalMs = 25, message = "condition" } = {},
): Promise<T> => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined && value !== false) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${message}`)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
export * from "./hostile-files"
export * from "./jetstream"
export * from "./private-services"
export { type IgniteProcess, startIgniteProcess } from "./processes"
export * from "./projection-harness"
export * from "./projection-replays"
export * from "./rebuilt"
export * from "./small-disk"
export * from "./storefront-fixtures"
export * from "./white-house-place"
export * from "./xss-vectors"
