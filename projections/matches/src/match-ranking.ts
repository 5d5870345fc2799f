import { termsOf } from "./match-text"
import { technologyTerms } from "./technology-vocabulary"

/**
 * Matchmaking's ranking, pure: one side's profile (a government user's, or a storefront's) scored against
 * the other side's documents. The same code ranks both ways; only the documents indexed differ.
 *
 * Components (each explained in the reason sentence so a person can check it):
 * - technology types both name (the strongest, most deliberate signal people give);
 * - shared words, weighted by their idf over the indexed fields, so a rare shared term ("counter-UAS")
 *   counts far more than a common one ("sensor") and a word most fields hold counts nothing, and by the
 *   length of the field holding them; a document's evidence is its best few fields, not the sum of all;
 *   a word an award's title says counts in full, one only its abstract says (among the sentences most
 *   abstracts share) counts less; two words written together are also a phrase, keyed as their compound
 *   ("small satellites" meets "small-satellite"), so a shared phrase counts beyond its two words;
 * - NAICS codes both name;
 * - awards: a shared term in a Phase II award counts more than in a Phase I one, and a recent award more
 *   than an old one (time is passed in), as far as the award shares real evidence.
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
  /**
   * Awards: the award's title, apart from its abstract (`text`). The title says what the award is about; an
   * abstract repeats it among sentences most abstracts share, so the abstract's own words count less.
   */
  readonly title?: string | null
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
  /** The number of terms in each field (indexes as doc.fields). */
  readonly fieldLengths: readonly number[]
  /**
   * term -> the fields it occurs in (indexes into doc.fields), plus a half where the field holds it only in
   * an award's abstract (`fieldAt`, `countsIn`): one array per term keeps the scoring loop to one lookup.
   */
  readonly where: ReadonlyMap<string, readonly number[]>
  readonly surfaces: ReadonlyMap<string, string>
  /**
   * Each field's award phase (`phaseRank`), -1 where the field is no award, and its date in ms (NaN without
   * one): read per candidate, so parsed once here, not per ranking.
   */
  readonly awardPhases: readonly number[]
  readonly awardTimes: readonly number[]
}

/**
 * A document as the index holds it: its analysis, and the scratch one ranking writes its sums into. A ranking
 * visits thousands of candidates; a map of sums and an array per candidate cost more than the scoring itself
 * (allocation, then collection), so each document carries its own, valid while `round` is the ranking's.
 */
interface Entry extends Indexed {
  round: number
  readonly scores: number[]
  types: number
}

const weights = { technology: 3, text: 4, naics: 0.5, award: 1 } as const
/** BM25's b, per field: a long field (an award's abstract) holding a word says less than a short one. */
const b = 0.5
/**
 * BM25F's document length, mild: a company of many fields (a portfolio of twenty awards) shares some word with
 * anyone, so its text evidence is divided by 1 − bDocument + bDocument × its fields / the average.
 */
const bDocument = 0.2
/** Words most fields hold ("environment", "commercial") say nothing about any one: their idf falls to 0. */
const commonness = 1
/** A company's evidence is its best field, then half its second, a quarter its third: never the sum of all. */
const bestFields = 3
const fieldDecay = 0.5
/** An award's phase and recency count in full only when the award shares real evidence (this much weight). */
const awardEvidence = 2
/** A word only a profile's classification (a role's name) says is not a need: its weight. */
const classificationWeight = 0.25
/** A word of one of the profile's technology types that the profile does not write itself counts this much. */
const expansionWeight = 0.5
/** A technology type the profile ticks but whose words it never writes: its words count this much more. */
const unspokenType = 0.5
/** A word the profile says in one field only (and no technology type of theirs names) counts this much. */
const saidOnce = 0.5
/** A word only an award's abstract says (not its title) counts this much. */
const abstractWeight = 0.4
/** How many shared terms a reason names. */
const reasonTerms = 3
/** A compound ("counter-UAS", "beyond-visual-line") names a thing more exactly than its words alone. */
const specificity = (term: string) => (term.includes("-") ? 1.5 : 1)
/** The shared words' weight (best fields) a match needs when no technology type is shared. */
const minimumText = 2
/** How the text evidence saturates: text / (text + textHalf) reaches half its weight at textHalf. */
const textHalf = 8

/** A `where` entry's field index. */
const fieldAt = (code: number) => Math.trunc(code)
/** How much a `where` entry counts: in full, or `abstractWeight` where only an award's abstract says it. */
const countsIn = (code: number) => (code === Math.trunc(code) ? 1 : abstractWeight)

const analyse = (doc: MatchDocument): Entry => {
  const tf = new Map<string, number>()
  const where = new Map<string, number[]>()
  const surfaces = new Map<string, string>()
  let length = 0
  const fieldLengths = doc.fields.map(() => 0)
  doc.fields.forEach((field, i) => {
    const parts = [
      { text: field.title ?? "", zone: 1 },
      { text: field.text, zone: field.kind === "award" && field.title ? abstractWeight : 1 },
    ]
    for (const { text, zone } of parts)
      for (const { term, surface } of termsOf(text, field.kind !== "classification")) {
        length += 1
        fieldLengths[i] = (fieldLengths[i] ?? 0) + 1
        tf.set(term, (tf.get(term) ?? 0) + 1)
        const code = zone === 1 ? i : i + 0.5
        const at = where.get(term)
        if (!at) where.set(term, [code])
        else if (fieldAt(at[at.length - 1] ?? -1) !== i) at.push(code)
        else if (zone === 1) at[at.length - 1] = i
        if (!surfaces.has(term)) surfaces.set(term, surface)
      }
  })
  // the ranking's scratch written out here, not spread in: an entry built by a spread ranked about 1.5× slower
  return {
    doc,
    tf,
    length,
    fieldLengths,
    where,
    surfaces,
    awardPhases: doc.fields.map((field) => (field.kind === "award" ? phaseRank(field.phase) : -1)),
    awardTimes: doc.fields.map((field) => (field.date ? new Date(field.date).getTime() : Number.NaN)),
    round: 0,
    scores: fieldLengths.map(() => 0),
    types: 0,
  }
}

const phaseRank = (phase: string | null | undefined) =>
  /\bIII\b|\b3\b/i.test(phase ?? "") ? 1.2 : /\bII\b|\b2\b/i.test(phase ?? "") ? 1 : phase ? 0.5 : 0

const yearsBetween = (from: number, now: number) => Math.max(0, (now - from) / (365.25 * 24 * 3600 * 1000))

const list = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`

const fieldLabel = (field: MatchField) =>
  field.kind === "award" && field.phase ? `${field.phase} award` : field.kind

/** An index of one side's documents (storefronts, or government users), kept current by upsert/remove. */
export class MatchIndex {
  readonly #docs = new Map<string, Entry>()
  /** term -> the documents holding it, each with where (its `Indexed.where` codes for the term). */
  readonly #terms = new Map<string, Map<Entry, readonly number[]>>()
  readonly #technologyTypes = new Map<string, Set<Entry>>()
  #totalLength = 0
  #totalFields = 0
  /** term -> the number of indexed fields holding it. */
  readonly #fieldCounts = new Map<string, number>()
  /** The ranking under way: an entry whose `round` differs holds nothing of it. */
  #round = 0

  get size() {
    return this.#docs.size
  }

  has(id: string) {
    return this.#docs.has(id)
  }

  upsert(doc: MatchDocument) {
    this.remove(doc.id)
    const entry = analyse(doc)
    this.#docs.set(doc.id, entry)
    this.#totalLength += entry.length
    this.#totalFields += doc.fields.length
    for (const [term, at] of entry.where) {
      const postings = this.#terms.get(term)
      if (postings) postings.set(entry, at)
      else this.#terms.set(term, new Map([[entry, at]]))
      this.#fieldCounts.set(term, (this.#fieldCounts.get(term) ?? 0) + at.length)
    }
    for (const type of doc.technologyTypeIds) {
      const holding = this.#technologyTypes.get(type)
      if (holding) holding.add(entry)
      else this.#technologyTypes.set(type, new Set([entry]))
    }
  }

  remove(id: string) {
    const old = this.#docs.get(id)
    if (!old) return
    this.#docs.delete(id)
    this.#totalLength -= old.length
    this.#totalFields -= old.doc.fields.length
    for (const [term, at] of old.where) {
      const postings = this.#terms.get(term)
      postings?.delete(old)
      if (postings?.size === 0) this.#terms.delete(term)
      const left = (this.#fieldCounts.get(term) ?? 0) - at.length
      if (left > 0) this.#fieldCounts.set(term, left)
      else this.#fieldCounts.delete(term)
    }
    for (const type of old.doc.technologyTypeIds) {
      const holding = this.#technologyTypes.get(type)
      holding?.delete(old)
      if (holding?.size === 0) this.#technologyTypes.delete(type)
    }
  }

  /** BM25's inverse document frequency: near 0 for a term every document has, high for a rare one. */
  idf(term: string) {
    const n = this.#totalFields
    const df = this.#fieldCounts.get(term) ?? 0
    return Math.log(1 + (n - df + 0.5) / (df + 0.5)) * (n ? Math.max(0, 1 - df / n) ** commonness : 1)
  }

  /**
   * The indexed documents that fit `profile` best, best first. Term at a time over the posting lists of the
   * profile's terms and technology types (the documents sharing nothing are never visited); the reasons are
   * written for the returned few only.
   */
  rank(profile: MatchDocument, options: RankOptions): Match[] {
    const query = analyse(profile)
    const learned = options.learned ?? nothingLearned
    const averageFieldLength = this.#totalFields ? this.#totalLength / this.#totalFields : 1
    const round = ++this.#round
    const touched: Entry[] = []
    const touch = (entry: Entry) => {
      if (entry.round === round) return
      entry.round = round
      const scores = entry.scores
      for (let i = 0; i < scores.length; i++) scores[i] = 0
      entry.types = 0
      touched.push(entry)
    }
    const asked = askedTerms(query, profile)
    for (const [term, { weight: askedWeight }] of asked) {
      const postings = this.#terms.get(term)
      if (!postings) continue
      const weight = this.idf(term) * specificity(term) * (learned.terms.get(term) ?? 1) * askedWeight
      if (weight <= 0) continue
      // forEach over the map: its codes come with the entry, no lookup and no pair allocated per posting
      postings.forEach((codes, entry) => {
        touch(entry)
        for (const code of codes) {
          const i = fieldAt(code)
          entry.scores[i] =
            (entry.scores[i] ?? 0) +
            (weight * countsIn(code)) / (1 - b + (b * (entry.fieldLengths[i] ?? 0)) / averageFieldLength)
        }
      })
    }
    for (const type of profile.technologyTypeIds) {
      const weight = learned.technologyTypes.get(type) ?? 1
      for (const entry of this.#technologyTypes.get(type) ?? []) {
        touch(entry)
        entry.types += weight
      }
    }
    const typeCount = profile.technologyTypeIds.length
    const nowMs = options.now.getTime()
    const averageFields = this.#docs.size ? this.#totalFields / this.#docs.size : 1
    // the best `limit` so far, best first: one pass over the candidates, no sort of them all
    const best: Array<{ score: number; entry: Entry }> = []
    // compared by value: an object per candidate only to compare it would be garbage by the thousand
    const beats = (score: number, entry: Entry, other: { score: number; entry: Entry }) =>
      score > other.score || (score === other.score && entry.doc.id < other.entry.doc.id)
    for (const entry of touched) {
      const { text: fieldsText, award } = evidence(entry, nowMs)
      const text = fieldsText / (1 - bDocument + (bDocument * entry.doc.fields.length) / averageFields)
      // a shared word alone is weak evidence: it must weigh something to stand without a technology type
      if (entry.types === 0 && text < minimumText) continue
      const id = entry.doc.id
      if (id === profile.id || options.exclude?.(id)) continue
      const naics = profile.naicsCodeIds.some((code) => entry.doc.naicsCodeIds.includes(code))
      const score =
        weights.technology * (typeCount ? entry.types / typeCount : 0) +
        weights.text * (text / (text + textHalf)) +
        weights.naics * (naics ? 1 : 0) +
        weights.award * award
      const last = best[best.length - 1]
      if (best.length >= options.limit && (last === undefined || !beats(score, entry, last))) continue
      let at = best.length
      while (at > 0 && beats(score, entry, best[at - 1] as (typeof best)[number])) at--
      best.splice(at, 0, { score, entry })
      if (best.length > options.limit) best.pop()
    }
    return best.map(({ entry, score }) =>
      matchOf(
        query,
        explain(query, asked, entry, score, (t) => this.idf(t)),
        options,
      ),
    )
  }
}

/** How much a profile asks for a term, and the technology type of theirs that asks for it when they did not write it. */
interface Asked {
  readonly weight: number
  readonly type?: string
}

/**
 * The terms a profile asks for: its own words (`askedFor`; a word said in one field only, and in no technology
 * type of theirs, at `saidOnce`), then the words of its technology types it did not write itself
 * (`technologyTerms`), at `expansionWeight`, each with the type that names it.
 */
const askedTerms = (query: Indexed, profile: MatchDocument) => {
  const asked = new Map<string, Asked>()
  const typeOf = new Map<string, string>()
  // a type whose words the profile writes somewhere is a need it spells out; one only ticked asks for less
  const spoken = new Set(
    profile.technologyTypeIds.filter((type) => technologyTerms(type).some((term) => query.tf.has(term))),
  )
  for (const type of profile.technologyTypeIds)
    for (const term of technologyTerms(type)) if (!typeOf.has(term)) typeOf.set(term, type)
  for (const term of query.tf.keys()) {
    const fields = new Set(query.where.get(term)?.map(fieldAt)).size
    const repeated = fields > 1 || typeOf.has(term)
    asked.set(term, { weight: askedFor(query, term) * (repeated ? 1 : saidOnce) })
  }
  for (const [term, type] of typeOf)
    if (!asked.has(term))
      asked.set(term, { weight: expansionWeight * (spoken.has(type) ? 1 : unspokenType), type })
  return asked
}

/** A word only the profile's classification (a role's name, "Program Leadership") says is not a need. */
const askedFor = (query: Indexed, term: string) =>
  query.where.get(term)?.some((code) => query.doc.fields[fieldAt(code)]?.kind !== "classification")
    ? 1
    : classificationWeight

const top = new Array<number>(bestFields).fill(0)

/** A candidate's text evidence (its best fields, decaying) and its best award's value, from its sums. */
const evidence = (entry: Entry, now: number) => {
  const scores = entry.scores
  // the best `bestFields` scores, kept in order by insertion (a document has a handful of fields), in one
  // array for every candidate: the ranking allocates nothing per candidate
  top.fill(0)
  let award = 0
  for (let i = 0; i < scores.length; i++) {
    const score = scores[i] ?? 0
    if (score <= 0) continue
    let k = bestFields
    while (k > 0 && score > (top[k - 1] ?? 0)) {
      if (k < bestFields) top[k] = top[k - 1] ?? 0
      k--
    }
    if (k < bestFields) top[k] = score
    const phase = entry.awardPhases[i] ?? -1
    if (phase >= 0)
      award = Math.max(
        award,
        awardValueOf(phase, entry.awardTimes[i] ?? Number.NaN, now) * (score / (score + awardEvidence)),
      )
  }
  let text = 0
  for (let k = 0; k < bestFields; k++) text += (top[k] ?? 0) * fieldDecay ** k
  return { text, award }
}

interface Shared {
  readonly term: string
  readonly weight: number
  /** A word of this technology type of the profile's, which the profile did not write itself. */
  readonly type?: string
}

interface Scored {
  readonly candidate: Indexed
  readonly score: number
  readonly sharedTypes: readonly string[]
  readonly shared: readonly Shared[]
  readonly naics: boolean
}

/** What a ranked document shares with the profile, for its reason. */
const explain = (
  query: Indexed,
  asked: ReadonlyMap<string, Asked>,
  candidate: Indexed,
  score: number,
  idf: (term: string) => number,
): Scored => {
  const doc = candidate.doc
  const shared: Shared[] = []
  for (const [term, { weight: askedWeight, type }] of asked) {
    if (!candidate.tf.has(term)) continue
    // the same weight the score used: a word every field holds, or only a role's name, is named last or not at all
    const weight = idf(term) * specificity(term) * askedWeight * Math.min(query.tf.get(term) ?? 1, 2)
    if (weight > 0) shared.push(type === undefined ? { term, weight } : { term, weight, type })
  }
  return {
    candidate,
    score,
    sharedTypes: query.doc.technologyTypeIds.filter((type) => doc.technologyTypeIds.includes(type)),
    shared,
    naics: query.doc.naicsCodeIds.some((code) => doc.naicsCodeIds.includes(code)),
  }
}

/** An award's value: its phase, and a third less for every three years of age (half without a date). */
const awardValueOf = (phase: number, time: number, now: number) =>
  phase * (Number.isNaN(time) ? 0.5 : 1 / (1 + yearsBetween(time, now) / 3))

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
  const now = options.now.getTime()
  const byField = new Map<number, number>()
  for (const { term, weight } of found.shared) {
    for (const code of candidate.where.get(term) ?? []) {
      const i = fieldAt(code)
      const phase = candidate.awardPhases[i] ?? -1
      const bonus = phase >= 0 ? 1 + awardValueOf(phase, candidate.awardTimes[i] ?? Number.NaN, now) : 1
      byField.set(i, (byField.get(i) ?? 0) + weight * bonus * countsIn(code))
    }
  }
  const [theirsAt] = [...byField.entries()].sort((x, y) => y[1] - x[1] || x[0] - y[0])[0] ?? []
  const terms =
    theirsAt === undefined
      ? []
      : named
          .filter(({ term }) => candidate.where.get(term)?.some((code) => fieldAt(code) === theirsAt))
          .sort((x, y) => y.weight - x.weight || (x.term < y.term ? -1 : 1))
          .slice(0, reasonTerms)
  const own = terms.filter(({ type }) => type === undefined)
  // a type both name is already said first
  const typeWords = terms.filter(({ type }) => type !== undefined && !found.sharedTypes.includes(type))
  const yoursAt = mostSharedField(query, own)
  const theirs = theirsAt === undefined ? undefined : fields[theirsAt]
  const yours = yoursAt === undefined ? undefined : query.doc.fields[yoursAt]
  const surface = ({ term }: Shared) => candidate.surfaces.get(term) ?? term
  const parts: string[] = []
  if (found.sharedTypes.length > 0) parts.push(list(found.sharedTypes.map(options.technologyTypeName)))
  if (yours && theirs && own.length > 0)
    parts.push(
      `your ${fieldLabel(yours)} and their ${fieldLabel(theirs)} both mention ${list(own.map(surface))}`,
    )
  if (theirs && typeWords.length > 0) {
    // words the profile did not write: the sentence names the technology type of theirs that asks for them
    const types = [...new Set(typeWords.map(({ type }) => type as string))].map(options.technologyTypeName)
    parts.push(`their ${fieldLabel(theirs)} is ${list(types)} work: ${list(typeWords.map(surface))}`)
  }
  const words = [...own, ...typeWords].map(surface)
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
    for (const code of query.where.get(term) ?? [])
      counts.set(fieldAt(code), (counts.get(fieldAt(code)) ?? 0) + 1)
  return [...counts.entries()].sort((x, y) => y[1] - x[1] || x[0] - y[0])[0]?.[0]
}
