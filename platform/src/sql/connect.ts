import { join } from "node:path"
import { createPgSql } from "./pg-driver"
import { createPgliteSql } from "./pglite-driver"
import type { Sql } from "./sql"

export interface ConnectOptions {
  readonly databaseUrl?: string
  readonly dataDir?: string
  readonly schema?: string
  /** In-memory PGlite (tests); ignored when databaseUrl is set. */
  readonly inMemory?: boolean
  /** PostgreSQL only: see `PgOptions.statementTimeoutMs`. */
  readonly statementTimeoutMs?: number
}

/** DATABASE_URL selects PostgreSQL; otherwise PGlite under DATA_DIR/pg. Same SQL, same migrations. */
export const connectSql = (options: ConnectOptions): Promise<Sql> =>
  options.databaseUrl
    ? createPgSql({
        url: options.databaseUrl,
        schema: options.schema,
        statementTimeoutMs: options.statementTimeoutMs,
      })
    : createPgliteSql({ dataDir: options.inMemory ? undefined : join(options.dataDir ?? ".data", "pg") })
