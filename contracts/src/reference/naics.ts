/**
 * The NAICS table and its lookup (`@ignite/contracts/naics`), apart from `@ignite/contracts/reference`: the
 * whole edition is about 120 kB the browser must never bundle (it pages and searches through the server), so
 * only server code imports this entry. The DTO schemas stay with the other reference schemas.
 */
import { normalizePage } from "../pagination"
import { idsOf, lookupPage, pageOf, type ReferencePage } from "./lookup"
import { type NaicsCode, naicsCodeById } from "./naics-codes"
import { searchNaicsCodes } from "./naics-search"
import type { ReferenceLookupQuery } from "./schemas"

export * from "./naics-codes"
export * from "./naics-search"

/**
 * GET /naics_codes and /connect/naics_codes: the codes with the given ids (the supplement's too), or a page of
 * the edition's codes matching a search by code prefix and title words.
 */
export const naicsCodesPage = (query: ReferenceLookupQuery = {}): ReferencePage<NaicsCode> => {
  const ids = idsOf(query.ids ?? query["ids[]"])
  if (ids) return lookupPage(naicsCodesByIds(ids), { ids }, () => "")
  return pageOf(searchNaicsCodes(query.search), normalizePage(query))
}

const naicsCodesByIds = (ids: readonly string[]) =>
  [...new Set(ids)].flatMap((id) => naicsCodeById.get(id) ?? []).sort((a, b) => (a.code < b.code ? -1 : 1))
