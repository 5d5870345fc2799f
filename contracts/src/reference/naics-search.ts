import { type NaicsCode, naicsCodes } from "./naics-codes"

/** Lower-case runs of letters and digits: "Men’s and Boys’ Cut" → men, s, and, boys, cut. */
const wordsOf = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? []

interface Searchable {
  readonly code: NaicsCode
  /** A sector range answers to each of its codes: 31-33 to 31, 32 and 33. */
  readonly codes: readonly string[]
  readonly words: readonly string[]
}

const codesOf = (code: string) => {
  const [from, to] = code.split("-").map(Number)
  if (to === undefined || from === undefined) return [code]
  return Array.from({ length: to - from + 1 }, (_, index) => String(from + index))
}

/** Built on the first search (about 2,200 entries, a few milliseconds), never in a browser that only names. */
let index: readonly Searchable[] | undefined
const indexOf = () => {
  index ??= naicsCodes.map((code) => ({ code, codes: codesOf(code.code), words: wordsOf(code.name) }))
  return index
}

const matches = (entry: Searchable, term: string) =>
  entry.codes.some((code) => code.startsWith(term)) || entry.words.some((word) => word.startsWith(term))

/**
 * The edition's codes, in code order, that match every word of the search, case-insensitively: a number
 * matches the start of a code ("5417" finds 541713 to 541720, "33" the sector 31-33), a word the start of a
 * word of the title ("biotech" finds "Biotechnology"). No search answers the whole edition, the same object
 * each time (the gateway serializes and hashes an answer once).
 */
export const searchNaicsCodes = (search: string | undefined): readonly NaicsCode[] => {
  const terms = wordsOf(search ?? "")
  if (terms.length === 0) return naicsCodes
  return indexOf()
    .filter((entry) => terms.every((term) => matches(entry, term)))
    .map((entry) => entry.code)
}
