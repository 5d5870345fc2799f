import { termsOf } from "./match-text"

/**
 * Matchmaking's ranking, pure: one side's profile (a government user's, or a storefront's) scored against
 * the other side's documents. The same code ranks both ways; only the documents indexed differ.
 *
 * Components (each explained in the reason sentence so a person can check it):
 * - technology types both name (the strongest, most deliberate signal people give);
 * - shared words, weighted BM25-style over the indexed documents, so a rare shared term ("counter-UAS")
 *   counts far more than a common one ("sensor");
 * - NAICS codes both name;
 * - awards: a shared term in a Phase II award counts more than in a Phase I one, and a recent award more
 *   than an old one (time is passed in).
 * An in-memory inverted index (term -> documents, technology type -> documents) gives the candidates, so a
 * request reads the posting lists of the profile's terms, never every document.
 */

export type FieldKind =
  | "problem statement"
  | "line of effort"
  | "classification"
  | "capability statement"
  | "service"
  | "product"
  | "use case"
  | "award"

export interface MatchField {
  readonly kind: FieldKind
  readonly text: string
  /** Awards: "Phase I", "Phase II", ...; null elsewhere. */
  readonly phase?: string | null
  /** Awards: the award date (ISO). */
  readonly date?: string | null
}

export interface MatchDocument {
  readonly id: string
  readonly name: string
  readonly technologyTypeIds: readonly string[]
  readonly naicsCodeIds: readonly string[]
  readonly fields: readonly MatchField[]
}

/** What a user taught the ranking by marking matches not relevant: multipliers below 1 for their terms. */
export interface Learned {
  readonly terms: ReadonlyMap<string, number>
  readonly technologyTypes: ReadonlyMap<string, number>
}

export const nothingLearned: Learned = { terms: new Map(), technologyTypes: new Map() }

export interface Match {
  readonly id: string
  readonly name: string
  readonly score: number
  readonly reason: string
  /** The shared words as the reason writes them, for the UI to mark. */
  readonly terms: readonly string[]
  readonly technologyTypeIds: readonly string[]
}

export interface RankOptions {
  readonly now: Date
  readonly limit: number
  readonly technologyTypeName: (id: string) => string
  /** Documents the asker may not see, or has hidden: never candidates. */
  readonly exclude?: (id: string) => boolean
  readonly learned?: Learned
}

interface Indexed {
  readonly doc: MatchDocument
  /** term -> frequency over the document. */
  readonly tf: ReadonlyMap<string, number>
  readonly length: number
  /** term -> the fields it occurs in (indexes into doc.fields). */
  readonly where: ReadonlyMap<string, readonly number[]>
  readonly surfaces: ReadonlyMap<string, string>
  readonly hasAwards: boolean
}

const weights = { technology: 3, text: 4, naics: 0.5, award: 1 } as const
const k1 = 1.2
const b = 0.75
/** How many shared terms a reason names. */
const reasonTerms = 3
/** A compound ("counter-UAS", "beyond-visual-line") names a thing more exactly than its words alone. */
const specificity = (term: string) => (term.includes("-") ? 1.5 : 1)
/** The shared words' weight a match needs when no technology type is shared. */
const minimumText = 2

const analyse = (doc: MatchDocument): Indexed => {
  const tf = new Map<string, number>()
  const where = new Map<string, number[]>()
  const surfaces = new Map<string, string>()
  let length = 0
  doc.fields.forEach((field, i) => {
    for (const { term, surface } of termsOf(field.text)) {
      length += 1
      tf.set(term, (tf.get(term) ?? 0) + 1)
      const at = where.get(term)
      if (!at) where.set(term, [i])
      else if (at[at.length - 1] !== i) at.push(i)
      if (!surfaces.has(term)) surfaces.set(term, surface)
    }
  })
  return { doc, tf, length, where, surfaces, hasAwards: doc.fields.some((field) => field.kind === "award") }
}

const addTo = (postings: Map<string, Set<string>>, key: string, id: string) => {
  const set = postings.get(key)
  if (set) set.add(id)
  else postings.set(key, new Set([id]))
}

const removeFrom = (postings: Map<string, Set<string>>, key: string, id: string) => {
  const set = postings.get(key)
  if (!set) return
  set.delete(id)
  if (set.size === 0) postings.delete(key)
}

const phaseRank = (phase: string | null | undefined) =>
  /\bIII\b|\b3\b/i.test(phase ?? "") ? 1.2 : /\bII\b|\b2\b/i.test(phase ?? "") ? 1 : phase ? 0.5 : 0

const yearsBetween = (from: string, now: Date) =>
  Math.max(0, (now.getTime() - new Date(from).getTime()) / (365.25 * 24 * 3600 * 1000))

const list = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`

const fieldLabel = (field: MatchField) =>
  field.kind === "award" && field.phase ? `${field.phase} award` : field.kind

/** An index of one side's documents (storefronts, or government users), kept current by upsert/remove. */
export class MatchIndex {
  readonly #docs = new Map<string, Indexed>()
  readonly #terms = new Map<string, Set<string>>()
  readonly #technologyTypes = new Map<string, Set<string>>()
  #totalLength = 0

  get size() {
    return this.#docs.size
  }

  has(id: string) {
    return this.#docs.has(id)
  }

  upsert(doc: MatchDocument) {
    this.remove(doc.id)
    const indexed = analyse(doc)
    this.#docs.set(doc.id, indexed)
    this.#totalLength += indexed.length
    for (const term of indexed.tf.keys()) addTo(this.#terms, term, doc.id)
    for (const type of doc.technologyTypeIds) addTo(this.#technologyTypes, type, doc.id)
  }

  remove(id: string) {
    const old = this.#docs.get(id)
    if (!old) return
    this.#docs.delete(id)
    this.#totalLength -= old.length
    for (const term of old.tf.keys()) removeFrom(this.#terms, term, id)
    for (const type of old.doc.technologyTypeIds) removeFrom(this.#technologyTypes, type, id)
  }

  /** BM25's inverse document frequency: near 0 for a term every document has, high for a rare one. */
  idf(term: string) {
    const n = this.#docs.size
    const df = this.#terms.get(term)?.size ?? 0
    return Math.log(1 + (n - df + 0.5) / (df + 0.5))
  }

  /**
   * The indexed documents that fit `profile` best, best first. Term at a time over the posting lists of the
   * profile's terms and technology types (the documents sharing nothing are never visited); the reasons are
   * written for the returned few only.
   */
  rank(profile: MatchDocument, options: RankOptions): Match[] {
    const query = analyse(profile)
    const learned = options.learned ?? nothingLearned
    const averageLength = this.#docs.size ? this.#totalLength / this.#docs.size : 1
    const sums = new Map<string, Sums>()
    const sumsOf = (id: string, candidate: Indexed) => {
      const found = sums.get(id)
      if (found) return found
      const started = { candidate, text: 0, types: 0, award: 0 }
      sums.set(id, started)
      return started
    }
    for (const term of query.tf.keys()) {
      const postings = this.#terms.get(term)
      if (!postings) continue
      const idf = this.idf(term) * specificity(term) * (learned.terms.get(term) ?? 1)
      for (const id of postings) {
        const candidate = this.#docs.get(id)
        if (!candidate) continue
        const at = sumsOf(id, candidate)
        const f = candidate.tf.get(term) ?? 0
        at.text += (idf * (f * (k1 + 1))) / (f + k1 * (1 - b + (b * candidate.length) / averageLength))
        if (candidate.hasAwards)
          for (const i of candidate.where.get(term) ?? []) {
            const field = candidate.doc.fields[i]
            if (field?.kind === "award") at.award = Math.max(at.award, awardValue(field, options.now))
          }
      }
    }
    for (const type of profile.technologyTypeIds) {
      const weight = learned.technologyTypes.get(type) ?? 1
      for (const id of this.#technologyTypes.get(type) ?? []) {
        const candidate = this.#docs.get(id)
        if (candidate) sumsOf(id, candidate).types += weight
      }
    }
    const typeCount = profile.technologyTypeIds.length
    const ranked: Array<{ id: string; score: number; candidate: Indexed }> = []
    for (const [id, at] of sums) {
      // a shared word alone is weak evidence: it must weigh something to stand without a technology type
      if (at.types === 0 && at.text < minimumText) continue
      if (id === profile.id || options.exclude?.(id)) continue
      const naics = profile.naicsCodeIds.some((code) => at.candidate.doc.naicsCodeIds.includes(code))
      const score =
        weights.technology * (typeCount ? at.types / typeCount : 0) +
        weights.text * (at.text / (at.text + 8)) +
        weights.naics * (naics ? 1 : 0) +
        weights.award * at.award
      ranked.push({ id, score, candidate: at.candidate })
    }
    // plain comparisons only: a locale-aware compare over thousands of candidates costs more than the scoring
    return ranked
      .sort((x, y) => y.score - x.score || (x.id < y.id ? -1 : 1))
      .slice(0, options.limit)
      .map(({ candidate, score }) =>
        matchOf(
          query,
          explain(query, candidate, score, (t) => this.idf(t)),
          options,
        ),
      )
  }
}

interface Sums {
  readonly candidate: Indexed
  text: number
  types: number
  award: number
}

interface Scored {
  readonly candidate: Indexed
  readonly score: number
  readonly sharedTypes: readonly string[]
  readonly shared: ReadonlyArray<{ readonly term: string; readonly weight: number }>
  readonly naics: boolean
}

/** What a ranked document shares with the profile, for its reason. */
const explain = (
  query: Indexed,
  candidate: Indexed,
  score: number,
  idf: (term: string) => number,
): Scored => {
  const doc = candidate.doc
  const shared: Array<{ term: string; weight: number }> = []
  for (const [term, f] of query.tf)
    if (candidate.tf.has(term)) shared.push({ term, weight: idf(term) * specificity(term) * Math.min(f, 2) })
  return {
    candidate,
    score,
    sharedTypes: query.doc.technologyTypeIds.filter((type) => doc.technologyTypeIds.includes(type)),
    shared,
    naics: query.doc.naicsCodeIds.some((code) => doc.naicsCodeIds.includes(code)),
  }
}

const awardValue = (field: MatchField, now: Date) =>
  phaseRank(field.phase) * (field.date ? 1 / (1 + yearsBetween(field.date, now) / 3) : 0.5)

/**
 * The match as a person reads it: the technology types both name, then the one field of theirs that shares
 * the most weight with the profile (an award's phase and recency count) beside the profile's field that
 * shares most of those words, and the words themselves. A compound's parts are not named beside it.
 */
const matchOf = (query: Indexed, found: Scored, options: RankOptions): Match => {
  const { candidate } = found
  const fields = candidate.doc.fields
  const compounds = found.shared.filter(({ term }) => term.includes("-"))
  const named = found.shared.filter(
    ({ term }) => !compounds.some((c) => c.term !== term && c.term.split("-").includes(term)),
  )
  // a compound's parts count for the field they share (they are evidence), but are not named beside it
  const byField = new Map<number, number>()
  for (const { term, weight } of found.shared)
    for (const i of candidate.where.get(term) ?? []) {
      const field = fields[i]
      const bonus = field?.kind === "award" ? 1 + awardValue(field, options.now) : 1
      byField.set(i, (byField.get(i) ?? 0) + weight * bonus)
    }
  const [theirsAt] = [...byField.entries()].sort((x, y) => y[1] - x[1] || x[0] - y[0])[0] ?? []
  const terms =
    theirsAt === undefined
      ? []
      : named
          .filter(({ term }) => candidate.where.get(term)?.includes(theirsAt))
          .sort((x, y) => y.weight - x.weight || (x.term < y.term ? -1 : 1))
          .slice(0, reasonTerms)
  const yoursAt = mostSharedField(query, terms)
  const theirs = theirsAt === undefined ? undefined : fields[theirsAt]
  const yours = yoursAt === undefined ? undefined : query.doc.fields[yoursAt]
  const words = terms.map(({ term }) => candidate.surfaces.get(term) ?? term)
  const parts: string[] = []
  if (found.sharedTypes.length > 0) parts.push(list(found.sharedTypes.map(options.technologyTypeName)))
  if (yours && theirs && words.length > 0)
    parts.push(`your ${fieldLabel(yours)} and their ${fieldLabel(theirs)} both mention ${list(words)}`)
  if (found.naics) parts.push("a NAICS code in common")
  return {
    id: candidate.doc.id,
    name: candidate.doc.name,
    score: Math.round(found.score * 1000) / 1000,
    reason: parts.join("; "),
    terms: words,
    technologyTypeIds: found.sharedTypes,
  }
}

const mostSharedField = (query: Indexed, terms: ReadonlyArray<{ term: string }>) => {
  const counts = new Map<number, number>()
  for (const { term } of terms)
    for (const i of query.where.get(term) ?? []) counts.set(i, (counts.get(i) ?? 0) + 1)
  return [...counts.entries()].sort((x, y) => y[1] - x[1] || x[0] - y[0])[0]?.[0]
}
