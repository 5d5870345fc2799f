import { eventContracts, type KnownEvents, type KnownEventType } from "@ignite/contracts/events"
import type { EventStore } from "../eventstore/event-store"
import type { NewEvent, RecordedEvent } from "../eventstore/types"
import { createProjectionManager, type ProjectionManager } from "../projections/manager"
import type { ProjectionDefinition } from "../projections/projection"
import { ident, type Sql } from "../sql/sql"
import { createRunner } from "../subscriptions/runner"
import { openTestStore } from "./conformance"

/** A new event of a contracted type, its payload typed by the contract, at the contract's schema version. */
export const event = <K extends KnownEventType>(
  type: K,
  data: KnownEvents[K],
): NewEvent<K, KnownEvents[K]> => ({
  type,
  data,
  schemaVersion: eventContracts[type].version,
})

/**
 * An event as the log hands it to a projection, made up in memory: for calling a definition's `handle`
 * directly. Tests that can should append with `event` instead, so the log assigns positions and times.
 */
export const recorded = <K extends KnownEventType>(
  type: K,
  data: KnownEvents[K],
  { streamId, position, at, version = 1 }: { streamId: string; position: number; at: Date; version?: number },
): RecordedEvent<K, KnownEvents[K]> => ({
  type,
  data,
  metadata: {},
  eventId: `00000000-0000-4000-8000-${position.toString(16).padStart(12, "0")}`,
  streamId,
  streamType: streamId.split("-")[0]!,
  streamVersion: version,
  globalPosition: position,
  transactionId: String(position),
  schemaVersion: eventContracts[type].version,
  recordedAt: at,
})

export interface ProjectionHarness {
  readonly sql: Sql
  readonly store: EventStore
  readonly manager: ProjectionManager
  /**
   * Appends to one stream as a command handler does (inline projections apply in the append transaction),
   * then drains every projection, so async ones have caught up too.
   */
  append(streamId: string, ...events: readonly NewEvent[]): Promise<readonly RecordedEvent[]>
  /** Drains every projection: what the background workers would do next, done now. */
  settle(): Promise<void>
  /** A blue/green rebuild from the start of the log, drained and swapped in (as an operator's rebuild). */
  rebuild(name: string): Promise<void>
  /**
   * Hands events to the projection's `handle` again, in one transaction, writing through the views as the
   * inline hook does: a redelivery, to show it changes nothing.
   */
  redeliver(name: string, events: readonly RecordedEvent[]): Promise<void>
  /** The log as it stands, unfenced: what this test just appended, whatever other transactions are open. */
  log(): Promise<RecordedEvent[]>
  /** Every row of a read model's table (through its view, so the active build), ordered by `orderBy`. */
  rows(table: string, orderBy?: string): Promise<Record<string, unknown>[]>
  dispose(): Promise<void>
}

/**
 * The projections on the real runtime over a fresh, migrated store on the driver under test (PGlite, or
 * PostgreSQL when DATABASE_URL is set): the manager installs them, appends run the inline hook, drains run
 * the workers. One per test file: a PGlite start costs seconds.
 */
export const openProjectionHarness = async (
  projections: readonly ProjectionDefinition[],
): Promise<ProjectionHarness> => {
  const { sql, store, dispose } = await openTestStore()
  const runner = createRunner(store)
  const manager = createProjectionManager(store, runner, projections)
  await manager.install()
  const definitionOf = (name: string) => {
    const definition = manager.definitions.get(name)
    if (!definition) throw new Error(`No projection ${name} in this harness`)
    return definition
  }
  const settle = async () => {
    for (const definition of projections) await manager.drain(definition.name)
  }
  return {
    sql,
    store,
    manager,
    async append(streamId, ...events) {
      const { events: appended } = await store.append(streamId, events)
      await settle()
      return appended
    },
    settle,
    async rebuild(name) {
      const { build } = await manager.requestRebuild(name)
      await manager.drain(name)
      const [row] = await sql.query<{ status: string }>(
        "select status from projection_builds where name = $1 and build = $2",
        [name, build],
      )
      if (row?.status !== "active") throw new Error(`Rebuild ${build} of ${name} did not swap in`)
    },
    async redeliver(name, events) {
      const definition = definitionOf(name)
      const t = Object.fromEntries(Object.keys(definition.tables).map((table) => [table, ident(table)]))
      await sql.transaction((tx) => definition.handle(events, { tx, t }))
    },
    log: () => store.readAll({ unfenced: true, limit: 100_000 }),
    rows: (table, orderBy = "1") => sql.query(`select * from ${ident(table)} order by ${orderBy}`),
    async dispose() {
      await runner.stop()
      await dispose()
    },
  }
}
