import { idListOf, idsIn, optionalText } from "../../lib/search-params"

/**
 * The government user search's filters as the address keeps them (GET /api/v1/gov/users takes the same
 * names): the search text and three id lists, each comma-separated so a link stays readable.
 */
export interface GovUserFilters {
  readonly search?: string
  readonly technologyTypeIds?: string
  readonly govUserOrganizationIds?: string
  readonly govUserClassificationIds?: string
}

export const filterKeys = [
  "search",
  "technologyTypeIds",
  "govUserOrganizationIds",
  "govUserClassificationIds",
] as const

export type IdFilterKey = Exclude<(typeof filterKeys)[number], "search">

/** `validateSearch`'s part for the filters: only the ones with a value, so none is written as empty. */
export const govUserFiltersOf = (
  search: Partial<Record<(typeof filterKeys)[number], unknown>>,
): GovUserFilters => {
  const text = optionalText(search.search)?.trim()
  const filters: Record<string, string> = {}
  if (text) filters.search = text
  for (const key of filterKeys.slice(1)) {
    const ids = idListOf(search[key])
    if (ids) filters[key] = ids
  }
  return filters
}

export const hasFilters = (filters: GovUserFilters) => filterKeys.some((key) => filters[key] !== undefined)

/** What the search procedure takes: ids as arrays. */
export const govUsersQueryOf = (filters: GovUserFilters) => ({
  ...(filters.search ? { search: filters.search } : {}),
  ...Object.fromEntries(
    filterKeys
      .slice(1)
      .map((key) => [key, idsIn(filters[key])] as const)
      .filter(([, ids]) => ids.length > 0),
  ),
})
