import type { EventStore } from "../eventstore/event-store"
import type { LogPosition, RecordedEvent } from "../eventstore/types"
import type { Tx } from "../sql/sql"
import { advanceCheckpoint, readCheckpoint } from "./checkpoints"

/** A consumer of the log with its own checkpoint: a reactor (mail, bus relay) or one projection build. */
export interface Subscription {
  readonly name: string
  /** Only these event types; all when absent. */
  readonly eventTypes?: readonly string[]
  readonly batchSize?: number
  /** Runs in the batch transaction: read-model writes here commit together with the checkpoint. */
  handle(events: readonly RecordedEvent[], tx: Tx): Promise<void>
}

export class CheckpointMovedError extends Error {
  readonly _tag = "CheckpointMovedError"
  constructor(readonly subscription: string) {
    super(`Checkpoint of ${subscription} moved under this batch; it was rolled back`)
  }
}

export interface BatchResult {
  readonly processed: number
  readonly position: LogPosition
}

/** Log order: transaction id (xid8, as text), then global position. */
const isAfter = (a: LogPosition, b: LogPosition) => {
  const ta = BigInt(a.transactionId)
  const tb = BigInt(b.transactionId)
  return ta > tb || (ta === tb && a.globalPosition > b.globalPosition)
}

/**
 * One batch, exactly once in effect: checkpoint read, events read (fenced by the snapshot xmin), handler
 * writes, checkpoint compare-and-set, all in one transaction. A crash anywhere rolls the whole batch back.
 *
 * A subscription to a few event types also moves past the events it skips: when its read comes back short
 * of a full batch, it has everything it wants up to the log's head, so the checkpoint goes to the head, not
 * to its last match. Otherwise a subscription to rare events (a reactor, the profile views) would walk the
 * whole log from its last match at every poll: 0.36 s a poll at 1.4 M events.
 */
export const processBatch = (
  store: EventStore,
  subscription: Subscription,
  options: { unfenced?: boolean; tx?: Tx } = {},
): Promise<BatchResult> => {
  const run = async (tx: Tx): Promise<BatchResult> => {
    const from = await readCheckpoint(tx, subscription.name)
    const limit = subscription.batchSize ?? 500
    // Read before the events: every transaction below this head's fence had ended when it was taken, so
    // the event read (a later snapshot, a fence as high or higher) sees all of them.
    const head = subscription.eventTypes
      ? await store.readHead({ unfenced: options.unfenced }, tx)
      : undefined
    const events = await store.readAll(
      { after: from, limit, types: subscription.eventTypes, unfenced: options.unfenced },
      tx,
    )
    if (events.length > 0) await subscription.handle(events, tx)
    const last = events.at(-1)
    let to: LogPosition = last
      ? { transactionId: last.transactionId, globalPosition: last.globalPosition }
      : from
    if (events.length < limit && head && isAfter(head, to)) to = head
    if (to === from) return { processed: 0, position: from }
    if (!(await advanceCheckpoint(tx, subscription.name, from, to)))
      throw new CheckpointMovedError(subscription.name)
    return { processed: events.length, position: to }
  }
  return options.tx ? run(options.tx) : store.sql.transaction(run)
}
