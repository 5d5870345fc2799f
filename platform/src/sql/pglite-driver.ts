import { mkdirSync } from "node:fs"
import { PGlite, types } from "@electric-sql/pglite"
import type { Row, Session, Sql, Tx } from "./sql"

export interface PgliteOptions {
  /** A directory for the data files; in-memory when absent (tests). */
  readonly dataDir?: string
}

/**
 * PGlite is a single connection. Its own transaction() holds an exclusive lock for the callback's duration,
 * so transactions (and queries outside them) are serialized by the driver, never interleaved.
 */
export const createPgliteSql = async (options: PgliteOptions = {}): Promise<Sql> => {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
  const db = await PGlite.create(options.dataDir, {
    parsers: { [types.INT8]: (value: string) => Number(value) },
  })
  const wrap = (q: Pick<PGlite, "query" | "exec">): Tx => ({
    async query<R = Row>(text: string, params?: readonly unknown[]): Promise<R[]> {
      const result = await q.query<R & object>(text, params as unknown[] | undefined)
      return result.rows
    },
    async exec(text: string) {
      await q.exec(text)
    },
  })
  const root = wrap(db)
  let closed = false
  const session: Session = {
    query: root.query,
    lost: new Promise<Error>(() => {}),
    async release() {},
  }
  return {
    driver: "pglite",
    schema: "public",
    query: root.query,
    exec: root.exec,
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    async listen(channel, onNotify) {
      const unlisten = await db.listen(channel, onNotify)
      return async () => {
        if (!closed) await unlisten()
      }
    },
    async openSession() {
      return session
    },
    async close() {
      if (closed) return
      closed = true
      await db.close()
    },
  }
}
