import { normalizePage } from "../pagination"
import {
  type GovUserOrganization,
  type GovUserOrganizationCategory,
  govUserOrganizationCategories,
  govUserOrganizations,
} from "./gov-organizations"
import { idsOf, lookupPage, pageOf, type ReferencePage, searchList } from "./lookup"
import type { GovUserOrganizationsQuery } from "./schemas"

/** An organisation as the lists hold it: shipped ones have every field, the domain's added ones too. */
export interface OrganizationItem {
  readonly id: string
  readonly name: string
  readonly longName?: string
  readonly govUserOrganizationCategoryId?: string
}

type OrganizationDto = GovUserOrganization & {
  readonly govUserOrganizationCategory?: GovUserOrganizationCategory
}

const categoryById = new Map<string, GovUserOrganizationCategory>(
  govUserOrganizationCategories.map((category) => [category.id, category]),
)
const categoryName = (organization: GovUserOrganization) =>
  categoryById.get(organization.govUserOrganizationCategoryId)?.name ?? ""
const byName = (a: GovUserOrganization, b: GovUserOrganization) => a.name.localeCompare(b.name)
const byCategory = (a: GovUserOrganization, b: GovUserOrganization) =>
  categoryName(a).localeCompare(categoryName(b)) || byName(a, b)

interface Orderings {
  readonly plain: Record<"name" | "category", readonly OrganizationDto[]>
  readonly eager: Record<"name" | "category", readonly OrganizationDto[]>
}

/** The four orderings of one list, built once per list object: a request only filters and slices. */
const orderings = new WeakMap<readonly OrganizationItem[], Orderings>()
const orderingsOf = (items: readonly OrganizationItem[]): Orderings => {
  const cached = orderings.get(items)
  if (cached) return cached
  const plain: OrganizationDto[] = items.map((item) => ({
    id: item.id,
    name: item.name,
    longName: item.longName ?? item.name,
    govUserOrganizationCategoryId: item.govUserOrganizationCategoryId ?? "",
  }))
  const eager: OrganizationDto[] = plain.map((organization) => {
    const category = categoryById.get(organization.govUserOrganizationCategoryId)
    return category ? { ...organization, govUserOrganizationCategory: category } : organization
  })
  const built = {
    plain: { name: [...plain].sort(byName), category: [...plain].sort(byCategory) },
    eager: { name: [...eager].sort(byName), category: [...eager].sort(byCategory) },
  }
  orderings.set(items, built)
  return built
}

/**
 * GET /gov_user_organizations: by name (or by category, then name), searched over name and long name, or the
 * ones with the given ids.
 */
export const govUserOrganizationsPage = (
  query: GovUserOrganizationsQuery = {},
  items: readonly OrganizationItem[] = govUserOrganizations,
): ReferencePage<OrganizationDto> => {
  const eager = (query.eager ?? "").split(",").some((part) => part.trim() === "category")
  const list = orderingsOf(items)[eager ? "eager" : "plain"][query.sort === "category" ? "category" : "name"]
  // by ids: the names of organisations already chosen (a search filter read from the address, say)
  const ids = idsOf(query.ids ?? query["ids[]"])
  if (ids) return lookupPage(list, { ids }, () => "")
  const found = searchList(
    list,
    query.search,
    (organization) => `${organization.name} ${organization.longName}`,
  )
  return pageOf(found, normalizePage(query))
}
