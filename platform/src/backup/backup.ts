import { once } from "node:events"
import { createReadStream, createWriteStream, existsSync } from "node:fs"
import { cp, mkdir, readdir, readFile, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { createInterface } from "node:readline"
import { AppError } from "@ignite/contracts"
import type { ProjectionManager } from "../projections/manager"
import { ident, type Queryable, type Sql, type Tx } from "../sql/sql"

/**
 * Backup and restore (issue 26): what cannot be derived again. The log, the keys that seal personal data,
 * what identity keeps beside the log (sign-in addresses, password hashes, sessions, mailed links), what the
 * reactors have done (their checkpoints, the mails sent) and the stored files. Read models are not in it:
 * a restore rebuilds every one of them from the restored log, so a backup is small and a read model's bug
 * is not carried over.
 *
 * A backup is a folder: `manifest.json`, one NDJSON file a table (a row a line, as `row_to_json` writes it,
 * read in one repeatable-read snapshot, a batch at a time through a cursor), and `files/`. Both drivers read
 * and write the same format, so a backup of the embedded database restores into PostgreSQL and back.
 */
export interface BackupManifest {
  readonly format: 1
  readonly createdAt: string
  readonly tables: readonly {
    readonly name: string
    readonly columns: readonly string[]
    readonly rows: number
  }[]
  /** Events in the log, and the highest position among them. */
  readonly events: number
  readonly lastPosition: number
  readonly files: number
}

/** Derived or passing state: rebuilt or started afresh by the system itself. */
const notBackedUp = new Set([
  "schema_migrations", // the target's own migrations ran before the restore
  "projection_builds", // every read model is rebuilt after a restore
  "projection_pauses",
  "throttle_counters", // rate-limit windows: minutes long
  "auth_throttle",
  "used_captchas", // solutions expire within minutes
])
/** A projection's physical tables (`<table>__b<build>`) and a verification's shadows. */
const derivedTable = /__(b\d+|verify)$/

const batchSize = 1000

/** Each base table's columns, in order, with their types' names (`udt_name`). */
const tablesOf = async (db: Queryable, schema: string) => {
  const rows = await db.query<{ table_name: string; column_name: string; udt_name: string }>(
    `select c.table_name, c.column_name, c.udt_name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = $1 and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`,
    [schema],
  )
  const tables = new Map<string, { readonly name: string; readonly type: string }[]>()
  for (const row of rows)
    tables.set(row.table_name, [
      ...(tables.get(row.table_name) ?? []),
      { name: row.column_name, type: row.udt_name },
    ])
  return tables
}

/** The tables a backup holds, the log first (a restore loads them in this order). */
const backedUp = (tables: ReadonlyMap<string, unknown>) =>
  [...tables.keys()]
    .filter((name) => !notBackedUp.has(name) && !derivedTable.test(name))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
const rank = (table: string) => (table === "streams" ? 0 : table === "events" ? 1 : 2)

const countFiles = async (dir: string): Promise<number> => {
  if (!existsSync(dir)) return 0
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile()).length
}

/** Writes a backup of the database and the files into `dir` (created; it must not hold a backup already). */
export const backup = async (
  deps: { readonly sql: Sql; readonly filesDir: string },
  dir: string,
): Promise<BackupManifest> => {
  if (existsSync(join(dir, "manifest.json")))
    throw new AppError("Conflict", `${dir} already holds a backup; choose an empty folder.`)
  await mkdir(join(dir, "tables"), { recursive: true })
  const manifest = await deps.sql.transaction(async (tx) => {
    // one snapshot for every table: the log and what identity and the reactors keep beside it agree
    await tx.exec("set transaction isolation level repeatable read, read only")
    const tables = await tablesOf(tx, deps.sql.schema)
    const written: { name: string; columns: readonly string[]; rows: number }[] = []
    for (const name of backedUp(tables)) {
      const rows = await dumpTable(tx, name, join(dir, "tables", `${name}.ndjson`))
      written.push({ name, columns: tables.get(name)!.map((column) => column.name), rows })
    }
    const [log] = await tx.query<{ events: string; last: string }>(
      "select count(*)::text as events, coalesce(max(global_position), 0)::text as last from events",
    )
    return { tables: written, events: Number(log!.events), lastPosition: Number(log!.last) }
  })
  if (existsSync(deps.filesDir)) await cp(deps.filesDir, join(dir, "files"), { recursive: true })
  const complete: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    ...manifest,
    files: await countFiles(join(dir, "files")),
  }
  // written last: a folder without it is an interrupted backup, and restore refuses it
  await writeFile(join(dir, "manifest.json"), `${JSON.stringify(complete, null, 2)}\n`)
  return complete
}

const dumpTable = async (tx: Tx, name: string, path: string) => {
  const out = createWriteStream(path)
  const cursor = ident(`backup_${name}`)
  let rows = 0
  try {
    await tx.exec(
      `declare ${cursor} no scroll cursor for select row_to_json(t)::text as row from ${ident(name)} t`,
    )
    for (;;) {
      const batch = await tx.query<{ row: string }>(`fetch ${batchSize} from ${cursor}`)
      if (batch.length === 0) break
      rows += batch.length
      if (!out.write(`${batch.map((r) => r.row).join("\n")}\n`)) await once(out, "drain")
    }
    await tx.exec(`close ${cursor}`)
  } finally {
    out.end()
    await once(out, "close")
  }
  return rows
}

export interface RestoreReport {
  readonly tables: number
  readonly events: number
  readonly files: number
  /** The read models rebuilt from the restored log. */
  readonly rebuilt: readonly string[]
}

/**
 * Loads a backup into an empty database (migrated, with nothing in its log) and its files into `filesDir`,
 * then rebuilds every read model from the restored log.
 *
 * Positions in the log keep their numbers; the transaction ids that order it cannot (they belong to the old
 * server), so every restored event takes this restore's one transaction id, and every consumer checkpoint
 * that had moved takes it too: a checkpoint (restore, p) stands after exactly the events up to p, as it did,
 * and what is appended after the restore sorts after all of them. So reactors neither run again what they
 * had done (mails are not sent twice) nor skip what they had not.
 */
export const restore = async (
  deps: { readonly sql: Sql; readonly filesDir: string; readonly projections: ProjectionManager },
  dir: string,
): Promise<RestoreReport> => {
  const manifestPath = join(dir, "manifest.json")
  if (!existsSync(manifestPath))
    throw new AppError("Conflict", `${dir} holds no complete backup (no manifest.json).`)
  const manifest = JSON.parse(await readFile(manifestPath, "utf8")) as BackupManifest
  if (manifest.format !== 1)
    throw new AppError("Conflict", `Unknown backup format ${String(manifest.format)}.`)
  await deps.sql.transaction(async (tx) => {
    const [log] = await tx.query<{ any: boolean }>("select exists (select 1 from events) as any")
    if (log!.any)
      throw new AppError("Conflict", "The database already holds events; restore into an empty one.")
    const target = await tablesOf(tx, deps.sql.schema)
    for (const table of manifest.tables) {
      const columns = target.get(table.name)
      // a table this version no longer has: nothing reads it any more
      if (!columns) continue
      // the backup's columns this version knows; the others take their defaults
      // what the empty target's own start wrote there (consumers' first checkpoints) gives way to the backup
      await tx.exec(`delete from ${ident(table.name)}`)
      const known = new Set(table.columns)
      await loadTable(
        tx,
        table.name,
        columns.filter((column) => known.has(column.name)),
        join(dir, "tables", `${table.name}.ndjson`),
      )
    }
    // the projections' own checkpoints were not backed up: they start again with their rebuilds
    await tx.query("delete from checkpoints where name like 'projection:%'")
    // identity columns continue after the restored rows
    const identities = await tx.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
        where table_schema = $1 and is_identity = 'YES'`,
      [deps.sql.schema],
    )
    for (const { table_name, column_name } of identities)
      if (manifest.tables.some((table) => table.name === table_name))
        await tx.query(
          `select setval(pg_get_serial_sequence($1, $2), greatest(1, (select coalesce(max(${ident(column_name)}), 0) from ${ident(table_name)})))`,
          [table_name, column_name],
        )
  })
  if (existsSync(join(dir, "files"))) await cp(join(dir, "files"), deps.filesDir, { recursive: true })
  const rebuilt = [...deps.projections.definitions.keys()]
  for (const name of rebuilt) {
    await deps.projections.requestRebuild(name)
    // no worker runs here necessarily: move each rebuild to its swap now
    await deps.projections.drain(name)
  }
  return {
    tables: manifest.tables.length,
    events: manifest.events,
    files: await countFiles(deps.filesDir),
    rebuilt,
  }
}

const loadTable = async (
  tx: Tx,
  name: string,
  columns: readonly { readonly name: string; readonly type: string }[],
  path: string,
) => {
  const list = columns.map((column) => ident(column.name)).join(", ")
  // a transaction id of the old server means nothing here: this restore's stands in for every one that
  // had been set ('0' is the start of the log, and stays)
  const values = columns
    .map(({ name: column, type }) =>
      type === "xid8"
        ? `case when r.${ident(column)}::text = '0' then '0'::xid8 else pg_current_xact_id() end`
        : `r.${ident(column)}`,
    )
    .join(", ")
  const insert = `insert into ${ident(name)} (${list}) overriding system value
    select ${values} from json_populate_recordset(null::${ident(name)}, $1::json) r`
  let batch: string[] = []
  const flush = async () => {
    if (batch.length === 0) return
    await tx.query(insert, [`[${batch.join(",")}]`])
    batch = []
  }
  const lines = createInterface({ input: createReadStream(path), crlfDelay: Number.POSITIVE_INFINITY })
  for await (const line of lines) {
    if (line.length === 0) continue
    batch.push(line)
    if (batch.length >= batchSize) await flush()
  }
  await flush()
}
