import type { ListingSearchFacets } from "@ignite/contracts"
import { searchMessages } from "@ignite/contracts/texts"
import { Accordion, Stack } from "@mantine/core"
import { useState } from "react"
import { idsIn } from "../../../lib/search-params"
import { type Choices, useNaicsChoices, useWholeListChoices } from "../hooks/use-filter-choices"
import {
  type AmountParam,
  amountOf,
  type DateParam,
  type IdListParam,
  type MarketplaceFilters,
  type MarketplaceSearch,
  type TextParam,
} from "../marketplace-search"
import { searchPageMessages } from "../messages"
import { AwardDateInput } from "./award-date-input"
import { DebouncedTextInput } from "./debounced-text-input"
import { type FacetCounts, FacetMultiSelect, FacetSelect } from "./facet-selects"
import classes from "./search-layout.module.css"

type FacetKey = Exclude<keyof ListingSearchFacets, "total">

export interface SearchFilterPanelsProps {
  readonly search: MarketplaceSearch
  /** Filters changed (the page starts over). */
  readonly onChange: (change: Partial<MarketplaceFilters>) => void
  /** The counts for the current filters; absent while they load or when they failed. */
  readonly facets: ListingSearchFacets | undefined
}

/** The five panels in the spec's order: Company Info, Services, Products, Use Cases, Award Info. */
const panels = ["company", "services", "products", "useCases", "awards"] as const
type Panel = (typeof panels)[number]

/** Which panel holds each filter, to open the panels a link or a saved search fills. */
const panelOf: Record<keyof MarketplaceFilters, Panel | undefined> = {
  searchListings: "company",
  listingIdentifier: "company",
  listingState: "company",
  naicsCodeIds: "company",
  listingTechnologyTypeIds: "company",
  listingBusinessClassificationIds: "company",
  searchServices: "services",
  serviceTechnologyTypeIds: "services",
  searchProducts: "products",
  productTechnologyTypeIds: "products",
  searchUseCases: "useCases",
  searchAwards: "awards",
  awardPhase: "awards",
  awardNaicsCodeIds: "awards",
  awardContractNumber: "awards",
  awardAmountMin: "awards",
  awardAmountMax: "awards",
  awardDateMin: "awards",
  awardDateMax: "awards",
  awardState: "awards",
  awardTechnologyTypeIds: "awards",
  sortBy: undefined,
  sortDirection: undefined,
  highlight: undefined,
}

const openedFor = (search: MarketplaceSearch): Panel[] => {
  const filled = new Set<Panel>(["company"])
  for (const [name, value] of Object.entries(search)) {
    const panel = panelOf[name as keyof MarketplaceFilters]
    if (panel && value !== undefined) filled.add(panel)
  }
  return panels.filter((panel) => filled.has(panel))
}

const amountProblem = (text: string) =>
  text !== "" && amountOf(text) === undefined ? searchMessages.notAnAmount : undefined

/**
 * The five collapsible panels of spec 02 "Search filter panels", every parameter of each. Text waits for a
 * pause in typing, choices apply at once; each multi-select option shows how many storefronts it would find.
 */
export function SearchFilterPanels({ search, onChange, facets }: SearchFilterPanelsProps) {
  const lists = useWholeListChoices()
  // opened once from the address; afterwards people open and close them
  const [opened, setOpened] = useState(() => openedFor(search))

  const countsOf = (key: FacetKey): FacetCounts | undefined =>
    facets ? new Map(facets[key].map((facet) => [facet.id, facet.count])) : undefined
  const text = (name: TextParam, label: string, description?: string) => (
    <DebouncedTextInput
      type="search"
      label={label}
      description={description}
      value={search[name] ?? ""}
      onCommit={(typed) => onChange({ [name]: typed || undefined })}
      maxLength={name.startsWith("search") ? 200 : 100}
    />
  )
  const amount = (name: AmountParam, label: string) => (
    <DebouncedTextInput
      label={label}
      inputMode="decimal"
      leftSection="$"
      value={search[name] === undefined ? "" : String(search[name])}
      check={amountProblem}
      onCommit={(typed) => onChange({ [name]: amountOf(typed) })}
    />
  )
  const date = (name: DateParam, label: string) => (
    <AwardDateInput label={label} value={search[name] ?? ""} onCommit={(day) => onChange({ [name]: day })} />
  )
  const ids = (name: IdListParam, label: string, choices: Choices, type: string) => {
    const chosen = idsIn(search[name])
    return (
      <FacetMultiSelect
        label={label}
        options={choices.options}
        optionsFailed={choices.failed}
        error={chosen.length > 0 && choices.failed ? searchPageMessages.restoreFailed(type) : undefined}
        counts={countsOf(name)}
        value={chosen}
        onChange={(next) => onChange({ [name]: next.join(",") || undefined })}
      />
    )
  }
  const one = (name: "listingState" | "awardState" | "awardPhase", label: string, choices: Choices) => (
    <FacetSelect
      label={label}
      options={choices.options}
      optionsFailed={choices.failed}
      counts={countsOf(name)}
      value={search[name]}
      onChange={(value) => onChange({ [name]: value })}
    />
  )

  return (
    <Accordion multiple value={opened} onChange={(next) => setOpened(next as Panel[])} variant="separated">
      <Accordion.Item value="company">
        <Accordion.Control>Company Info</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm">
            <Stack gap="md">
              {text("searchListings", "Search companies", "Names, tag lines and capabilities")}
              {text("listingIdentifier", "Identifier", "UEI, CAGE or DUNS code")}
              {one("listingState", "Company state", lists.regions)}
            </Stack>
            <Stack gap="md">
              <NaicsSelect
                label="NAICS codes"
                value={idsIn(search.naicsCodeIds)}
                counts={countsOf("naicsCodeIds")}
                onChange={(next) => onChange({ naicsCodeIds: next.join(",") || undefined })}
              />
              {ids(
                "listingTechnologyTypeIds",
                "Company technology types",
                lists.technologyTypes,
                "technology types",
              )}
              {ids(
                "listingBusinessClassificationIds",
                "Business classifications",
                lists.businessClassifications,
                "business classifications",
              )}
            </Stack>
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="services">
        <Accordion.Control>Services</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="md">
            {text("searchServices", "Search services")}
            {ids(
              "serviceTechnologyTypeIds",
              "Service technology types",
              lists.technologyTypes,
              "technology types",
            )}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="products">
        <Accordion.Control>Products</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="md">
            {text("searchProducts", "Search products")}
            {ids(
              "productTechnologyTypeIds",
              "Product technology types",
              lists.technologyTypes,
              "technology types",
            )}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="useCases">
        <Accordion.Control>Use Cases</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="md">{text("searchUseCases", "Search use cases")}</Stack>
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="awards">
        <Accordion.Control>Award Info</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm">
            <Stack gap="md">
              {text("searchAwards", "Search awards", "Titles and abstracts")}
              {one("awardPhase", "Award phase", lists.phases)}
              {text("awardContractNumber", "Contract number")}
            </Stack>
            {/* two columns: the panel is a third of the page on wide screens, too narrow for four */}
            <div className={classes.pairs}>
              {amount("awardAmountMin", "Award amount from")}
              {amount("awardAmountMax", "Award amount to")}
              {date("awardDateMin", "Awarded from")}
              {date("awardDateMax", "Awarded to")}
            </div>
            <Stack gap="md">
              {one("awardState", "Award state", lists.regions)}
              <NaicsSelect
                label="Award NAICS codes"
                value={idsIn(search.awardNaicsCodeIds)}
                counts={countsOf("awardNaicsCodeIds")}
                onChange={(next) => onChange({ awardNaicsCodeIds: next.join(",") || undefined })}
              />
              {ids(
                "awardTechnologyTypeIds",
                "Award technology types",
                lists.technologyTypes,
                "technology types",
              )}
            </Stack>
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  )
}

/** NAICS codes are searched on the server as people type, a page at a time; the chosen ones are named by id. */
function NaicsSelect({
  label,
  value,
  counts,
  onChange,
}: {
  readonly label: string
  readonly value: readonly string[]
  readonly counts: FacetCounts | undefined
  readonly onChange: (ids: string[]) => void
}) {
  const [typed, setTyped] = useState("")
  const naics = useNaicsChoices(typed, value)
  return (
    <FacetMultiSelect
      label={label}
      options={naics.options}
      optionsFailed={naics.failed}
      error={naics.restoreFailed ? searchPageMessages.restoreFailed("NAICS codes") : undefined}
      counts={counts}
      value={value}
      onChange={onChange}
      serverSearch={{
        value: typed,
        onChange: setTyped,
        searching: naics.searching,
        loadMore: naics.loadMore,
      }}
    />
  )
}
