import type { CompiledFilters } from "./search-filters"
import type { ListingSearchRequest } from "./search-request"

/** How much a company's name resembling the whole query counts (trigram word similarity, 0 to 1). */
const nameWeight = 0.3
/** ts_rank's weights {D, C, B, A}: the company's own words (name, tag line and identifiers, statement)... */
const ownWords = "'{0, 0.2, 0.4, 1.0}'"
/** ...and what its offers and awards say, ranked apart. */
const relatedWords = "'{1, 0, 0, 0}'"
/**
 * What the offers and awards say counts at most this much: a company with fifty awards that each mention
 * "machine learning" in passing must not outrank the one whose statement is about it, and a company whose
 * own words do not match at all is still ranked among those it is found with.
 */
const relatedCap = 0.1

/**
 * A listing's score for the texts searched: for its own text, ts_rank of the widened query plus ts_rank of
 * the exact words (so exact words beat prefixes and corrections) plus the name's likeness to the query,
 * plus a capped rank of what its offers and awards say; for each panel's text, its best matching item's
 * rank. 0 when nothing is searched.
 */
export const scoreOf = (filters: CompiledFilters): string => {
  const { texts } = filters
  const parts: string[] = []
  if (texts.listings)
    parts.push(`ts_rank(${ownWords}, l.tsv, ${texts.listings.query}) + ts_rank(${ownWords}, l.tsv, ${texts.listings.exact})
      + ${relatedCap} * least(ts_rank(${relatedWords}, l.tsv, ${texts.listings.query}), 1)
      + ${nameWeight} * public.word_similarity(lower(${texts.listings.raw}::text), lower(l.name))`)
  for (const panel of ["services", "products", "useCases"] as const) {
    const text = texts[panel]
    if (text)
      parts.push(`coalesce((select max(ts_rank(a.tsv, ${text.query})) from search_artifacts a
        where a.listing_id = l.id and ${filters.artifact(panel, "a").join(" and ")}), 0)`)
  }
  if (texts.awards)
    parts.push(`coalesce((select max(ts_rank(w.tsv, ${texts.awards.query})) from search_awards w
      where w.listing_id = l.id and ${filters.award("w").join(" and ")}), 0)`)
  return parts.length > 0 ? parts.map((part) => `(${part})`).join(" + ") : "0"
}

const sortColumns = {
  createdAt: "l.opened_at",
  updatedAt: "l.updated_at",
  name: "lower(l.name)",
  relevance: "score",
} as const

/** The order of the results: the sort asked for, then newest first, then by id, so pages never overlap. */
export const orderOf = (request: ListingSearchRequest): string => {
  const direction = request.sortDirection
  const column = sortColumns[request.sortBy]
  return `${column} ${direction}, l.opened_at desc, l.id ${direction}`
}

/** Text made safe for HTML before ts_headline marks it: the marks are then the only markup in the answer. */
export const escapedHtml = (expression: string) =>
  `replace(replace(replace(replace(replace(${expression}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')`

export const headline = (text: string, query: string) =>
  `ts_headline('english', ${escapedHtml(text)}, ${query},
    'StartSel=<mark>, StopSel=</mark>, MaxWords=30, MinWords=12, MaxFragments=2')`

/**
 * Belt and braces: the text was escaped before ts_headline, so only its marks can be tags; anything else
 * that looks like one is escaped again rather than trusted.
 */
export const safeHighlight = (marked: string | null | undefined): string | null =>
  marked ? marked.replace(/<(?!\/?mark>)/g, "&lt;") : null
