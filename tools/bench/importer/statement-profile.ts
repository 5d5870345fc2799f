import type { Queryable, Sql, Tx } from "@ignite/platform"

/**
 * Where an import waits on the database: wraps the system's Sql (and every transaction it opens) so each
 * statement's round trip is added up under the statement's opening words. Only for the benchmark's
 * `--profile`: it changes nothing the statements do, and costs a clock read per statement.
 */
export const profileStatements = (sql: Sql) => {
  const totals = new Map<string, { count: number; ms: number }>()
  const label = (text: string) =>
    text
      .replace(/\s+/g, " ")
      .replace(/"[^"]*"\./g, "")
      .trim()
      .slice(0, 90)
  const timed = <T extends Queryable>(db: T): T["query"] => {
    const query = db.query.bind(db)
    return (async (text: string, params?: readonly unknown[], options?: { prepare?: boolean }) => {
      const start = performance.now()
      try {
        return await query(text, params, options)
      } finally {
        const key = label(text)
        const total = totals.get(key) ?? { count: 0, ms: 0 }
        total.count++
        total.ms += performance.now() - start
        totals.set(key, total)
      }
    }) as T["query"]
  }
  const transaction = sql.transaction.bind(sql)
  sql.query = timed(sql)
  sql.transaction = <T>(fn: (tx: Tx) => Promise<T>) =>
    transaction((tx) => fn(Object.assign(Object.create(tx) as Tx, { query: timed(tx) })))
  return {
    /** The statements that took longest in all, with their count and mean. */
    report(top = 15) {
      return [...totals.entries()]
        .sort((a, b) => b[1].ms - a[1].ms)
        .slice(0, top)
        .map(
          ([text, { count, ms }]) =>
            `${(ms / 1000).toFixed(1).padStart(7)} s ${String(count).padStart(7)} x ${(ms / count).toFixed(2).padStart(7)} ms  ${text}`,
        )
        .join("\n")
    },
    reset: () => totals.clear(),
  }
}
