/**
 * Words as matchmaking compares them: lower case, a light stem (plurals and common endings), stop words and
 * words every proposal says ("system", "prototype", "testing") dropped: a reason naming them would convince
 * no one. A hyphenated compound ("counter-UAS") is kept whole beside its parts, so a profile and a
 * storefront that share the compound share a rarer term than either part. Each term remembers the first way
 * it was written, for the reason sentence and the marks.
 */
const stopWords = new Set(
  `a about above after all also an and any are as at be been being both but by can could did do does for from
  had has have how i if in into is it its may more most must no not of on or our out over per same shall should
  so some such than that the their them then there these they this those through to under up us very was we
  were what when where which while who will with within would you your new use used using based provide
  provides providing including include includes need needs support supports able well work working year years
  system systems develop developed developing development technology technologies solution solutions capability
  capabilities company program project phase sbir sttr proposal proposed approach innovative without data
  cost costs path paths prototype prototypes team teams test tests testing tested platform platforms
  performance high low time real current enable enables improve improved design designs model models method
  methods technique techniques effort efforts task tasks result results key novel state art level levels
  each other into via across among like make makes made get one two three first second many much ready
  relevant environment environments partner partners transition transitions requirement requirements limited
  feasibility representative anticipated benefit benefits leverage leverages innovation innovations establish
  establishes validate validates inform informs reduce reduces lower shorten lifecycle characterized ii iii iv`
    .split(/\s+/)
    .filter(Boolean),
)

/**
 * A light stem: enough to meet "sensors"/"sensor", "detecting"/"detection", "satellites"/"satellite" and
 * "coatings"/"coating", not a linguist's stemmer. A plural goes first, then one ending, then a final "e"
 * ("manufacture", "manufactured" and "manufacturing" all become "manufactur").
 */
export const stem = (word: string): string => {
  const known = stems.get(word)
  if (known !== undefined) return known
  const stemmed = stemOf(word)
  // a corpus's words are few (tens of thousands); a flood of new ones (numbers, codes) starts the memory again
  if (stems.size >= 100_000) stems.clear()
  stems.set(word, stemmed)
  return stemmed
}

/** Each word's stem, found once: indexing 100k storefronts stems millions of words from a small vocabulary. */
const stems = new Map<string, string>()

// functions at module level, not closures made per call: the dev and production runs (tsx) name each closure
// as it is made, which cost more than the stemming itself
const cut = (w: string, suffix: string, replacement = "") =>
  w.endsWith(suffix) && w.length - suffix.length >= 4 ? w.slice(0, -suffix.length) + replacement : undefined

const stemOf = (word: string): string => {
  if (word.length <= 4 || /\d/.test(word) || word.endsWith("ss") || word.endsWith("us")) return word
  let w = word
  w = cut(w, "ies", "y") ?? (/(?:ss|x|z|ch|sh)es$/.test(w) ? cut(w, "es") : undefined) ?? cut(w, "s") ?? w
  w = cut(w, "ing") ?? cut(w, "tion", "t") ?? cut(w, "ed") ?? cut(w, "ly") ?? w
  return w.length > 4 && w.endsWith("e") ? w.slice(0, -1) : w
}

export interface Term {
  /** The comparable form. */
  readonly term: string
  /** As first written. */
  readonly surface: string
}

const wordPattern = /[\p{L}\p{N}]+(?:[-/][\p{L}\p{N}]+)*/gu

const isWord = (part: string) =>
  part.length >= 2 && !stopWords.has(part) && !stopWords.has(stem(part)) && !/^\d+$/.test(part)

/**
 * The terms of a text, in order, with repeats (their count is the term frequency). Two words written next to
 * each other (no stop word or punctuation between) also make a phrase, keyed as the compound of the same words
 * ("small satellites" and "small-satellite" are both "small-satellit"), so a shared phrase weighs more than
 * its two words apart. `phrases: false` for a role's name ("Contracting Officer"): its words say who the
 * person is, not what they need, and weigh little; the role's name as a phrase would weigh more.
 */
export const termsOf = (text: string, phrases = true): Term[] => {
  const terms: Term[] = []
  let previous: { term: string; surface: string; end: number } | undefined
  for (const match of text.matchAll(wordPattern)) {
    const surface = match[0]
    const lower = surface.toLowerCase()
    const compound = lower.includes("-") || lower.includes("/")
    const parts = compound ? lower.split(/[-/]/) : [lower]
    const surfaces = compound ? surface.split(/[-/]/) : [surface]
    if (parts.length > 1) terms.push({ term: parts.map(stem).join("-"), surface })
    const adjacent = phrases && previous && /^\s+$/.test(text.slice(previous.end, match.index))
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i] as string
      if (!isWord(part)) continue
      const term = stem(part)
      const partSurface = parts.length > 1 ? (surfaces[i] ?? part) : surface
      terms.push({ term, surface: partSurface })
      if (phrases && parts.length === 1 && previous && adjacent)
        terms.push({ term: `${previous.term}-${term}`, surface: `${previous.surface} ${partSurface}` })
    }
    // a compound is a term of its own: it makes no phrase with its neighbours
    previous =
      parts.length === 1 && isWord(lower)
        ? { term: stem(lower), surface, end: match.index + surface.length }
        : undefined
  }
  return terms
}
