import type { Queryable } from "../sql/sql"
import type { ProjectionContext } from "./projection"

/**
 * `update <table> set <column> = <value>, … where <column> = <value> and …`, each column written beside its
 * value rather than as a positional parameter counted by hand. Every value goes as a parameter (a json
 * column takes JSON.stringify'd text); column names come from the projection's code, never from input.
 */
export const updateRows = async (
  db: Queryable,
  table: string,
  set: Readonly<Record<string, unknown>>,
  where: Readonly<Record<string, unknown>>,
): Promise<void> => {
  const whereColumns = Object.keys(where)
  const setColumns = Object.keys(set)
  const assignments = setColumns.map((column, i) => `${column} = $${whereColumns.length + i + 1}`)
  const conditions = whereColumns.map((column, i) => `${column} = $${i + 1}`)
  await db.query(`update ${table} set ${assignments.join(", ")} where ${conditions.join(" and ")}`, [
    ...Object.values(where),
    ...Object.values(set),
  ])
}

/**
 * A read model's usual write, for its handlers: the columns an event changes, on the row whose `id` the
 * event's data names (`idOf`), with `updated_at` set to when the event was recorded.
 */
export const stampedUpdate =
  <Table extends string, Data>(table: Table, idOf: (data: Data) => string) =>
  (
    { tx, t }: ProjectionContext<Table>,
    event: { readonly data: Data; readonly recordedAt: Date },
    columns: Readonly<Record<string, unknown>>,
  ) =>
    updateRows(tx, t[table], { ...columns, updated_at: event.recordedAt }, { id: idOf(event.data) })
