/**
 * A small in-memory cache for hot reads (sessions, the current user, published documents), kept right by
 * the events that change what it holds: callers invalidate keys from the local append hook (at once, on the
 * process that wrote) and from the bus (every process, after commit). A load that started before an
 * invalidation of its key is not stored, so a slow read can never put back what a write just replaced.
 * Entries also age out (`maxAgeMs`) as a net under a lost bus message; the oldest go past `maxEntries`.
 */
export interface KeyedCache<K, V> {
  get(key: K, load: () => Promise<V>): Promise<V>
  invalidate(key: K): void
  clear(): void
  readonly size: number
}

export const createKeyedCache = <K, V>(options: {
  maxAgeMs: number
  maxEntries: number
  now?: () => number
}): KeyedCache<K, V> => {
  const now = options.now ?? Date.now
  const entries = new Map<K, { value: V; storedAt: number }>()
  // bumped by every invalidation: a load started under an older generation is answered but not kept
  const generations = new Map<K, number>()
  let epoch = 0

  return {
    async get(key, load) {
      const hit = entries.get(key)
      if (hit && now() - hit.storedAt < options.maxAgeMs) return hit.value
      const startEpoch = epoch
      const startGeneration = generations.get(key) ?? 0
      const value = await load()
      if (epoch === startEpoch && (generations.get(key) ?? 0) === startGeneration) {
        entries.delete(key)
        entries.set(key, { value, storedAt: now() })
        if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as K)
      }
      return value
    },
    invalidate(key) {
      entries.delete(key)
      generations.set(key, (generations.get(key) ?? 0) + 1)
      // generations only matter while a load is in flight; keep the map from growing without bound
      if (generations.size > options.maxEntries * 2) {
        generations.clear()
        epoch++
      }
    },
    clear() {
      entries.clear()
      generations.clear()
      epoch++
    },
    get size() {
      return entries.size
    },
  }
}
