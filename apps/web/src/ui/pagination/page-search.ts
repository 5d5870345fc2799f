import type { PageRequest } from "@ignite/contracts"
import { normalizePage } from "@ignite/contracts/page-rules"
import { type SearchSchemaInput, useNavigate, useSearch } from "@tanstack/react-router"
import { useCallback } from "react"

/** What links may pass; the URL can hold anything, which `normalizePage` repairs. */
export interface PageSearchInput {
  readonly page?: number
  readonly perPage?: number
}

/**
 * `validateSearch` for paged routes: an invalid page becomes 1 and an unknown page size the default (10).
 * Routes with more search params spread it: `validateSearch: (s) => ({ ...pageSearchSchema(s), tab: ... })`.
 */
export const pageSearchSchema = (search: PageSearchInput & SearchSchemaInput): PageRequest =>
  normalizePage(search)

/** The current page request from the URL, and the handler that writes a new one (keeping other params). */
export const usePageSearch = () => {
  const search = useSearch({ strict: false }) as PageSearchInput
  const navigate = useNavigate()
  const { page, perPage } = normalizePage(search)
  const onChange = useCallback(
    (next: PageRequest) => navigate({ to: ".", search: (previous) => ({ ...previous, ...next }) }),
    [navigate],
  )
  return { page, perPage, onChange }
}
