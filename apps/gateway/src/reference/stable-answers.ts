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

/** `stableAnswers` over a list that events replace: a fresh set of answers for each new list object. */
export const stableAnswersPerList = <L extends object, Q, A>(answer: (list: L, query: Q) => A) => {
  const perList = new WeakMap<L, (query: Q) => A>()
  return (list: L, query: Q): A => {
    let answers = perList.get(list)
    if (!answers) {
      answers = stableAnswers((q: Q) => answer(list, q))
      perList.set(list, answers)
    }
    return answers(query)
  }
}
