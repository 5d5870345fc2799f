import type { RecordedEvent } from "../eventstore/types"
import type { Tx } from "../sql/sql"

/**
 * A read model declared as data: its tables, the events it folds and how. Handlers write to `t.<table>`,
 * which names the physical table of the build being processed (live or rebuild), so the same code
 * serves both. Queries read the logical name, a view over the active build.
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
  readonly eventTypes: readonly string[]
  handle(events: readonly RecordedEvent[], ctx: ProjectionContext<Table>): Promise<void>
}

export interface ProjectionContext<Table extends string = string> {
  readonly tx: Tx
  readonly t: { readonly [K in Table]: string }
}

export const defineProjection = <Table extends string>(
  definition: ProjectionDefinition<Table>,
): ProjectionDefinition<Table> => definition
