import { describe, expect, it } from "vitest"
import {
  awardsRequestOf,
  listingSearchOf,
  searchForArtifactsPage,
  searchForAwards,
  searchForAwardsReset,
  searchForTab,
  searchWithArtifact,
} from "./listing-search"

describe("the listing view's address", () => {
  it("keeps only what differs from the defaults, and drops what it does not know", () => {
    expect(listingSearchOf({})).toEqual({})
    expect(
      listingSearchOf({
        tab: "STOREFRONT",
        page: 1,
        perPage: 10,
        sortBy: "createdAt",
        sortDirection: "desc",
      }),
    ).toEqual({})
    expect(
      listingSearchOf({ tab: "AWARDS", page: 3, perPage: 20, sortBy: "updatedAt", sortDirection: "asc" }),
    ).toEqual({
      tab: "AWARDS",
      page: 3,
      perPage: 20,
      sortBy: "updatedAt",
      sortDirection: "asc",
    })
    expect(
      listingSearchOf({ tab: "NOPE", page: -2, perPage: 7, sortBy: "name", sortDirection: "up" }),
    ).toEqual({})
  })

  it("reads a filter typed as digits back as text, and an artifact only with its type", () => {
    expect(listingSearchOf({ searchAwards: 2024 })).toEqual({ searchAwards: "2024" })
    expect(listingSearchOf({ searchAwards: "  drill " })).toEqual({ searchAwards: "drill" })
    expect(listingSearchOf({ artifactId: "a-1" })).toEqual({})
    expect(listingSearchOf({ artifactId: "a-1", artifactType: "award" })).toEqual({
      artifactId: "a-1",
      artifactType: "award",
    })
  })

  it("fills in the awards request's defaults: page 1, 10 a page, createdAt desc", () => {
    expect(awardsRequestOf({})).toEqual({
      page: 1,
      perPage: 10,
      searchAwards: "",
      sortBy: "createdAt",
      sortDirection: "desc",
    })
  })

  it("starts a new tab afresh: page, filters and an open artifact stay behind", () => {
    expect(searchForTab("SERVICES")).toEqual({ tab: "SERVICES" })
    expect(searchForTab("STOREFRONT")).toEqual({})
  })

  it("changes the awards request without losing the rest, closing an open award", () => {
    const current = listingSearchOf({
      tab: "AWARDS",
      page: 2,
      searchAwards: "drill",
      artifactId: "a",
      artifactType: "award",
    })
    expect(searchForAwards(current, { sortDirection: "asc", page: 1 })).toEqual({
      tab: "AWARDS",
      searchAwards: "drill",
      sortDirection: "asc",
    })
    expect(searchForAwards(current, { searchAwards: "", page: 1 })).toEqual({ tab: "AWARDS" })
    expect(searchForAwards(current, { page: 3, perPage: 5 })).toEqual({
      tab: "AWARDS",
      page: 3,
      perPage: 5,
      searchAwards: "drill",
    })
    expect(searchForAwardsReset()).toEqual({ tab: "AWARDS" })
  })

  it("opens and closes an artifact through the address", () => {
    const opened = searchWithArtifact({ tab: "AWARDS", page: 2 }, { id: "a-1", type: "award" })
    expect(opened).toEqual({ tab: "AWARDS", page: 2, artifactId: "a-1", artifactType: "award" })
    expect(searchWithArtifact(opened, null)).toEqual({ tab: "AWARDS", page: 2 })
  })

  it("keeps an artifact type it does not know, so the modal can name it; pages artifacts with the tab kept", () => {
    expect(listingSearchOf({ artifactId: "a-1", artifactType: "use case" })).toEqual({
      artifactId: "a-1",
      artifactType: "use case",
    })
    expect(listingSearchOf({ artifactId: "a-1", artifactType: "widget" })).toMatchObject({
      artifactType: "widget",
    })
    expect(listingSearchOf({ artifactType: "service" })).toEqual({})
    const open = { tab: "SERVICES", artifactId: "a-1", artifactType: "service" } as const
    expect(searchForArtifactsPage(open, { page: 2, perPage: 20 })).toEqual({
      tab: "SERVICES",
      page: 2,
      perPage: 20,
    })
    expect(searchForArtifactsPage(open, { page: 1, perPage: 10 })).toEqual({ tab: "SERVICES" })
  })
})
