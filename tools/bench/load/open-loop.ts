import { setTimeout as sleep } from "node:timers/promises"

/**
 * Picks kinds in proportion to their weights, spread evenly rather than at random (smooth weighted
 * round-robin, as nginx balances): in any stretch of requests each kind has its share, give or take one.
 */
export const weightedTurns = <K extends string>(weights: Readonly<Record<K, number>>) => {
  const names = (Object.keys(weights) as K[]).filter((k) => weights[k] > 0)
  const total = names.reduce((sum, k) => sum + weights[k], 0)
  const current = new Map(names.map((k) => [k, 0]))
  return () => {
    let best = names[0]!
    for (const k of names) {
      current.set(k, current.get(k)! + weights[k])
      if (current.get(k)! > current.get(best)!) best = k
    }
    current.set(best, current.get(best)! - total)
    return best
  }
}

/**
 * An open loop: a request every 1/rate s for `seconds`, started on schedule whether or not earlier ones have
 * answered (people do not wait for each other), so a slow app meets a queue instead of a politely slower
 * client. `start(t0)` gets the scheduled time, which latencies are measured from. Resolves once every request
 * it started has settled.
 */
export const openLoop = async (rate: number, seconds: number, start: (t0: number) => Promise<void>) => {
  const begun = performance.now()
  const count = Math.floor(rate * seconds)
  const inFlight = new Set<Promise<void>>()
  for (let i = 0; i < count; i++) {
    const t0 = begun + (i * 1000) / rate
    const wait = t0 - performance.now()
    if (wait > 1) await sleep(wait)
    const request = start(t0)
    inFlight.add(request)
    void request.finally(() => inFlight.delete(request))
  }
  const scheduled = (performance.now() - begun) / 1000
  await Promise.all(inFlight)
  return { started: count, scheduledSeconds: scheduled, seconds: (performance.now() - begun) / 1000 }
}
