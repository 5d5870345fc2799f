/**
 * The baseline's search text: what a person would type to look for their problem statement in the marketplace
 * search, mechanically. The whole statement as it stands finds nothing (the search ANDs its words), so its
 * words are OR-ed (websearch syntax, which the search box takes): the statement's text without its markup, in
 * its own order, without English stop words and words under three letters (but "5G"), each once, as many as
 * the box's 200 characters hold (so a long statement loses its last words, its closing courtesy first).
 */
const stopWords = new Set(
  `a about above after again against all am an and any are as at be because been before being below between
  both but by can could did do does doing down during each few for from further had has have having he her here
  hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now of
  off on once only or other our ours ourselves out over own same she should so some such than that the their
  theirs them themselves then there these they this those through to too under until up very was we were what
  when where which while who whom why will with would you your yours yourself yourselves`.split(/\s+/),
)

const maxLength = 200

export const statementQuery = (statementHtml: string): string => {
  const text = statementHtml
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .toLowerCase()
  const words = [
    ...new Set(
      (text.match(/[a-z0-9][a-z0-9-]*/g) ?? [])
        .map((word) => word.replace(/-+$/, ""))
        .filter((word) => !stopWords.has(word) && (word.length >= 3 || /\d/.test(word))),
    ),
  ]
  let query = ""
  for (const word of words) {
    const next = query ? `${query} or ${word}` : word
    if (next.length > maxLength) break
    query = next
  }
  return query
}
