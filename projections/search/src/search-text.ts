import type { Queryable } from "@ignite/platform"

/**
 * What a person types into a search box, as the queries use it. The syntax is websearch_to_tsquery's
 * (words, "quoted phrases", -excluded, or), so people who know search engines get what they expect; on top,
 * every word also matches as a prefix ("autonom" finds "autonomous") and a word the vocabulary does not
 * know is widened by its closest known words ("autonomus" finds "autonomous").
 */
export type Clause =
  | { readonly kind: "word"; readonly word: string; readonly negated: boolean }
  | { readonly kind: "phrase"; readonly words: readonly string[]; readonly negated: boolean }
  | { readonly kind: "or" }

/** Enough for any real query; the rest of a pasted page is ignored. */
const maxClauses = 16
const maxWordLength = 40

const wordsOf = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => word.slice(0, maxWordLength))

const termOf = (words: string[], negated: boolean): Clause | undefined => {
  if (words.length === 0) return undefined
  return words.length === 1 ? { kind: "word", word: words[0]!, negated } : { kind: "phrase", words, negated }
}

/** The text's clauses: words, phrases (quoted, or hyphenated like "counter-UAS"), exclusions and ors. */
export const parseSearchText = (text: string): Clause[] => {
  const clauses: Clause[] = []
  for (const match of text.matchAll(/(-?)"([^"]*)"?|(\S+)/gu)) {
    if (clauses.length >= maxClauses) break
    const [, quotedMinus, quoted, bare] = match
    if (quoted !== undefined) {
      const clause = termOf(wordsOf(quoted), quotedMinus === "-")
      if (clause) clauses.push(clause)
      continue
    }
    if (bare === undefined) continue
    if (bare.toLowerCase() === "or") {
      clauses.push({ kind: "or" })
      continue
    }
    const negated = bare.startsWith("-")
    const clause = termOf(wordsOf(negated ? bare.slice(1) : bare), negated)
    if (clause) clauses.push(clause)
  }
  return clauses
}

/** Words worth correcting: plain words of four letters or more (not codes, not excluded words). */
export const correctableWords = (clauses: readonly Clause[]): string[] =>
  clauses.flatMap((clause) =>
    clause.kind === "word" && !clause.negated && /^[a-z]{4,}$/.test(clause.word) ? [clause.word] : [],
  )

// every lexeme is quoted, and words hold only letters and digits, so nothing typed can change the syntax
const lexeme = (word: string) => `'${word}'`

const termQuery = (clause: Exclude<Clause, { kind: "or" }>, corrections: ReadonlyMap<string, string[]>) => {
  if (clause.kind === "phrase") {
    const phrase = `(${clause.words.map(lexeme).join(" <-> ")})`
    return clause.negated ? `!${phrase}` : phrase
  }
  if (clause.negated) return `!${lexeme(clause.word)}`
  // a prefix of one or two letters matches half the dictionary: short words match whole
  const alternatives = [
    clause.word.length >= 3 ? `${lexeme(clause.word)}:*` : lexeme(clause.word),
    ...(corrections.get(clause.word) ?? []).map(lexeme),
  ]
  return alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(" | ")})`
}

/**
 * The clauses as to_tsquery text (run through the `english` configuration, so each word is stemmed like the
 * documents): terms joined by AND, or by OR where the person wrote "or"; empty when nothing is left.
 */
export const looseQuery = (clauses: readonly Clause[], corrections: ReadonlyMap<string, string[]>) => {
  let query = ""
  let joiner = " & "
  for (const clause of clauses) {
    if (clause.kind === "or") {
      if (query) joiner = " | "
      continue
    }
    const term = termQuery(clause, corrections)
    query = query ? `${query}${joiner}${term}` : term
    joiner = " & "
  }
  return query
}

/**
 * How alike (trigram similarity) a known word must be to stand in for a word the vocabulary lacks: pg_trgm's
 * own default, low enough for a short word with one letter missing ("fevr" and "fever" share 3 of 8).
 */
const similarEnough = 0.3

/**
 * For each word the vocabulary neither knows nor begins, its closest known words (at most three). A word
 * that is a known word's prefix is left alone: the prefix match already finds it.
 */
export const correctionsFor = async (
  db: Queryable,
  words: readonly string[],
): Promise<Map<string, string[]>> => {
  const corrections = new Map<string, string[]>()
  if (words.length === 0) return corrections
  const rows = await db.query<{ token: string; word: string }>(
    `select t.token, w.word
     from unnest($1::text[]) as t(token)
     cross join lateral (
       select word from search_words
       where word operator(public.%) t.token and public.similarity(word, t.token) >= $2
       order by public.similarity(word, t.token) desc, word
       limit 3
     ) as w
     where not exists (
       select 1 from search_words as known where known.word >= t.token and known.word < t.token || '{'
     )`,
    [[...new Set(words)], similarEnough],
  )
  for (const row of rows) corrections.set(row.token, [...(corrections.get(row.token) ?? []), row.word])
  return corrections
}
