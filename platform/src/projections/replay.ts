import type { EventStore } from "../eventstore/event-store"
import { logStart } from "../eventstore/types"
import { ident } from "../sql/sql"
import type { ProjectionDefinition } from "./projection"

export interface ReplayReport {
  readonly name: string
  readonly version: number
  readonly schema: string
  readonly until: string
  /** How many events it folded, and the last one's position. */
  readonly events: number
  readonly position: number
  readonly tables: ReadonlyArray<{ readonly table: string; readonly rows: number }>
}

/**
 * A projection as it stood at a past moment, for a developer to look at (issue 22's `replay --until`): its
 * tables are created in a scratch schema of the same database and folded from the events recorded up to
 * `until`, in one transaction. The live read model is untouched; the scratch schema stays until dropped
 * (`drop schema <name> cascade`). The search path puts the scratch schema first, so the projection's own
 * names land there while the log (and any read model a handler reads) resolve to the live schema behind it.
 */
export const replayProjection = async (
  store: EventStore,
  definition: ProjectionDefinition,
  until: Date,
  schema: string,
): Promise<ReplayReport> => {
  const sql = store.sql
  return sql.transaction(async (tx) => {
    await tx.exec(`create schema ${ident(schema)}`)
    await tx.exec(`set local search_path to ${ident(schema)}, ${ident(sql.schema)}`)
    for (const [table, ddl] of Object.entries(definition.tables))
      await tx.exec((ddl as (name: string) => string)(ident(table)))
    const t = Object.fromEntries(Object.keys(definition.tables).map((table) => [table, ident(table)]))
    let after = logStart
    let events = 0
    let position = 0
    for (;;) {
      const batch = await store.readAll({ after, types: definition.eventTypes, limit: 2000 }, tx)
      if (batch.length === 0) break
      const due = batch.filter((event) => event.recordedAt.getTime() <= until.getTime())
      if (due.length > 0) await definition.handle(due, { tx, t })
      events += due.length
      position = Math.max(position, due.at(-1)?.globalPosition ?? 0)
      const last = batch.at(-1)!
      after = { transactionId: last.transactionId, globalPosition: last.globalPosition }
    }
    const tables = []
    for (const table of Object.keys(definition.tables)) {
      const [row] = await tx.query<{ n: number | string }>(
        `select count(*)::int8 as n from ${ident(schema)}.${ident(table)}`,
      )
      tables.push({ table, rows: Number(row?.n ?? 0) })
    }
    return {
      name: definition.name,
      version: definition.version,
      schema,
      until: until.toISOString(),
      events,
      position,
      tables,
    }
  })
}
