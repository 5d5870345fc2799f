import type { KnownEvents } from "@ignite/contracts/events"
import type { RecordedEvent } from "../eventstore/types"
import type { Tx } from "../sql/sql"

/**
 * A read model as the runtime runs it: its tables, the events it folds and how. Handlers write to
 * `t.<table>`, which names the physical table of the build being processed (live or rebuild), so the same
 * code serves both. Queries read the logical name, a view over the active build.
 */
export interface ProjectionDefinition<Table extends string = string> {
  /** snake_case; also the prefix convention for its table names. */
  readonly name: string
  /** Bump when the tables or the folding change: a new build is made from zero and swapped in. */
  readonly version: number
  /** inline: applied in the append transaction (read-your-writes); async: applied by a background worker. */
  readonly mode: "inline" | "async"
  /** Logical table name -> DDL for a physical table of that name (indexes included). */
  readonly tables: { readonly [K in Table]: (physical: string) => string }
  /** Derived from the handlers: never a second list to keep in step. */
  readonly eventTypes: readonly string[]
  handle(events: readonly RecordedEvent[], ctx: ProjectionContext<Table>): Promise<void>
}

export interface ProjectionContext<Table extends string = string> {
  readonly tx: Tx
  readonly t: { readonly [K in Table]: string }
}

/** One handler per event type, its payload typed by the event contracts (`@ignite/contracts/events`). */
export type ProjectionHandlers<Events, Table extends string> = {
  readonly [K in keyof Events & string]?: (
    event: RecordedEvent<K, Events[K]>,
    ctx: ProjectionContext<Table>,
  ) => Promise<void>
}

/**
 * Optional: one call for a run of consecutive events of one type (a bulk import, a rebuild), in log order;
 * e.g. one multi-row insert for a thousand AwardRecorded. A type with a batch handler needs no single one.
 */
export type ProjectionBatchHandlers<Events, Table extends string> = {
  readonly [K in keyof Events & string]?: (
    events: ReadonlyArray<RecordedEvent<K, Events[K]>>,
    ctx: ProjectionContext<Table>,
  ) => Promise<void>
}

export interface ProjectionSpec<Events, Table extends string> {
  readonly name: string
  readonly version: number
  readonly mode: "inline" | "async"
  readonly tables: { readonly [K in Table]: (physical: string) => string }
  readonly handlers: ProjectionHandlers<Events, Table>
  readonly batches?: ProjectionBatchHandlers<Events, Table>
}

/**
 * A projection over an event map of one's choosing (type -> payload). The app's projections use
 * `defineProjection`, typed by every domain's event contracts; a misspelt event type is a compile error.
 */
export const projectionOver =
  <Events>() =>
  <Table extends string>(spec: ProjectionSpec<Events, Table>): ProjectionDefinition<Table> => {
    const handlers = spec.handlers as Record<
      string,
      ((event: RecordedEvent, ctx: ProjectionContext<Table>) => Promise<void>) | undefined
    >
    const batches = (spec.batches ?? {}) as Record<
      string,
      ((events: readonly RecordedEvent[], ctx: ProjectionContext<Table>) => Promise<void>) | undefined
    >
    return {
      name: spec.name,
      version: spec.version,
      mode: spec.mode,
      tables: spec.tables,
      eventTypes: [...new Set([...Object.keys(handlers), ...Object.keys(batches)])].filter(
        (type) => handlers[type] !== undefined || batches[type] !== undefined,
      ),
      async handle(events, ctx) {
        // in log order: a later event may update the row an earlier one inserted
        for (let i = 0; i < events.length; ) {
          const type = events[i]!.type
          let end = i + 1
          while (end < events.length && events[end]!.type === type) end++
          const batch = batches[type]
          if (batch) await batch(events.slice(i, end), ctx)
          else for (let k = i; k < end; k++) await handlers[type]?.(events[k]!, ctx)
          i = end
        }
      },
    }
  }

export const defineProjection = projectionOver<KnownEvents>()
