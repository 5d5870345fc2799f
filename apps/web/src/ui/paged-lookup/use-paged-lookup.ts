import { useDebouncedValue } from "@mantine/hooks"
import { keepPreviousData, type QueryKey, useQueries, useQuery } from "@tanstack/react-query"
import { useState } from "react"

/** What a paged lookup asks (spec 02 §7: page, perPage, ids, search). */
export interface LookupPageInput {
  readonly page: number
  readonly perPage: number
  readonly search?: string
  readonly ids?: string[]
}

export interface LookupPage {
  readonly data: ReadonlyArray<{ readonly id: string; readonly label: string }>
  readonly pagination: { readonly page: number; readonly pages: number }
}

/** The query of one page, as the caller's tRPC procedure builds it (`trpc.x.queryOptions`). */
export type LookupQueryOf = (input: LookupPageInput) => {
  readonly queryKey: QueryKey
  readonly queryFn?: unknown
}

/** Spec 02 §9: dropdown page size 10; typing waits 200 ms before the list is asked again. */
export const lookupPageSize = 10
const searchDelayMs = 200

export interface PagedLookup {
  /** The chosen items first, then the pages read so far of what is typed, each id once. */
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>
  /** The ids the pages of the search hold (not the chosen ones named by id). */
  readonly found: ReadonlySet<string>
  readonly failed: boolean
  /** The chosen ids could not be named. */
  readonly restoreFailed: boolean
  readonly searching: boolean
  /** Reads the next page of the search, if there is one (the dropdown scrolled near its end). */
  readonly loadMore: () => void
}

/**
 * A dropdown over a list too long to send whole (NAICS: about 2,200 codes): the pages of a server search,
 * 10 at a time, the next one when the list is scrolled to its end, and the chosen ids (from an address, a
 * saved search, a stored form) named in one call, page 1 with perPage the number of ids.
 */
export const usePagedLookup = (
  queryOf: LookupQueryOf,
  typed: string,
  chosen: readonly string[],
): PagedLookup => {
  const [search] = useDebouncedValue(typed.trim(), searchDelayMs)
  const [pagesOf, setPagesOf] = useState({ search, pages: 1 })
  const pages = pagesOf.search === search ? pagesOf.pages : 1
  const results = useQueries({
    queries: Array.from({ length: pages }, (_, index) => ({
      ...(queryOf({ page: index + 1, perPage: lookupPageSize, search }) as { queryKey: QueryKey }),
      placeholderData: keepPreviousData,
    })),
  }) as ReadonlyArray<{ data?: LookupPage; isError: boolean; isFetching: boolean }>
  const restored = useQuery({
    ...(queryOf({ page: 1, perPage: chosen.length, ids: [...chosen] }) as { queryKey: QueryKey }),
    enabled: chosen.length > 0,
    placeholderData: keepPreviousData,
  }) as { data?: LookupPage; isError: boolean }

  const options = new Map<string, string>()
  for (const item of [...(restored.data?.data ?? []), ...results.flatMap((page) => page.data?.data ?? [])])
    options.set(item.id, item.label)
  const found = new Set(results.flatMap((page) => page.data?.data ?? []).map((item) => item.id))
  const last = results.at(-1)
  const loadMore = () => {
    if (!last?.data || last.isFetching || last.data.pagination.page >= last.data.pagination.pages) return
    setPagesOf({ search, pages: pages + 1 })
  }
  return {
    options: [...options].map(([value, label]) => ({ value, label })),
    found,
    failed: results.some((page) => page.isError),
    restoreFailed: chosen.length > 0 && restored.isError,
    searching: results.some((page) => page.isFetching),
    loadMore,
  }
}
