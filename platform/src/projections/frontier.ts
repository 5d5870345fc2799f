import { type LogPosition, logStart } from "../eventstore/types"
import type { Queryable } from "../sql/sql"
import { readCheckpoint } from "../subscriptions/checkpoints"
import { projectionCheckpointName, projectionCheckpointPrefix } from "./manager"
import type { ProjectionDefinition } from "./projection"

/**
 * The first event of the log that the projection's serving (active) build has not folded yet, or undefined
 * when it has folded every event of its types that a reader can see. A reactor that reads the projection's
 * tables passes this as its `readBefore`: it then handles an event only once the read model shows it (and
 * everything before it), whether the projection is inline or async, rebuilding or not.
 */
export const projectionFrontier = async (
  db: Queryable,
  definition: Pick<ProjectionDefinition, "name" | "eventTypes">,
): Promise<LogPosition | undefined> => {
  const [active] = await db.query<{ build: number }>(
    "select build from projection_builds where name = $1 and status = 'active'",
    [definition.name],
  )
  // not installed yet: nothing is folded, so nothing may be read past
  if (!active) return { transactionId: "0", globalPosition: 0 }
  const folded = await readCheckpoint(db, projectionCheckpointName(definition.name, active.build))
  const [next] = await db.query<{ transaction_id: string; global_position: number }>(
    `select transaction_id::text as transaction_id, global_position from events
      where (transaction_id, global_position) > ($1::xid8, $2::bigint) and event_type = any($3::text[])
      order by events.transaction_id, events.global_position limit 1`,
    [folded.transactionId, folded.globalPosition, [...definition.eventTypes]],
  )
  return next ? { transactionId: next.transaction_id, globalPosition: next.global_position } : undefined
}

/**
 * What a projection's serving build has folded, as one opaque string (its build and checkpoint): while it is the
 * same, the read model's tables are the same, so an answer computed from them may be served again. The checkpoint
 * moves in the transaction of the tables' change, and only when the projection folds events of its types.
 * Async projections only: an inline one folds in each append's own transaction and leaves its checkpoint where
 * install put it, so its version would never change.
 */
export const projectionVersion = async (db: Queryable, name: string): Promise<string> => {
  // one round trip: it is asked before every search answer
  const [active] = await db.query<{
    build: number
    transaction_id: string | null
    global_position: number | null
  }>(
    `select b.build, c.transaction_id::text as transaction_id, c.global_position
       from projection_builds b
       left join checkpoints c on c.name = $2::text || b.build
      where b.name = $1 and b.status = 'active'`,
    [name, projectionCheckpointPrefix(name)],
  )
  // not installed yet: no answer is worth keeping
  if (!active) return `none:${Date.now()}:${Math.random()}`
  // no checkpoint row yet: the build has folded nothing (the log's start)
  return `${active.build}:${active.transaction_id ?? logStart.transactionId}:${active.global_position ?? logStart.globalPosition}`
}
