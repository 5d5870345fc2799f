import { normalizePage } from "@ignite/contracts/page-rules"
import { optionalText } from "../../lib/search-params"

/** /admin/accounts's address: the page, its size and the search; only what differs from the defaults. */
export interface AccountsSearch {
  readonly page?: number
  readonly perPage?: number
  readonly search?: string
}

export const accountsSearchOf = (search: Record<string, unknown>): AccountsSearch => {
  const { page, perPage } = normalizePage(search)
  const text = optionalText(search.search)?.trim()
  return {
    ...(page !== 1 ? { page } : {}),
    ...(perPage !== 10 ? { perPage } : {}),
    ...(text ? { search: text.slice(0, 200) } : {}),
  }
}
