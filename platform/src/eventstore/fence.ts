import type { FenceHolder } from "@ignite/contracts"
import type { Sql } from "../sql/sql"

/**
 * The log's snapshot fence: the transaction id below which every event that will ever commit is already
 * visible. Consumers read only below it, so an event committed late by an older transaction is never skipped
 * (exactly once).
 *
 * PostgreSQL's `pg_snapshot_xmin(pg_current_snapshot())` is the oldest transaction still running anywhere on
 * the server: one long write transaction in another database (another application, a migration, another test
 * file's) held every read model, the relay and live pushes here until it ended. Only this database's
 * transactions can write this log, so the fence is the oldest in-progress transaction of the snapshot that is
 * either this database's (`pg_stat_activity`) or has finished since the snapshot was taken — one that finished
 * may have been this database's, and its events are not in this snapshot, so it must stay a fence until the
 * next read. An in-progress one that is not this database's cannot have written here. `backend_xid` is the
 * top-level id, which is the one events carry (`pg_current_xact_id()`); ids are compared in their low 32 bits,
 * as `pg_stat_activity` shows them. With none of them, the snapshot's xmax: everything before it is settled.
 *
 * PGlite runs one connection, its transactions one at a time: the plain xmin is exact there, and cheaper.
 */
const databaseFence = `coalesce(
  (select min(x) from pg_snapshot_xip(pg_current_snapshot()) as x
    where (x::text::bigint % 4294967296) in (
            select backend_xid::text::bigint from pg_stat_activity
             where datname = current_database() and backend_xid is not null)
       or pg_xact_status(x) <> 'in progress'),
  pg_snapshot_xmax(pg_current_snapshot()))`

const serverFence = "pg_snapshot_xmin(pg_current_snapshot())"

/** The fence as an SQL expression of type xid8, for the driver at hand. */
export const logFence = (sql: Pick<Sql, "driver">): string =>
  sql.driver === "pg" ? databaseFence : serverFence

/**
 * `transaction_id` is below the fence, as a condition of a read of events. The server's xmin is never above
 * the database fence (it is the oldest of all the snapshot's running transactions, the fence the oldest of
 * some of them, or xmax), so a row below it is below the fence; PostgreSQL asks the fence's subquery only for
 * a row that is not, once per statement and only then. A catch-up's batches lie far below the head and never
 * ask it: the fence reads pg_stat_activity, about 1 ms, a fifth of a batch's own cost.
 */
export const belowLogFence = (sql: Pick<Sql, "driver">, column = "transaction_id"): string =>
  sql.driver === "pg"
    ? `(${column} < ${serverFence} or ${column} < ${databaseFence})`
    : `${column} < ${serverFence}`

/**
 * The fence's value at this moment, as a position: nothing at or after it is read. A consumer that bounds
 * its read by something it looked up first (a read model's frontier) takes this before that lookup, so the
 * lookup and the events it reads see the same commits.
 */
export const fenceNow = async (
  sql: Pick<Sql, "driver">,
  db: Pick<Sql, "query">,
): Promise<{ transactionId: string; globalPosition: number }> => {
  const [row] = await db.query<{ fence: string }>(`select (${logFence(sql)})::text as fence`)
  return { transactionId: row!.fence, globalPosition: 0 }
}

/** How long a write transaction of this database may stay open before status and /metrics name it. */
export const fenceHolderAfterSeconds = 1

/**
 * The oldest write transaction of this database open longer than `fenceHolderAfterSeconds`: while it is
 * open the fence stays at it, so async read models, the relay and live pushes wait (exactly once needs
 * that). Named so an operator finds it (`projections status`, `/api/v1/status`, `/metrics`) instead of
 * watching the lag grow for no reason. Its query text is not given: it may hold values. PGlite: none (one
 * connection, nothing else can hold it).
 */
export const fenceHolder = async (sql: Pick<Sql, "driver" | "query">): Promise<FenceHolder | null> =>
  (await fenceHolders(sql))[0] ?? null

/** Every such transaction, the oldest (the one the fence stands at) first. */
export const fenceHolders = async (sql: Pick<Sql, "driver" | "query">): Promise<FenceHolder[]> => {
  if (sql.driver !== "pg") return []
  const rows = await sql.query<{ pid: number; application_name: string; state: string; seconds: number }>(
    `select pid, coalesce(application_name, '') as application_name, coalesce(state, '') as state,
            extract(epoch from clock_timestamp() - xact_start)::float8 as seconds
       from pg_stat_activity
      where datname = current_database() and backend_xid is not null and pid <> pg_backend_pid()
        and xact_start < clock_timestamp() - make_interval(secs => $1)
      order by xact_start limit 20`,
    [fenceHolderAfterSeconds],
  )
  return rows.map((row) => ({
    pid: Number(row.pid),
    applicationName: row.application_name,
    state: row.state,
    transactionSeconds: Number(row.seconds),
  }))
}
