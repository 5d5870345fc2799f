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
 * A document as the index holds it: its analysis, and where its numbers live in the index's flat arrays (its
 * slot, and its fields' first slot), which the ranking reads instead of the document itself.
 */
interface Entry extends Indexed {
  readonly slot: number
  first: number
}

const weights = { technology: 3, text: 4, naics: 0.5, award: 0.8 } as const
/** BM25's b, per field: a long field (an award's abstract) holding a word says less than a short one. */
const b = 0.5
/**
 * BM25F's document length, mild: a company of many fields (a portfolio of twenty awards) shares some word with
 * anyone, so its text evidence is divided by 1 − bDocument + bDocument × its fields / the average.
 */
const bDocument = 0.2
/** Words most fields hold ("environment", "commercial") say nothing about any one: their idf falls to 0. */
const commonness = 1
/**
 * A company's evidence is its best field, then half its second, a quarter its third: never the sum of all. Three
 * is written out in the ranking's loop (three locals, no array per candidate).
 */
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

const analyse = (doc: MatchDocument): Indexed => {
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
  return {
    doc,
    tf,
    length,
    fieldLengths,
    where,
    surfaces,
    awardPhases: doc.fields.map((field) => (field.kind === "award" ? phaseRank(field.phase) : -1)),
    awardTimes: doc.fields.map((field) => (field.date ? new Date(field.date).getTime() : Number.NaN)),
  }
}

const phaseRank = (phase: string | null | undefined) =>
  /\bIII\b|\b3\b/i.test(phase ?? "") ? 1.2 : /\bII\b|\b2\b/i.test(phase ?? "") ? 1 : phase ? 0.5 : 0

const yearsBetween = (from: number, now: number) => Math.max(0, (now - from) / (365.25 * 24 * 3600 * 1000))

const list = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`

const fieldLabel = (field: MatchField) =>
  field.kind === "award" && field.phase ? `${field.phase} award` : field.kind

/** A term's posting list: `fields[0, length)` are the field slots holding it. */
interface Posting {
  fields: Int32Array
  length: number
}

/** A typed array of at least `size` slots keeping `from`'s values: `from` itself while it is long enough, else a copy
 * at least twice as long (doubling, so growth is rare). */
const grown = <A extends Float64Array | Int32Array>(from: A, size: number): A => {
  if (from.length >= size) return from
  const to = new (from.constructor as new (length: number) => A)(Math.max(size, from.length * 2, 64))
  to.set(from)
  return to
}

/**
 * An index of one side's documents (storefronts, or government users), kept current by upsert/remove.
 *
 * What a ranking reads lives in flat typed arrays, one slot per document and one per field: at 100k storefronts
 * a ranking visits tens of thousands of them, and reading each through its objects (the document, its arrays of
 * sums and lengths, a posting's array of field codes) cost a cache miss per object, most of the ranking's time.
 * A term's posting list is packed the same way (its fields' slots) when a ranking first reads it after a change.
 */
export class MatchIndex {
  readonly #docs = new Map<string, Entry>()
  /**
   * term -> its posting list: the field slots holding it (`~slot` where only an award's abstract says it),
   * appended as documents arrive. A removed document's field slots are marked free (`#fieldDoc` -1) and skipped
   * until the next compaction writes the lists again.
   */
  readonly #postings = new Map<string, Posting>()
  readonly #technologyTypes = new Map<string, Set<Entry>>()
  #totalLength = 0
  #totalFields = 0
  /** term -> the number of indexed fields holding it. */
  readonly #fieldCounts = new Map<string, number>()
  /**
   * term -> the shortest field holding it in full and the shortest holding it only in an award's abstract: what
   * one field can gain from it at most (`#most`). Not raised when a document leaves: still a bound, if looser.
   */
  readonly #shortest = new Map<string, { full: number; abstract: number }>()
  /** The ranking under way: a document whose round differs holds nothing of it. */
  #round = 0

  // per document slot
  #slots: Array<Entry | undefined> = []
  readonly #freeSlots: number[] = []
  #docRound: Int32Array = new Int32Array(0)
  #docTypes: Float64Array = new Float64Array(0)
  #docFirst: Int32Array = new Int32Array(0)
  #docFields: Int32Array = new Int32Array(0)
  // per field slot: its document, its length, an award's phase (`phaseRank`, -1 elsewhere) and date (ms, NaN
  // without one), and the sum a ranking adds into it
  #fieldTop = 0
  #fieldsFreed = 0
  #fieldDoc: Int32Array = new Int32Array(0)
  #fieldLength: Float64Array = new Float64Array(0)
  #fieldPhase: Float64Array = new Float64Array(0)
  #fieldTime: Float64Array = new Float64Array(0)
  #fieldScore: Float64Array = new Float64Array(0)

  get size() {
    return this.#docs.size
  }

  has(id: string) {
    return this.#docs.has(id)
  }

  upsert(doc: MatchDocument) {
    this.remove(doc.id)
    const indexed = analyse(doc)
    const slot = this.#freeSlots.pop() ?? this.#slots.length
    const entry: Entry = { ...indexed, slot, first: this.#placeFields(slot, indexed) }
    this.#slots[slot] = entry
    this.#docs.set(doc.id, entry)
    this.#totalLength += entry.length
    this.#totalFields += doc.fields.length
    for (const [term, at] of entry.where) {
      this.#post(term, entry, at)
      this.#fieldCounts.set(term, (this.#fieldCounts.get(term) ?? 0) + at.length)
      let shortest = this.#shortest.get(term)
      if (!shortest) {
        shortest = { full: Number.POSITIVE_INFINITY, abstract: Number.POSITIVE_INFINITY }
        this.#shortest.set(term, shortest)
      }
      for (const code of at) {
        const length = entry.fieldLengths[fieldAt(code)] ?? 0
        if (countsIn(code) === 1) shortest.full = Math.min(shortest.full, length)
        else shortest.abstract = Math.min(shortest.abstract, length)
      }
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
    this.#slots[old.slot] = undefined
    this.#freeSlots.push(old.slot)
    this.#fieldDoc.fill(-1, old.first, old.first + old.doc.fields.length)
    this.#docFields[old.slot] = 0
    this.#fieldsFreed += old.doc.fields.length
    this.#totalLength -= old.length
    this.#totalFields -= old.doc.fields.length
    for (const [term, at] of old.where) {
      const left = (this.#fieldCounts.get(term) ?? 0) - at.length
      if (left > 0) this.#fieldCounts.set(term, left)
      else {
        this.#fieldCounts.delete(term)
        this.#postings.delete(term)
        this.#shortest.delete(term)
      }
    }
    for (const type of old.doc.technologyTypeIds) {
      const holding = this.#technologyTypes.get(type)
      holding?.delete(old)
      if (holding?.size === 0) this.#technologyTypes.delete(type)
    }
  }

  /** Gives the document in `slot` field slots at the end, compacting first when removals left many unused. */
  #placeFields(slot: number, indexed: Indexed) {
    const count = indexed.doc.fields.length
    if (this.#fieldsFreed > 1024 && this.#fieldsFreed > this.#fieldTop - this.#fieldsFreed) this.#compact()
    const first = this.#fieldTop
    this.#fieldTop += count
    this.#growFields(this.#fieldTop)
    const docs = slot + 1
    this.#docRound = grown(this.#docRound, docs)
    this.#docTypes = grown(this.#docTypes, docs)
    this.#docFirst = grown(this.#docFirst, docs)
    this.#docFields = grown(this.#docFields, docs)
    this.#docRound[slot] = 0
    this.#docFirst[slot] = first
    this.#docFields[slot] = count
    for (let i = 0; i < count; i++) {
      this.#fieldDoc[first + i] = slot
      this.#fieldLength[first + i] = indexed.fieldLengths[i] ?? 0
      this.#fieldPhase[first + i] = indexed.awardPhases[i] ?? -1
      this.#fieldTime[first + i] = indexed.awardTimes[i] ?? Number.NaN
    }
    return first
  }

  #growFields(size: number) {
    this.#fieldDoc = grown(this.#fieldDoc, size)
    this.#fieldLength = grown(this.#fieldLength, size)
    this.#fieldPhase = grown(this.#fieldPhase, size)
    this.#fieldTime = grown(this.#fieldTime, size)
    this.#fieldScore = grown(this.#fieldScore, size)
  }

  /**
   * Moves every document's fields to the front, in the order they lie (so none overwrites one not yet moved), and
   * writes the posting lists again.
   */
  #compact() {
    let next = 0
    const live = this.#slots.filter((entry): entry is Entry => entry !== undefined)
    for (const entry of live.sort((x, y) => x.first - y.first)) {
      const count = this.#docFields[entry.slot] ?? 0
      this.#fieldDoc.copyWithin(next, entry.first, entry.first + count)
      this.#fieldLength.copyWithin(next, entry.first, entry.first + count)
      this.#fieldPhase.copyWithin(next, entry.first, entry.first + count)
      this.#fieldTime.copyWithin(next, entry.first, entry.first + count)
      entry.first = next
      this.#docFirst[entry.slot] = next
      next += count
    }
    this.#fieldTop = next
    this.#fieldsFreed = 0
    this.#postings.clear()
    for (const entry of this.#slots)
      if (entry) for (const [term, at] of entry.where) this.#post(term, entry, at)
  }

  /** Appends the entry's fields holding `term` (its `where` codes) to the term's posting list. */
  #post(term: string, entry: Entry, codes: readonly number[]) {
    let posting = this.#postings.get(term)
    if (!posting) {
      posting = { fields: new Int32Array(4), length: 0 }
      this.#postings.set(term, posting)
    }
    posting.fields = grown(posting.fields, posting.length + codes.length)
    for (const code of codes) {
      const field = entry.first + fieldAt(code)
      posting.fields[posting.length++] = countsIn(code) === 1 ? field : ~field
    }
  }

  /** BM25's inverse document frequency: near 0 for a term every document has, high for a rare one. */
  idf(term: string) {
    const n = this.#totalFields
    const df = this.#fieldCounts.get(term) ?? 0
    return Math.log(1 + (n - df + 0.5) / (df + 0.5)) * (n ? Math.max(0, 1 - df / n) ** commonness : 1)
  }

  /** The most one field can gain from `term` at `weight` (the sums `rank` adds, for the shortest fields holding it). */
  #most(term: string, weight: number, averageFieldLength: number) {
    const shortest = this.#shortest.get(term)
    if (!shortest) return 0
    const gain = (length: number, counts: number) =>
      Number.isFinite(length) ? counts / (1 - b + (b * length) / averageFieldLength) : 0
    return weight * Math.max(gain(shortest.full, 1), gain(shortest.abstract, abstractWeight))
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
    const averageFields = this.#docs.size ? this.#totalFields / this.#docs.size : 1
    const round = ++this.#round
    const docRound = this.#docRound
    const docTypes = this.#docTypes
    const docFirst = this.#docFirst
    const docFields = this.#docFields
    const fieldDoc = this.#fieldDoc
    const fieldLength = this.#fieldLength
    const fieldScore = this.#fieldScore
    /** The candidates' slots, each once. */
    const touched: number[] = []
    const touch = (slot: number) => {
      docRound[slot] = round
      docTypes[slot] = 0
      const first = docFirst[slot] ?? 0
      fieldScore.fill(0, first, first + (docFields[slot] ?? 0))
      touched.push(slot)
    }
    for (const type of profile.technologyTypeIds) {
      const weight = learned.technologyTypes.get(type) ?? 1
      for (const entry of this.#technologyTypes.get(type) ?? []) {
        if (docRound[entry.slot] !== round) touch(entry.slot)
        docTypes[entry.slot] = (docTypes[entry.slot] ?? 0) + weight
      }
    }
    const asked = askedTerms(query, profile)
    const terms: Array<{ weight: number; most: number; posting: Posting }> = []
    for (const [term, { weight: askedWeight }] of asked) {
      const posting = this.#postings.get(term)
      if (!posting) continue
      const weight = this.idf(term) * specificity(term) * (learned.terms.get(term) ?? 1) * askedWeight
      if (weight > 0) terms.push({ weight, most: this.#most(term, weight, averageFieldLength), posting })
    }
    // The weakest terms together cannot give a document the text a match needs without a technology type
    // (`minimumText`, after its best fields' decay and its length): they only add to the documents the types and
    // the other terms found, and their long posting lists (the sentences most abstracts share) admit no one.
    // The same answers as summing every posting list, for a fraction of the work.
    terms.sort((x, y) => x.most - y.most)
    const mostText = (1 - fieldDecay ** bestFields) / (1 - fieldDecay)
    const room = (minimumText * (1 - bDocument + bDocument / averageFields)) / mostText
    let weak = 0
    for (let sum = 0; weak < terms.length && sum + (terms[weak]?.most ?? 0) < room; weak++)
      sum += terms[weak]?.most ?? 0
    for (let t = terms.length - 1; t >= 0; t--) {
      const { weight, posting } = terms[t] as (typeof terms)[number]
      const admits = t >= weak
      const fields = posting.fields
      for (let k = 0; k < posting.length; k++) {
        let field = fields[k] as number
        let counts = 1
        if (field < 0) {
          field = ~field
          counts = abstractWeight
        }
        const slot = fieldDoc[field] as number
        if (slot < 0) continue
        if (docRound[slot] !== round) {
          if (!admits) continue
          touch(slot)
        }
        fieldScore[field] =
          (fieldScore[field] as number) +
          (weight * counts) / (1 - b + (b * (fieldLength[field] as number)) / averageFieldLength)
      }
    }
    const typeCount = profile.technologyTypeIds.length
    const nowMs = options.now.getTime()
    const slots = this.#slots
    // the best `limit` so far, best first: one pass over the candidates, no sort of them all
    const best: Array<{ score: number; entry: Entry }> = []
    // compared by value: an object per candidate only to compare it would be garbage by the thousand
    const beats = (score: number, id: string, other: { score: number; entry: Entry }) =>
      score > other.score || (score === other.score && id < other.entry.doc.id)
    const fieldPhase = this.#fieldPhase
    const fieldTime = this.#fieldTime
    const naicsAsked = profile.naicsCodeIds.length > 0
    // Tens of thousands of candidates: each read from the flat arrays only, its document (a cache miss) read
    // once it could enter the best few with a NAICS code in common.
    for (const slot of touched) {
      const first = docFirst[slot] as number
      const end = first + (docFields[slot] as number)
      // the best three fields' sums (`bestFields`), in order, and the best award's value
      let top0 = 0
      let top1 = 0
      let top2 = 0
      let award = 0
      for (let field = first; field < end; field++) {
        const sum = fieldScore[field] as number
        if (sum <= 0) continue
        if (sum > top0) {
          top2 = top1
          top1 = top0
          top0 = sum
        } else if (sum > top1) {
          top2 = top1
          top1 = sum
        } else if (sum > top2) top2 = sum
        const phase = fieldPhase[field] as number
        if (phase >= 0) {
          const value = awardValueOf(phase, fieldTime[field] as number, nowMs) * (sum / (sum + awardEvidence))
          if (value > award) award = value
        }
      }
      const fieldsText = top0 + top1 * fieldDecay + top2 * fieldDecay ** 2
      const text = fieldsText / (1 - bDocument + (bDocument * (end - first)) / averageFields)
      const types = docTypes[slot] as number
      // a shared word alone is weak evidence: it must weigh something to stand without a technology type
      if (types === 0 && text < minimumText) continue
      const evidence =
        weights.technology * (typeCount ? types / typeCount : 0) + weights.text * (text / (text + textHalf))
      const last = best[best.length - 1]
      const full = best.length >= options.limit
      if (
        full &&
        last !== undefined &&
        evidence + (naicsAsked ? weights.naics : 0) + weights.award * award < last.score
      )
        continue
      const entry = slots[slot] as Entry
      const naics = naicsAsked && profile.naicsCodeIds.some((code) => entry.doc.naicsCodeIds.includes(code))
      const score = evidence + weights.naics * (naics ? 1 : 0) + weights.award * award
      const id = entry.doc.id
      if (full && (last === undefined || !beats(score, id, last))) continue
      if (id === profile.id || options.exclude?.(id)) continue
      let at = best.length
      while (at > 0 && beats(score, id, best[at - 1] as (typeof best)[number])) at--
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
