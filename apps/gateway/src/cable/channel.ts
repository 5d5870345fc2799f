import type { Auth } from "../auth/authenticate"
import type { Services } from "../context"

type Unsubscribe = () => void

/**
 * A live channel over /cable, ActionCable-style: a client subscribes with an identifier like
 * {"channel":"EventsChannel"}; the channel authorizes and then pushes messages until unsubscribed.
 */
export interface CableChannel {
  readonly name: string
  /**
   * Returns the unsubscribe function, or undefined to reject the subscription. A channel that must read who
   * the subscriber is first (their account, their side) answers a promise of the same.
   */
  subscribe(args: {
    auth: Extract<Auth, { kind: "token" }>
    params: Record<string, unknown>
    services: Services
    send: (message: unknown) => void
  }): Unsubscribe | undefined | Promise<Unsubscribe | undefined>
}

/** Pushes to the open subscriptions of each user, one bus subscription for all of them. */
export const createListeners = <L extends { readonly userId: string }>() => {
  const byKey = new Map<string, Set<L>>()
  const add = (key: string, listener: L) => {
    const set = byKey.get(key) ?? new Set<L>()
    byKey.set(key, set.add(listener))
    return () => {
      set.delete(listener)
      if (set.size === 0 && byKey.get(key) === set) byKey.delete(key)
    }
  }
  return {
    add,
    /** Every listener under these keys, once each. */
    of(...keys: ReadonlyArray<string | null | undefined>): L[] {
      const found = new Set<L>()
      for (const key of keys) if (key) for (const listener of byKey.get(key) ?? []) found.add(listener)
      return [...found]
    },
  }
}

/**
 * Runs tasks one after the other per key (a thread, a user), so pushes leave in the order their events came
 * even when building one waits on a read; different keys do not wait for each other.
 */
export const createSerialQueues = (onError: (error: unknown) => void) => {
  const tails = new Map<string, Promise<void>>()
  return (key: string, task: () => Promise<void>) => {
    const next = (tails.get(key) ?? Promise.resolve()).then(task).catch(onError)
    tails.set(key, next)
    void next.then(() => {
      if (tails.get(key) === next) tails.delete(key)
    })
  }
}
