import type { EventStore } from "../eventstore/event-store"
import { logStart } from "../eventstore/types"
import { ident, type Tx } from "../sql/sql"
import { readCheckpoint } from "../subscriptions/checkpoints"
import type { ProjectionDefinition } from "./projection"

/** A table's comparison: its rows live and rebuilt, and samples of the rows only one side has. */
export interface VerifiedTable {
  readonly table: string
  readonly liveRows: number
  readonly rebuiltRows: number
  readonly onlyLive: readonly unknown[]
  readonly onlyRebuilt: readonly unknown[]
}

export interface VerifyReport {
  readonly name: string
  readonly version: number
  /** The log position both sides stand at: the live build's checkpoint (inline: everything committed). */
  readonly position: number
  readonly ok: boolean
  readonly tables: readonly VerifiedTable[]
}

/** Thrown to roll the verification back once its report is made: nothing it built may stay. */
class Verified extends Error {
  constructor(readonly report: VerifyReport) {
    super("verified")
  }
}

const samples = 20

/**
 * Rebuilds a projection from the start of the log into shadow tables and compares them with the live read
 * model, row by row, in one repeatable-read transaction that is rolled back at the end. Both sides stand at the
 * same log position: the snapshot's, for an inline projection (its rows commit with the events), the live
 * build's checkpoint for an async one (its rows commit with the checkpoint). So a difference is the read model's
 * fault — a row changed by hand, a handler that is not deterministic — never the lag of a live projection.
 */
export const verifyProjection = async (
  store: EventStore,
  definition: ProjectionDefinition,
  build: { readonly build: number; readonly version: number; readonly checkpoint: string },
): Promise<VerifyReport> => {
  try {
    await store.sql.transaction(async (tx: Tx) => {
      await tx.exec("set transaction isolation level repeatable read")
      const shadow = (table: string) => ident(`${table}__verify`)
      for (const [table, ddl] of Object.entries(definition.tables))
        await tx.exec((ddl as (name: string) => string)(shadow(table)))
      const t = Object.fromEntries(Object.keys(definition.tables).map((table) => [table, shadow(table)]))
      const until = definition.mode === "inline" ? undefined : await readCheckpoint(tx, build.checkpoint)
      let after = logStart
      let position = 0
      for (;;) {
        const events = await store.readAll(
          {
            after,
            // inclusive of the checkpoint's own event: (tx, position) < (tx, position + 1)
            before: until && { transactionId: until.transactionId, globalPosition: until.globalPosition + 1 },
            types: definition.eventTypes,
            limit: 2000,
            unfenced: true,
          },
          tx,
        )
        if (events.length === 0) break
        await definition.handle(events, { tx, t })
        const last = events.at(-1)!
        after = { transactionId: last.transactionId, globalPosition: last.globalPosition }
        position = Math.max(position, last.globalPosition)
      }
      const tables: VerifiedTable[] = []
      for (const table of Object.keys(definition.tables)) {
        const live = ident(table)
        const rebuilt = shadow(table)
        // jsonb: every column type compares, json and arrays included
        const only = (from: string, other: string) =>
          tx.query<{ row: unknown }>(
            `select r as row from (select to_jsonb(a) as r from ${from} a except all select to_jsonb(b) from ${other} b) d
             limit ${samples}`,
          )
        const count = async (from: string) =>
          Number(
            (await tx.query<{ n: number | string }>(`select count(*)::int8 as n from ${from}`))[0]?.n ?? 0,
          )
        tables.push({
          table,
          liveRows: await count(live),
          rebuiltRows: await count(rebuilt),
          onlyLive: (await only(live, rebuilt)).map((r) => r.row),
          onlyRebuilt: (await only(rebuilt, live)).map((r) => r.row),
        })
      }
      throw new Verified({
        name: definition.name,
        version: build.version,
        position: until ? until.globalPosition : position,
        ok: tables.every((table) => table.onlyLive.length === 0 && table.onlyRebuilt.length === 0),
        tables,
      })
    })
  } catch (error) {
    if (error instanceof Verified) return error.report
    throw error
  }
  throw new Error("verification ended without a report")
}
