/**
 * The same answer object for the same query, so the gateway serializes and hashes it once (http/etag.ts keys
 * its cache by object). Queries are few (a page, a search) and answers small; the oldest goes past `limit`.
 */
export const stableAnswers = <Q, A>(answer: (query: Q) => A, limit = 256) => {
  const answers = new Map<string, A>()
  return (query: Q): A => {
    const key = JSON.stringify(query ?? {})
    const cached = answers.get(key)
    if (cached !== undefined) return cached
    if (answers.size >= limit) answers.delete(answers.keys().next().value as string)
    const fresh = answer(query)
    answers.set(key, fresh)
    return fresh
  }
}
