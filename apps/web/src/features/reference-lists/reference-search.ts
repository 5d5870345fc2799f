import { normalizePage } from "@ignite/contracts/page-rules"
import { optionalText } from "../../lib/search-params"
import { defaultReferenceKind, isReferenceKind, type ReferenceKind } from "./reference-kinds"

/** /admin/reference's address: the list in view, and for organisations the page and the search. */
export interface ReferenceSearch {
  readonly list?: ReferenceKind
  readonly page?: number
  readonly perPage?: number
  readonly search?: string
}

/** Only what differs from the defaults stays in the address (the first list, page 1, 10 a page, no search). */
export const referenceSearchOf = (search: Record<string, unknown>): ReferenceSearch => {
  const list = isReferenceKind(search.list) && search.list !== defaultReferenceKind ? search.list : undefined
  const { page, perPage } = normalizePage(search)
  const text = optionalText(search.search)?.trim()
  return {
    ...(list ? { list } : {}),
    ...(page !== 1 ? { page } : {}),
    ...(perPage !== 10 ? { perPage } : {}),
    ...(text ? { search: text } : {}),
  }
}
