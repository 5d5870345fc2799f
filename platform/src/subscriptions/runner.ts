import type { EventStore } from "../eventstore/event-store"
import type { Logger } from "../observability/logger"
import { createLeaseHolder, type LeaseHolder } from "./lease"
import { processBatch, type Subscription } from "./subscription"

/**
 * A unit of background work over the log. `step` does at most one batch and says how many events it
 * handled; 0 means idle, so the loop sleeps until an append wakes it or the poll interval passes.
 */
export interface Worker {
  readonly name: string
  step(): Promise<number>
}

export const subscriptionWorker = (store: EventStore, subscription: Subscription): Worker => ({
  name: subscription.name,
  step: async () => (await processBatch(store, subscription)).processed,
})

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
  readonly leases: LeaseHolder
}

export const createRunner = (store: EventStore, options: RunnerOptions = {}): Runner => {
  const workers = new Map<string, Worker>()
  const leases = createLeaseHolder(store.sql)
  const pollIntervalMs = options.pollIntervalMs ?? 500
  const leaseRetryMs = options.leaseRetryMs ?? 2000
  const errorBackoffMs = options.errorBackoffMs ?? 1000
  let running = false
  let loops: Promise<void>[] = []
  let wakers = new Set<() => void>()
  let unlisten: (() => Promise<void>) | undefined
  let offLocal: (() => void) | undefined

  const wakeAll = () => {
    const current = wakers
    wakers = new Set()
    for (const wake of current) wake()
  }

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (!running) return resolve()
      const done = () => {
        clearTimeout(timer)
        wakers.delete(done)
        resolve()
      }
      const timer = setTimeout(done, ms)
      wakers.add(done)
    })

  const loop = async (worker: Worker) => {
    while (running) {
      try {
        if (!(await leases.tryAcquire(worker.name))) {
          await sleep(leaseRetryMs)
          continue
        }
        const processed = await worker.step()
        if (processed === 0) await sleep(pollIntervalMs)
      } catch (error) {
        if (!running) break
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
      offLocal = store.onAppended(wakeAll)
      unlisten = await store.sql.listen(store.channel, wakeAll)
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
    async drain(name) {
      const worker = workers.get(name)
      if (!worker) throw new Error(`No worker named ${name}`)
      let total = 0
      for (;;) {
        const processed = await worker.step()
        if (processed === 0) return total
        total += processed
      }
    },
  }
}
