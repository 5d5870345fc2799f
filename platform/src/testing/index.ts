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
export * from "./xss-vectors"
