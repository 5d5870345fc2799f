import { withCausation } from "../eventstore/causation"
import type { EventStore } from "../eventstore/event-store"
import { fenceNow } from "../eventstore/fence"
import type { EventMetadata, LogPosition, RecordedEvent } from "../eventstore/types"
import type { Tx } from "../sql/sql"
import { advanceCheckpoint, readCheckpoint } from "./checkpoints"

/** A consumer of the log with its own checkpoint: a reactor (mail, bus relay) or one projection build. */
export interface Subscription {
  readonly name: string
  /** Only these event types; all when absent. */
  readonly eventTypes?: readonly string[]
  readonly batchSize?: number
  /**
   * How large its batches may grow while it is behind (`nextBatchSize`); `batchSize` when absent. A batch is
   * one transaction: live, small ones keep latency and locks short; behind, fewer and larger ones read the
   * log about twice as fast (bench:subscriptions, 216,000 events: 86,577/s in batches of 500, 154,741/s in
   * batches of 4,000).
   */
  readonly maxBatchSize?: number
  /**
   * Where this subscription must wait (exclusive), read in its batch transaction: a reactor that reads a read
   * model answers with the first event that read model has not folded yet (`projectionFrontier`), so it
   * never acts on an event before the read model shows it. Undefined: no bound.
   */
  readonly readBefore?: (tx: Tx) => Promise<LogPosition | undefined>
  /**
   * Asked in the batch transaction once its lock is held: true leaves the batch undone (a paused projection).
   * Whoever sets what it reads while holding the same lock (`subscriptionLockKey`) knows no batch is under way
   * and none will start without seeing it.
   */
  readonly skip?: (tx: Tx) => Promise<boolean>
  /** Runs in the batch transaction: read-model writes here commit together with the checkpoint. */
  handle(events: readonly RecordedEvent[], tx: Tx): Promise<void>
}

/**
 * The advisory lock a subscription's batch holds to its transaction's end, keyed by schema too: schemas of one
 * database (tests, benchmarks) have subscriptions of the same name.
 */
export const subscriptionLockKey = (schema: string, name: string) => `${schema}:subscription:${name}`

/** The default batch of a subscription that names none. */
export const defaultBatchSize = 500

/**
 * The next batch's size: twice this one's after a full batch (the consumer is behind), up to `max`; back to
 * `base` after one that was not full (it has caught up).
 */
export const nextBatchSize = (current: number, processed: number, base: number, max: number): number =>
  processed >= current ? Math.min(current * 2, Math.max(base, max)) : base

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

/**
 * One batch, exactly once in effect: checkpoint read, events read (fenced by the snapshot xmin), handler
 * writes, checkpoint compare-and-set, all in one transaction. A crash anywhere rolls the whole batch back.
 */
export const processBatch = (
  store: EventStore,
  subscription: Subscription,
  options: { unfenced?: boolean; tx?: Tx } = {},
): Promise<BatchResult> => {
  const run = async (tx: Tx): Promise<BatchResult> => {
    // One batch of a subscription at a time, whoever runs it: a drain (tests, start-up, demo data) and the
    // background worker would otherwise handle the same events at once, and the loser's appends would fail on
    // the streams the winner wrote (a reactor's Conflict) before its checkpoint check could say "moved".
    // Held to the end of the transaction; the second one then reads the moved checkpoint and goes on.
    await tx.query("select pg_advisory_xact_lock(hashtext($1))", [
      subscriptionLockKey(store.sql.schema, subscription.name),
    ])
    const from = await readCheckpoint(tx, subscription.name)
    if (await subscription.skip?.(tx)) return { processed: 0, position: from }
    const before = await boundOf(store, subscription, tx, options.unfenced)
    const events = await store.readAll(
      {
        after: from,
        before,
        limit: subscription.batchSize ?? defaultBatchSize,
        types: subscription.eventTypes,
        unfenced: options.unfenced,
      },
      tx,
    )
    if (events.length === 0) return { processed: 0, position: from }
    await withCausation(causationOf(subscription.name, events), () => subscription.handle(events, tx))
    const last = events[events.length - 1]!
    const to = { transactionId: last.transactionId, globalPosition: last.globalPosition }
    if (!(await advanceCheckpoint(tx, subscription.name, from, to)))
      throw new CheckpointMovedError(subscription.name)
    return { processed: events.length, position: to }
  }
  return options.tx ? run(options.tx) : store.sql.transaction(run)
}

/**
 * Where a subscription with `readBefore` stops: its bound, and the fence as it stood before that bound was
 * looked up. Each statement of a PostgreSQL transaction sees the commits of its moment: a write committed
 * between the frontier lookup ("the read model has folded everything") and the events read would be read
 * without the read model showing it (a saved-search alert missed an imported award so). Taken first, the
 * fence keeps out everything the lookup could not see.
 */
const boundOf = async (
  store: EventStore,
  subscription: Subscription,
  tx: Tx,
  unfenced: boolean | undefined,
): Promise<LogPosition | undefined> => {
  if (!subscription.readBefore) return undefined
  const fence = unfenced ? undefined : await fenceNow(store.sql, tx)
  const before = await subscription.readBefore(tx)
  if (!fence) return before
  if (!before) return fence
  return BigInt(before.transactionId) < BigInt(fence.transactionId) ? before : fence
}

/**
 * What a reactor's appends are stamped with: the reactor as actor; when the batch is one event, that event as
 * cause; when its events share a correlation (one request's effects), that correlation carried on.
 */
const causationOf = (name: string, events: readonly RecordedEvent[]): EventMetadata => {
  const correlations = new Set(
    events.map((event) => event.metadata.correlationId ?? event.metadata.requestId ?? undefined),
  )
  const [correlationId] = correlations
  return {
    actorId: `system:${name}`,
    causationId: events.length === 1 ? events[0]!.eventId : undefined,
    correlationId: correlations.size === 1 && typeof correlationId === "string" ? correlationId : undefined,
  }
}
