import type { LogPosition } from "../eventstore/types"
import type { Queryable } from "../sql/sql"
import { readCheckpoint } from "../subscriptions/checkpoints"
import { projectionCheckpointName } from "./manager"
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
