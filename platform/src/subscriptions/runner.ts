import { type EventStore, typesOfPayload } from "../eventstore/event-store"
import { logFence } from "../eventstore/fence"
import type { Logger } from "../observability/logger"
import { createLeaseHolder, type LeaseHolder } from "./lease"
import { defaultBatchSize, nextBatchSize, processBatch, type Subscription } from "./subscription"

/**
 * A unit of background work over the log. `step` does at most one batch and says how many events it
 * handled; 0 means idle, so the loop sleeps until an append wakes it or the poll interval passes.
 */
export interface Worker {
  readonly name: string
  /** The event types it reads: an append of others does not wake it (undefined: every append does). */
  readonly eventTypes?: readonly string[]
  step(): Promise<number>
}

/** One subscription's batches, growing while it is behind (`maxBatchSize`). */
export const subscriptionWorker = (store: EventStore, subscription: Subscription): Worker => {
  const base = subscription.batchSize ?? defaultBatchSize
  const max = subscription.maxBatchSize ?? base
  let size = base
  return {
    name: subscription.name,
    eventTypes: subscription.eventTypes,
    step: async () => {
      const { processed } = await processBatch(store, { ...subscription, batchSize: size })
      size = nextBatchSize(size, processed, base, max)
      return processed
    },
  }
}

export interface RunnerOptions {
  /** Polling is the guarantee; LISTEN/NOTIFY and local appends only make it prompt. */
  readonly pollIntervalMs?: number
  readonly leaseRetryMs?: number
  readonly errorBackoffMs?: number
  readonly logger?: Logger
}

export interface Runner {
  add(worker: Worker): void
  start(): Promise<void>
  stop(): Promise<void>
  /** Runs the named worker until it is idle (tests, CLI, start-up catch-up). Needs no lease loop. */
  drain(name: string): Promise<number>
  /** Drains every worker, again while any of them had work (reactors feed each other). */
  drainAll(): Promise<number>
  readonly leases: LeaseHolder
}

/** How long a drain waits for other transactions to let the snapshot fence pass the log's newest events. */
const drainFenceWaitMs = 30_000

export const createRunner = (store: EventStore, options: RunnerOptions = {}): Runner => {
  const workers = new Map<string, Worker>()
  const leases = createLeaseHolder(store.sql)
  const pollIntervalMs = options.pollIntervalMs ?? 500
  const leaseRetryMs = options.leaseRetryMs ?? 2000
  const errorBackoffMs = options.errorBackoffMs ?? 1000
  const fenceRecheckMs = 25
  let running = false
  let loops: Promise<void>[] = []
  /** Each sleeping worker's wake-up, with the event types that concern it. */
  let wakers = new Map<() => void, readonly string[] | undefined>()
  let unlisten: (() => Promise<void>) | undefined
  let offLocal: (() => void) | undefined

  const wakeAll = () => {
    const current = wakers
    wakers = new Map()
    for (const wake of current.keys()) wake()
  }
  /**
   * A local append wakes only the workers that read one of its types: some 35 workers each taking a batch
   * transaction after every append made each command on PGlite's one connection wait behind all of them.
   */
  const wakeFor = (appended: readonly string[]) => {
    for (const [wake, types] of wakers) if (!types || appended.some((type) => types.includes(type))) wake()
  }

  /** Resolves true when woken by an append signal, false when the time ran out. */
  const sleep = (ms: number, types?: readonly string[]) =>
    new Promise<boolean>((resolve) => {
      if (!running) return resolve(false)
      const done = (woken: boolean) => {
        clearTimeout(timer)
        wakers.delete(wake)
        resolve(woken)
      }
      const wake = () => done(true)
      const timer = setTimeout(() => done(false), ms)
      wakers.set(wake, types)
    })

  const loop = async (worker: Worker) => {
    // After a wake-up that found nothing, look again soon: the new events may still be behind the xmin
    // fence (an older transaction is open), and the signal that announced them has been spent.
    let recheckMs = 0
    // another process owned it: once it is ours, say so (an operator follows where work went after a crash)
    let ownedElsewhere = false
    while (running) {
      try {
        if (!(await leases.tryAcquire(worker.name))) {
          ownedElsewhere = true
          // an append of its types wakes it to ask again (a dead owner's work is taken over at once under
          // traffic); others do not, or every standby process would ask for ~35 leases after every append
          await sleep(leaseRetryMs, worker.eventTypes)
          continue
        }
        if (ownedElsewhere) {
          ownedElsewhere = false
          options.logger?.info({ worker: worker.name }, "took over a worker whose owner stopped")
        }
        const processed = await worker.step()
        if (processed > 0) {
          recheckMs = 0
          continue
        }
        const woken = await sleep(recheckMs > 0 ? recheckMs : pollIntervalMs, worker.eventTypes)
        recheckMs = woken ? fenceRecheckMs : recheckMs > 0 ? Math.min(recheckMs * 2, pollIntervalMs) : 0
        if (recheckMs >= pollIntervalMs) recheckMs = 0
      } catch (error) {
        if (!running) break
        // a drain (CLI, start-up catch-up) took the batch first: read on from its checkpoint, no alarm
        if ((error as { _tag?: string })._tag === "CheckpointMovedError") continue
        options.logger?.error({ err: error, worker: worker.name }, "worker batch failed; retrying")
        await sleep(errorBackoffMs)
      }
    }
    await leases.release(worker.name)
  }

  return {
    leases,
    add(worker) {
      if (workers.has(worker.name)) throw new Error(`Worker ${worker.name} is already registered`)
      workers.set(worker.name, worker)
      if (running) loops.push(loop(worker))
    },
    async start() {
      if (running) return
      running = true
      offLocal = store.onAppended((events) => wakeFor(events.map((event) => event.type)))
      // other processes' (and stores') appends arrive by NOTIFY, which names their types
      unlisten = await store.sql.listen(store.channel, (payload) => {
        const types = typesOfPayload(payload)
        if (types) wakeFor(types)
        else wakeAll()
      })
      loops = [...workers.values()].map(loop)
    },
    async stop() {
      if (!running) return
      running = false
      offLocal?.()
      wakeAll()
      await Promise.all(loops)
      await unlisten?.().catch(() => {})
      await leases.close()
    },
    async drainAll() {
      let total = 0
      for (;;) {
        let round = 0
        for (const name of workers.keys()) round += await this.drain(name)
        total += round
        if (round === 0) return total
      }
    },
    async drain(name) {
      const worker = workers.get(name)
      if (!worker) throw new Error(`No worker named ${name}`)
      // Readers only see events below the snapshot fence: an event committed before this call stays out of
      // reach while an older transaction (another process's) is open. Drained means everything committed by
      // now is in, so an idle worker waits for the fence to pass the newest transaction of the log.
      const [newest] = await store.sql.query<{ transaction_id: string }>(
        "select transaction_id::text as transaction_id from events order by transaction_id desc limit 1",
      )
      const deadline = Date.now() + drainFenceWaitMs
      let fencePassed = !newest
      let total = 0
      for (;;) {
        let processed: number
        try {
          processed = await worker.step()
        } catch (error) {
          // a background worker of this or another process handled the batch first: read on from its checkpoint
          if ((error as { _tag?: string })._tag === "CheckpointMovedError") continue
          throw error
        }
        total += processed
        if (processed > 0) continue
        if (fencePassed || Date.now() > deadline) return total
        const [fence] = await store.sql.query<{ passed: boolean }>(
          `select $1::xid8 < ${logFence(store.sql)} as passed`,
          [newest!.transaction_id],
        )
        // once passed, one more step reads what just came into reach
        fencePassed = fence?.passed === true
        if (!fencePassed) await new Promise((resolve) => setTimeout(resolve, 20))
      }
    },
  }
}
