import type { PageRequest } from "@ignite/contracts"
import { defaultPerPage, normalizePage } from "@ignite/contracts/page-rules"
import { optionalText } from "../../lib/search-params"

// Plain constants rather than the contracts' schemas: this runs in the route's search validation, which
// must not bring effect's Schema into the first bundle (the page rules come from their schema-free entry).

/** The listing view's sub-tabs (spec 02 §2 Listing view), STOREFRONT first and the default. */
export const listingTabs = ["STOREFRONT", "PRODUCTS", "SERVICES", "USE_CASES", "AWARDS"] as const
export type ListingTab = (typeof listingTabs)[number]
export const defaultListingTab: ListingTab = "STOREFRONT"

export const awardSortFields = ["createdAt", "updatedAt"] as const
export type AwardSortField = (typeof awardSortFields)[number]
export type SortDirection = "asc" | "desc"
/** Spec 02 §2 Award Info panel: sortBy defaults to createdAt, sortDirection to desc. */
export const defaultAwardSort = { sortBy: "createdAt", sortDirection: "desc" } as const

/** Artifact types the details modal opens from `artifactType` (spec 02 §2). */
export const artifactTypes = ["service", "product", "use case", "award"] as const
export type ArtifactType = (typeof artifactTypes)[number]

/** /ignite/listings/$id's address: only what differs from the defaults is kept. */
export interface ListingSearch {
  readonly tab?: Exclude<ListingTab, "STOREFRONT">
  readonly page?: number
  readonly perPage?: number
  readonly searchAwards?: string
  readonly sortBy?: AwardSortField
  readonly sortDirection?: SortDirection
  readonly artifactId?: string
  /** One of `artifactTypes`, or another word the details modal then says it cannot show. */
  readonly artifactType?: ArtifactType | (string & {})
  readonly checkoutSuccess?: string
}

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (values as readonly string[]).includes(value)

export const listingSearchOf = (search: Record<string, unknown>): ListingSearch => {
  const tab = isOneOf(listingTabs, search.tab) && search.tab !== defaultListingTab ? search.tab : undefined
  const { page, perPage } = normalizePage(search)
  const searchAwards = optionalText(search.searchAwards)?.trim().slice(0, 200)
  const sortBy =
    isOneOf(awardSortFields, search.sortBy) && search.sortBy !== defaultAwardSort.sortBy
      ? search.sortBy
      : undefined
  const sortDirection =
    isOneOf(["asc", "desc"] as const, search.sortDirection) &&
    search.sortDirection !== defaultAwardSort.sortDirection
      ? search.sortDirection
      : undefined
  const artifactId = optionalText(search.artifactId)
  // An unknown type is kept so the modal can name it (spec 02 §8 'Unsupported listing artifact of type').
  const artifactType = optionalText(search.artifactType)?.trim().slice(0, 40)
  const checkoutSuccess = optionalText(search.checkoutSuccess)
  return {
    ...(tab ? { tab } : {}),
    ...(page !== 1 ? { page } : {}),
    ...(perPage !== defaultPerPage ? { perPage } : {}),
    ...(searchAwards ? { searchAwards } : {}),
    ...(sortBy ? { sortBy } : {}),
    ...(sortDirection ? { sortDirection } : {}),
    ...(artifactId && artifactType ? { artifactId, artifactType } : {}),
    ...(checkoutSuccess ? { checkoutSuccess } : {}),
  }
}

/** The awards request the address describes, every default filled in. */
export interface AwardsRequest {
  readonly page: number
  readonly perPage: number
  readonly searchAwards: string
  readonly sortBy: AwardSortField
  readonly sortDirection: SortDirection
}

export const awardsRequestOf = (search: ListingSearch): AwardsRequest => ({
  ...normalizePage(search),
  searchAwards: search.searchAwards ?? "",
  sortBy: search.sortBy ?? defaultAwardSort.sortBy,
  sortDirection: search.sortDirection ?? defaultAwardSort.sortDirection,
})

/**
 * A new tab starts its list afresh: page, filters and an open artifact belong to the tab that was shown.
 */
export const searchForTab = (tab: ListingTab): ListingSearch => listingSearchOf({ tab })

/** The awards request changed (filter, sort, page): the other params stay, an open artifact closes. */
export const searchForAwards = (current: ListingSearch, next: Partial<AwardsRequest>): ListingSearch => {
  const { artifactId: _id, artifactType: _type, ...rest } = current
  const merged = { ...awardsRequestOf(current), ...next }
  return listingSearchOf({ ...rest, ...merged, searchAwards: merged.searchAwards || undefined })
}

/** A products, services or use cases page request: the tab stays, an open artifact closes. */
export const searchForArtifactsPage = (current: ListingSearch, next: PageRequest): ListingSearch =>
  listingSearchOf({ tab: current.tab, ...next })

/** Reset: the awards tab with every default. */
export const searchForAwardsReset = (): ListingSearch => ({ tab: "AWARDS" })

export const searchWithArtifact = (
  current: ListingSearch,
  artifact: { readonly id: string; readonly type: ArtifactType } | null,
): ListingSearch => {
  const { artifactId: _id, artifactType: _type, ...rest } = current
  return artifact ? { ...rest, artifactId: artifact.id, artifactType: artifact.type } : rest
}
