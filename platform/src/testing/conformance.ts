import { afterAll, beforeAll } from "vitest"
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

/**
 * A test file's migrated store, opened before its tests and disposed after them. The fields are set once
 * the file's first beforeAll ran: read them in hooks and tests, not while the file is collected.
 */
export const useTestStore = (options: { upcasters?: readonly Upcaster[] } = {}) => {
  const opened = {} as { sql: Sql; store: EventStore }
  let dispose: (() => Promise<void>) | undefined
  beforeAll(async () => {
    ;({ sql: opened.sql, store: opened.store, dispose } = await openTestStore(options))
  })
  afterAll(() => dispose?.())
  return opened
}
