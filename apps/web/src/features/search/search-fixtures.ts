import type { CurrentUser, ListingSearchFacets, ListingSearchHit, ListingSearchPage } from "@ignite/contracts"
import { act } from "react"
import { expect } from "vitest"
import { renderApp, signInAs, testUser } from "../../test-support/app-harness"
import type { GatewayMock } from "../../test-support/gateway-mock"
import { waitFor } from "../../test-support/render"

/** The government user who searches. */
export const searcher: CurrentUser = { ...testUser, id: "gov-1" }

export const drones: ListingSearchHit = {
  id: "11111111-1111-4111-8111-111111111111",
  accountId: "aaaaaaaa-1111-4111-8111-111111111111",
  name: "Acme Drones",
  tagLine: "Drones for hard places",
  logo: { path: "/files/logos/acme.jpg" },
  city: "Dayton",
  stateOrProvince: "OH",
  country: "US",
  isOnlyVisionVisible: true,
  technologyTypes: [
    { id: "3", name: "Cybersecurity" },
    { id: "4", name: "Robotics" },
  ],
  naicsCodes: [{ id: "541715", code: "541715", name: "Research and Development" }],
  businessClassifications: [{ id: "1", name: "Small Business" }],
  counts: { services: 3, products: 1, useCases: 0, awards: 12 },
  publishedAt: "2026-01-02T00:00:00.000Z",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-03T00:00:00.000Z",
  searchMetadata: {
    highlight: "Autonomous <mark>drones</mark> &amp; &lt;script&gt;alert(1)&lt;/script&gt;",
    matches: [
      { kind: "service", id: "s-1", name: "Drone survey", highlight: "<mark>Drone</mark> survey" },
      { kind: "award", id: "a-1", name: "Swarm autonomy", highlight: null },
    ],
    score: 0.8,
  },
}

export const resultsPage = (
  hits: readonly ListingSearchHit[],
  pagination: Partial<ListingSearchPage["pagination"]> = {},
): ListingSearchPage => ({
  data: hits,
  pagination: {
    count: hits.length,
    page: 1,
    pages: 1,
    from: hits.length === 0 ? 0 : 1,
    to: hits.length,
    last: 1,
    series: ["1"],
    ...pagination,
  },
})

export const facets: ListingSearchFacets = {
  total: 1,
  naicsCodeIds: [{ id: "541715", count: 9 }],
  listingTechnologyTypeIds: [
    { id: "3", count: 12 },
    { id: "4", count: 5 },
  ],
  listingBusinessClassificationIds: [{ id: "1", count: 2 }],
  listingState: [{ id: "OH", count: 7 }],
  serviceTechnologyTypeIds: [],
  productTechnologyTypeIds: [],
  awardPhase: [{ id: "Phase II", count: 4 }],
  awardNaicsCodeIds: [],
  awardState: [],
  awardTechnologyTypeIds: [],
}

const naics = [
  {
    id: "541715",
    code: "541715",
    name: "Research and Development",
    label: "541715 - Research and Development",
  },
  { id: "541330", code: "541330", name: "Engineering Services", label: "541330 - Engineering Services" },
]

/** The reference lists the panels offer. */
export const answerReferenceLists = (gateway: GatewayMock) => {
  gateway.answers.set("reference.technologyTypes", {
    data: [
      { id: "3", name: "Cybersecurity" },
      { id: "4", name: "Robotics" },
    ],
  })
  gateway.answers.set("reference.businessClassifications", { data: [{ id: "1", name: "Small Business" }] })
  gateway.answers.set("reference.phases", {
    data: [
      { id: "1", name: "Phase I" },
      { id: "2", name: "Phase II" },
    ],
  })
  gateway.answers.set("reference.countries", {
    data: [
      { countryName: "Canada", countryShortCode: "CA", regions: [{ name: "Ontario", shortCode: "ON" }] },
      {
        countryName: "United States",
        countryShortCode: "US",
        regions: [
          { name: "Ohio", shortCode: "OH" },
          { name: "Virginia", shortCode: "VA" },
        ],
      },
    ],
  })
  gateway.answers.set("reference.naicsCodesPage", (input) => {
    const ids = Array.isArray(input.ids) ? (input.ids as string[]) : undefined
    const found = ids ? naics.filter((code) => ids.includes(code.id)) : naics
    return {
      data: {
        data: found,
        pagination: {
          count: found.length,
          page: 1,
          pages: 1,
          from: 1,
          to: found.length,
          last: 1,
          series: ["1"],
        },
      },
    }
  })
}

/**
 * Opens the search (a government user's home) at `path` once its panels show, with the reference lists,
 * one storefront found and the facets; `configure` changes any answer before the page asks.
 */
/** A signed-in government user whose home answers: one result (drones), the facets, no matches. */
export const answerSearchHome = (gateway: GatewayMock) => {
  signInAs(gateway, searcher)
  answerReferenceLists(gateway)
  gateway.answers.set("search.listings", { data: resultsPage([drones]) })
  gateway.answers.set("search.facets", { data: facets })
  // a government user's home shows their matches beside the search (none here)
  gateway.answers.set("matches.companies", { data: { matches: [] } })
  gateway.answers.set("matches.digest", { data: { enabled: false } })
}

export const openSearch = async (
  gateway: GatewayMock,
  path = "/",
  configure: (gateway: GatewayMock) => void = () => {},
) => {
  answerSearchHome(gateway)
  configure(gateway)
  const rendered = await renderApp(path)
  await waitFor(() => expect(rendered.container.querySelector("[role='search']")).not.toBeNull())
  return rendered
}

/** The listbox a combobox opened, found by the label it shares with the input (`<id>-label`). */
export const listboxOf = (input: HTMLInputElement) =>
  document.querySelector<HTMLElement>(`[role='listbox'][aria-labelledby='${input.id}-label']`)

/**
 * The options of an open dropdown, as read: "Robotics(5)" is Robotics with its count. A search filter's
 * stand-in gives way to the combobox, which keeps the input's id.
 */
export const openOptions = async (input: HTMLInputElement) => {
  await act(async () => input.click())
  await waitFor(() => expect(listboxOf(input)).not.toBeNull())
  return [...listboxOf(input)!.querySelectorAll<HTMLElement>("[role='option']")]
}

/** A native select by its label. */
export const selectLabelled = (container: HTMLElement, label: string) => {
  const element = [...container.querySelectorAll("label")].find(
    (candidate) => candidate.textContent === label,
  )
  const select = element?.htmlFor ? document.getElementById(element.htmlFor) : null
  if (!(select instanceof HTMLSelectElement)) throw new Error(`No select labelled "${label}"`)
  return select
}

export const choose = (select: HTMLSelectElement, value: string) =>
  act(async () => {
    select.value = value
    select.dispatchEvent(new Event("change", { bubbles: true }))
  })
