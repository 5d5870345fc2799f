import type { Sql } from "@ignite/platform"

/**
 * What the database-fault tests look at: each base table's row count in the app's schema (a refused command
 * must leave every count as it was), and the two commands they try.
 */
export const schemaTables = async (check: Sql, schema: string) =>
  (
    await check.query<{ table_name: string }>(
      `select table_name from information_schema.tables
        where table_schema = $1 and table_type = 'BASE TABLE' order by table_name`,
      [schema],
    )
  ).map((row) => row.table_name)

export const rowCounts = async (check: Sql, tables: readonly string[]) => {
  const counts: Record<string, number> = {}
  for (const table of tables)
    counts[table] = Number(
      (await check.query<{ n: number }>(`select count(*)::int8 as n from "${table}"`))[0]!.n,
    )
  return counts
}

export const postJson = (body: unknown) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
})
