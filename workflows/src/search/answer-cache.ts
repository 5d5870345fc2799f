/**
 * Answers kept by key, the least recently used dropped past `capacity`. A key names everything an answer
 * depends on (the request, who may see what, the version of the read model it was computed from), so a kept
 * answer is never stale: when the read model moves, its keys are simply never asked for again and age out.
 * Callers asking for the same key at once share one computation; a failed one is not kept.
 */
export const createAnswerCache = <T>(capacity: number) => {
  const entries = new Map<string, Promise<T>>()
  let hits = 0
  let misses = 0

  return {
    get(key: string, compute: () => Promise<T>): Promise<T> {
      const kept = entries.get(key)
      if (kept) {
        hits++
        // a Map keeps insertion order: re-inserted, the entry becomes the most recently used
        entries.delete(key)
        entries.set(key, kept)
        return kept
      }
      misses++
      const answer = compute()
      entries.set(key, answer)
      answer.catch(() => {
        if (entries.get(key) === answer) entries.delete(key)
      })
      while (entries.size > capacity) entries.delete(entries.keys().next().value!)
      return answer
    },
    get size() {
      return entries.size
    },
    /** Hits and misses since the start, for the metrics and the benchmark. */
    stats: () => ({ hits, misses }),
  }
}

export type AnswerCache<T> = ReturnType<typeof createAnswerCache<T>>

/** An object's identity as a number, for keys: the reference lists are the same array until they change. */
export const identityOf = (() => {
  const ids = new WeakMap<object, number>()
  let next = 1
  return (value: object) => {
    let id = ids.get(value)
    if (id === undefined) {
      id = next++
      ids.set(value, id)
    }
    return id
  }
})()
