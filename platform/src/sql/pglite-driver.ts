import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { PGlite, types } from "@electric-sql/pglite"
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm"
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
    ...(options.dataDir ? {} : { loadDataDir: await freshCluster(), postgresqlconf: inMemoryConf }),
    // trigram matching (typo-tolerant search) as PostgreSQL's contrib offers it; a read model creates it
    extensions: { pg_trgm },
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

/**
 * An in-memory database (a test's) gets 16 MB of shared buffers instead of PostgreSQL's 128: PGlite zeroes
 * them inside WebAssembly at every start, about 0.45 s of CPU, and the tests start a few hundred (1.05 s ->
 * 0.6 s a start). Its pages live in memory either way, so a smaller buffer costs a test's queries nothing.
 */
const inMemoryConf = ["shared_buffers = 16MB"]

/**
 * A new in-memory cluster is a copy of a freshly initialised one, kept in the system's temp folder. Creating a
 * cluster runs initdb inside WebAssembly (≈1.7 s on a CI core); loading a copy takes ≈0.5 s, and the tests
 * open a few hundred. The copy is an empty cluster exactly as initdb leaves it (the migrations run on it as on
 * any new database), named after PGlite's version, and written atomically so parallel workers cannot read a
 * half-written one.
 */
const freshCluster = async (): Promise<Blob> => {
  const path = join(tmpdir(), `ignite-pglite-${pgliteVersion()}-fresh.tar`)
  try {
    return new Blob([readFileSync(path)])
  } catch {
    const scratch = await PGlite.create()
    const dump = await scratch.dumpDataDir("none")
    await scratch.close()
    const partial = `${path}.${process.pid}.part`
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
    renameSync(partial, path)
    return dump
  }
}

/** PGlite's version, read from its package.json (which the package does not export) above its entry point. */
const pgliteVersion = (): string => {
  let dir = dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"))
  while (dir !== dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"))
      if (manifest.name === "@electric-sql/pglite") return manifest.version
    } catch {}
    dir = dirname(dir)
  }
  return "unknown"
}
