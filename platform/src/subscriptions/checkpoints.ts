import { type LogPosition, logStart } from "../eventstore/types"
import type { Queryable } from "../sql/sql"

export const readCheckpoint = async (db: Queryable, name: string): Promise<LogPosition> => {
  const rows = await db.query<{ transaction_id: string; global_position: number }>(
    "select transaction_id::text as transaction_id, global_position from checkpoints where name = $1",
    [name],
  )
  const row = rows[0]
  return row ? { transactionId: row.transaction_id, globalPosition: row.global_position } : logStart
}

/**
 * Compare-and-set: moves the checkpoint only if it is still where this batch started. Run in the same
 * transaction as the batch's read-model writes, a lost race rolls the whole batch back.
 */
export const advanceCheckpoint = async (
  db: Queryable,
  name: string,
  from: LogPosition,
  to: LogPosition,
): Promise<boolean> => {
  const rows = await db.query(
    `insert into checkpoints (name, transaction_id, global_position, updated_at)
       values ($1, $4::xid8, $5, now())
     on conflict (name) do update set transaction_id = excluded.transaction_id,
       global_position = excluded.global_position, updated_at = now()
     where checkpoints.transaction_id = $2::xid8 and checkpoints.global_position = $3
     returning name`,
    [name, from.transactionId, from.globalPosition, to.transactionId, to.globalPosition],
  )
  return rows.length === 1
}

export const resetCheckpoint = async (db: Queryable, name: string): Promise<void> => {
  await db.query("delete from checkpoints where name = $1", [name])
}
