import { createEventStore, type EventStore } from "../eventstore/event-store"
import { eventStoreMigrations } from "../eventstore/migrations"
import type { Upcaster } from "../eventstore/upcasting"
import { upcasterRegistry } from "../eventstore/upcasting"
import { projectionMigrations } from "../projections/migrations"
import { runMigrations } from "../sql/migrations"
import type { Sql } from "../sql/sql"
import { openTestSql } from "./index"

/** A migrated store on the driver under test, plus a second connection for cross-session checks. */
export const openTestStore = async (
  options: { upcasters?: readonly Upcaster[] } = {},
): Promise<{ sql: Sql; store: EventStore; dispose(): Promise<void> }> => {
  const sql = await openTestSql()
  await runMigrations(sql, [...eventStoreMigrations, ...projectionMigrations])
  const store = createEventStore(sql, { upcasters: upcasterRegistry(options.upcasters ?? []) })
  return { sql, store, dispose: () => sql.dispose() }
}
