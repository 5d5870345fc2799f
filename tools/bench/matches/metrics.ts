/**
 * Ranking quality against graded judgments (issue 24's relevance set). `ranked` is a ranking's answer in
 * rank order (listing ids); `grades` the judged ones (absent: not relevant, grade 0).
 */
export type Grades = ReadonlyMap<string, number>

/** The share of the first k places that hold a relevant item (grade ≥ 1); empty places count as misses. */
export const precisionAt = (k: number, ranked: readonly string[], grades: Grades): number => {
  if (k < 1) throw new RangeError("k must be ≥ 1")
  const hits = ranked.slice(0, k).filter((id) => (grades.get(id) ?? 0) > 0).length
  return hits / k
}

/** Σ (2^grade − 1) / log2(rank + 1) over the first k places (Järvelin and Kekäläinen, the exponential gain). */
const dcg = (gains: readonly number[]) =>
  gains.reduce((sum, grade, i) => sum + (2 ** grade - 1) / Math.log2(i + 2), 0)

/**
 * Normalized discounted cumulative gain at k: the ranking's DCG over the best possible order of the judged
 * items' DCG, so 1 is a perfect ranking. An item listed twice counts once (at its first place). 0 when
 * nothing is judged relevant.
 */
export const ndcgAt = (k: number, ranked: readonly string[], grades: Grades): number => {
  if (k < 1) throw new RangeError("k must be ≥ 1")
  const ideal = dcg(
    [...grades.values()]
      .filter((grade) => grade > 0)
      .sort((a, b) => b - a)
      .slice(0, k),
  )
  if (ideal === 0) return 0
  const seen = new Set<string>()
  const gains = ranked.slice(0, k).map((id) => {
    if (seen.has(id)) return 0
    seen.add(id)
    return grades.get(id) ?? 0
  })
  return dcg(gains) / ideal
}

/** The mean of a list, 0 for none. */
export const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length
