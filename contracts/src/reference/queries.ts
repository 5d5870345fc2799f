import { normalizePage } from "../pagination"
import {
  type GovUserOrganization,
  type GovUserOrganizationCategory,
  govUserOrganizationCategories,
  govUserOrganizations,
} from "./gov-organizations"
import { idsOf, lookupPage, pageOf, type ReferencePage, searchList } from "./lookup"
import { type NaicsCode, naicsCodes } from "./naics-codes"
import type { GovUserOrganizationsQuery, ReferenceLookupQuery } from "./schemas"

/** GET /connect/naics_codes: by ids, or a page of a search over code and name. */
export const naicsCodesPage = (query: ReferenceLookupQuery = {}): ReferencePage<NaicsCode> =>
  lookupPage(
    naicsCodes,
    { ...query, ids: idsOf(query.ids ?? query["ids[]"]) },
    (code) => `${code.code} ${code.name}`,
  )

type OrganizationDto = GovUserOrganization & {
  readonly govUserOrganizationCategory?: GovUserOrganizationCategory
}

const categoryById = new Map<string, GovUserOrganizationCategory>(
  govUserOrganizationCategories.map((category) => [category.id, category]),
)
const categoryName = (organization: GovUserOrganization) =>
  categoryById.get(organization.govUserOrganizationCategoryId)?.name ?? ""

const byName = (a: GovUserOrganization, b: GovUserOrganization) => a.name.localeCompare(b.name)
const withCategory: readonly OrganizationDto[] = govUserOrganizations.map((organization) => ({
  ...organization,
  govUserOrganizationCategory: categoryById.get(organization.govUserOrganizationCategoryId),
}))
const orders = {
  name: (list: readonly OrganizationDto[]) => [...list].sort(byName),
  category: (list: readonly OrganizationDto[]) =>
    [...list].sort((a, b) => categoryName(a).localeCompare(categoryName(b)) || byName(a, b)),
}
/** The four orderings, built once: a request only filters and slices. */
const sorted = {
  plain: { name: orders.name(govUserOrganizations), category: orders.category(govUserOrganizations) },
  eager: { name: orders.name(withCategory), category: orders.category(withCategory) },
}

/** GET /gov_user_organizations: by name (or by category, then name), searched over name and long name. */
export const govUserOrganizationsPage = (
  query: GovUserOrganizationsQuery = {},
): ReferencePage<OrganizationDto> => {
  const eager = (query.eager ?? "").split(",").some((part) => part.trim() === "category")
  const list = sorted[eager ? "eager" : "plain"][query.sort === "category" ? "category" : "name"]
  const found = searchList(
    list,
    query.search,
    (organization) => `${organization.name} ${organization.longName}`,
  )
  return pageOf(found, normalizePage(query))
}
