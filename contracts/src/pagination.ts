import { Schema } from "effect"
import type { PageRequest } from "./page-rules"

// The page rules carry no schema, so a page's search validation in the web's first bundle imports them alone.
export * from "./page-rules"

export const SeriesItem = Schema.Union([Schema.Int, Schema.String])

/** The pagination object of every collection answer, with the semantics of Ruby's Pagy. */
export const Pagination = Schema.Struct({
  count: Schema.Int,
  page: Schema.Int,
  pages: Schema.Int,
  from: Schema.Int,
  to: Schema.Int,
  last: Schema.Int,
  series: Schema.Array(SeriesItem),
})
export type Pagination = typeof Pagination.Type

export const Paginated = <S extends Schema.Top>(item: S) =>
  Schema.Struct({ data: Schema.Array(item), pagination: Pagination })

/**
 * Query params arrive as strings (URL) or numbers (tRPC). An invalid page resets to 1 and an unknown page
 * size falls back to the default rather than failing the request, as the spec asks of the footer.
 */
export const PageQuery = Schema.Struct({
  page: Schema.optional(Schema.Unknown),
  perPage: Schema.optional(Schema.Unknown),
})

/** Pagy's series window: 1 page at each edge and 4 around the current one. */
const seriesSize = [1, 4, 4, 1] as const

export const paginationSeries = (page: number, last: number): Array<number | string> => {
  let leftGapEnd = page - seriesSize[1] - 1
  let rightGapStart = page + seriesSize[2] + 1
  const leftGapStart = 1 + seriesSize[0]
  const rightGapEnd = last - seriesSize[3]
  if (leftGapEnd > rightGapEnd) leftGapEnd = rightGapEnd
  if (leftGapStart > rightGapStart) rightGapStart = leftGapStart
  const series: Array<number | string> = []
  let start = 1
  const range = (from: number, toExclusive: number) => {
    for (let i = from; i < toExclusive; i++) series.push(i)
  }
  if (leftGapEnd - leftGapStart > 0) {
    range(start, leftGapStart)
    series.push("gap")
    start = leftGapEnd + 1
  }
  if (rightGapEnd - rightGapStart > 0) {
    range(start, rightGapStart)
    series.push("gap")
    start = rightGapEnd + 1
  }
  range(start, last + 1)
  const current = series.indexOf(page)
  if (current >= 0) series[current] = String(page)
  return series
}

/** Builds the pagination object; a page past the end is clamped to the last page (Pagy's overflow: last_page). */
export const paginate = (count: number, request: PageRequest): Pagination & { offset: number } => {
  const last = Math.max(Math.ceil(count / request.perPage), 1)
  const page = Math.min(request.page, last)
  const offset = (page - 1) * request.perPage
  return {
    count,
    page,
    pages: last,
    last,
    from: Math.min(offset + 1, count),
    to: Math.min(offset + request.perPage, count),
    series: paginationSeries(page, last),
    offset,
  }
}
