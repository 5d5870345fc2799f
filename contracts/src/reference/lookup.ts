import { normalizePage, type PageRequest, type Pagination, paginate } from "../pagination"

/** Lowercase with runs of spaces collapsed, so "  Air   force" finds "Air Force". */
const normalized = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase()

/**
 * The items whose text contains the search, case-insensitively. No search answers the list itself (the same
 * object), so an unfiltered answer keeps its identity and the gateway's cached serialization and ETag.
 */
export const searchList = <T>(
  items: readonly T[],
  search: string | undefined,
  text: (item: T) => string,
): readonly T[] => {
  const needle = normalized(search ?? "")
  if (needle === "") return items
  return items.filter((item) => normalized(text(item)).includes(needle))
}

/** `ids` as a query gives them: repeated (`ids=1&ids=2`, `ids[]=1`), comma-separated, or a tRPC array. */
export const idsOf = (value: unknown): readonly string[] | undefined => {
  if (value === undefined || value === null || value === "") return undefined
  const parts = (Array.isArray(value) ? value : [value]).flatMap((part) => String(part).split(","))
  const ids = parts.map((part) => part.trim()).filter((part) => part !== "")
  return ids.length > 0 ? ids : undefined
}

export interface ReferencePage<T> {
  readonly data: readonly T[]
  readonly pagination: Pagination
}

/** One page of an in-memory list, with the shared pagination object (a page past the end is the last). */
export const pageOf = <T>(items: readonly T[], request: PageRequest): ReferencePage<T> => {
  const { offset, ...pagination } = paginate(items.length, request)
  return { data: items.slice(offset, offset + request.perPage), pagination }
}

/** Caps a lookup by ids: a dropdown restoring its selection asks for exactly those, on one page. */
const maxIdsPerPage = 100

/**
 * The paged lookup of the dropdowns (spec 02: page, perPage, ids, search). With ids, the answer is those
 * items on one page (the dropdowns ask perPage equal to the number of ids, which need not be a page size);
 * otherwise a page of the search's matches.
 */
export const lookupPage = <T extends { readonly id: string }>(
  items: readonly T[],
  query: { page?: unknown; perPage?: unknown; search?: string; ids?: readonly string[] },
  text: (item: T) => string,
): ReferencePage<T> => {
  if (query.ids) {
    const wanted = new Set(query.ids.slice(0, maxIdsPerPage))
    const found = items.filter((item) => wanted.has(item.id))
    return pageOf(found, { page: 1, perPage: Math.max(found.length, 1) })
  }
  return pageOf(searchList(items, query.search, text), normalizePage(query))
}
