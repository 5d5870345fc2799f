import {
  type ListingSearchQuery,
  type ListingSearchSort,
  normalizePage,
  type PageRequest,
} from "@ignite/contracts"
import { awardPhases } from "@ignite/contracts/reference"

/** The text boxes of the five panels: each is "the listing (or one of its offers, its awards) says this". */
export const textPanels = ["listings", "services", "products", "useCases", "awards"] as const
export type TextPanel = (typeof textPanels)[number]

/** A decoded ListingSearchQuery with its URL forms resolved: id lists as arrays, numbers, flags, the sort. */
export interface ListingSearchRequest {
  readonly texts: Partial<Record<TextPanel, string>>
  readonly listingIdentifier?: string
  readonly listingStates: readonly string[]
  readonly naicsCodeIds: readonly string[]
  readonly listingTechnologyTypeIds: readonly string[]
  readonly listingBusinessClassificationIds: readonly string[]
  readonly serviceTechnologyTypeIds: readonly string[]
  readonly productTechnologyTypeIds: readonly string[]
  readonly award: {
    readonly phases: readonly string[]
    readonly naicsCodeIds: readonly string[]
    readonly technologyTypeIds: readonly string[]
    readonly states: readonly string[]
    readonly contractNumber?: string
    readonly amountMin?: number
    readonly amountMax?: number
    readonly dateMin?: string
    readonly dateMax?: string
  }
  readonly sortBy: ListingSearchSort
  readonly sortDirection: "asc" | "desc"
  readonly highlight: boolean
  readonly page: PageRequest
}

/** More ids than any multi-select offers is a hand-made URL: the rest are ignored. */
const maxIds = 200

const idsOf = (value: string | readonly string[] | undefined): string[] => {
  const parts = (typeof value === "string" ? value.split(",") : (value ?? [])).map((id) => id.trim())
  return [...new Set(parts.filter((id) => id !== ""))].slice(0, maxIds)
}
const textOf = (value: string | undefined) => {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}
const amountOf = (value: number | string | undefined) =>
  value === undefined || value === "" ? undefined : Number(value)

const phaseNames = new Map<string, string>(awardPhases.map((phase) => [phase.id, phase.name]))

/**
 * Phases by the name awards carry ("Phase II", as a saved search keeps it) or by the id of the phases list
 * (/connect/awards/phases), in any case.
 */
const phasesOf = (value: string | undefined) =>
  idsOf(value).map((phase) => (phaseNames.get(phase) ?? phase).toLowerCase())

/**
 * The request as the queries read it. With any text searched and no sort named, the best matches come
 * first; otherwise the newest storefronts (spec 02: sortBy createdAt, sortDirection desc by default). A
 * name sort reads A to Z unless told otherwise.
 */
export const listingSearchRequest = (query: ListingSearchQuery): ListingSearchRequest => {
  const texts: Partial<Record<TextPanel, string>> = {}
  const given = {
    listings: query.searchListings,
    services: query.searchServices,
    products: query.searchProducts,
    useCases: query.searchUseCases,
    awards: query.searchAwards,
  } satisfies Record<TextPanel, string | undefined>
  for (const panel of textPanels) {
    const text = textOf(given[panel])
    if (text) texts[panel] = text
  }
  const searched = Object.keys(texts).length > 0
  const sortBy = query.sortBy || (searched ? "relevance" : "createdAt")
  return {
    texts,
    listingIdentifier: textOf(query.listingIdentifier),
    listingStates: idsOf(query.listingState).map((state) => state.toUpperCase()),
    naicsCodeIds: idsOf(query.naicsCodeIds),
    listingTechnologyTypeIds: idsOf(query.listingTechnologyTypeIds),
    listingBusinessClassificationIds: idsOf(query.listingBusinessClassificationIds),
    serviceTechnologyTypeIds: idsOf(query.serviceTechnologyTypeIds),
    productTechnologyTypeIds: idsOf(query.productTechnologyTypeIds),
    award: {
      phases: phasesOf(query.awardPhase),
      naicsCodeIds: idsOf(query.awardNaicsCodeIds),
      technologyTypeIds: idsOf(query.awardTechnologyTypeIds),
      states: idsOf(query.awardState).map((state) => state.toUpperCase()),
      contractNumber: textOf(query.awardContractNumber),
      amountMin: amountOf(query.awardAmountMin),
      amountMax: amountOf(query.awardAmountMax),
      dateMin: textOf(query.awardDateMin),
      dateMax: textOf(query.awardDateMax),
    },
    sortBy,
    sortDirection: query.sortDirection || (sortBy === "name" ? "asc" : "desc"),
    highlight: query.highlight !== false && query.highlight !== "false",
    page: normalizePage(query),
  }
}
