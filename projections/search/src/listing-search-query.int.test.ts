import type { ListingSearchQuery } from "@ignite/contracts"
import {
  appendArtifact,
  appendAward,
  appendListing,
  awardFacts,
  driverName,
  type FixtureListing,
  openProjectionHarness,
  type ProjectionHarness,
  uuid,
} from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { listingSearchProjection } from "./listing-search.projection"
import { exportListings } from "./listing-search-export"
import { searchFacets } from "./listing-search-facets"
import { searchListings } from "./listing-search-query"
import type { SearchViewer } from "./search-filters"

const listing = (
  n: number,
  name: string,
  profile: FixtureListing["profile"],
  more: Partial<FixtureListing> = {},
) => ({
  id: uuid(n),
  accountId: uuid(100 + n),
  name,
  openedAt: `2026-01-0${n}T00:00:00.000Z`,
  published: true,
  profile,
  ...more,
})

const skyward = listing(1, "Skyward Drones", {
  tagLine: "Unmanned aircraft for inspection",
  capabilityStatement: "<p>Autonomous unmanned aircraft systems (UAS) and counter-drone sensing.</p>",
  stateOrProvince: "OH",
  naicsCodeIds: ["541715"],
  technologyTypeIds: ["4"],
  businessClassificationIds: ["1"],
})
const cipher = listing(2, "Cipher Cyber", {
  tagLine: "Zero trust for weapon systems",
  capabilityStatement:
    "<p>Network security assessments, penetration testing and zero trust architecture.</p>",
  stateOrProvince: "VA",
  naicsCodeIds: ["541512"],
  technologyTypeIds: ["6"],
  businessClassificationIds: ["6"],
})
const helix = listing(
  3,
  "Helix Bio",
  {
    tagLine: "Synthetic biology for field medicine",
    capabilityStatement: "<p>Freeze-dried vaccines and rapid diagnostics for austere environments.</p>",
    stateOrProvince: "MD",
    naicsCodeIds: ["541714"],
    technologyTypeIds: ["5"],
    businessClassificationIds: ["4"],
  },
  { visionOnly: true },
)
const hidden = listing(
  4,
  "Hidden Robotics",
  {
    tagLine: "Autonomous ground robots",
    capabilityStatement: "<p>Autonomous ground robots for base logistics and perimeter patrol.</p>",
    stateOrProvince: "OH",
    naicsCodeIds: ["541715"],
    technologyTypeIds: ["4"],
  },
  { published: false },
)
const forge = listing(5, "Forge Materials", {
  tagLine: 'Ceramics <script>alert("x")</script> & composites',
  capabilityStatement: "<p>Ultra-high temperature ceramics for hypersonic leading edges.</p>",
  stateOrProvince: "OH",
  naicsCodeIds: ["541715", "541714"],
  technologyTypeIds: ["2", "10"],
})

const anyone: SearchViewer = { accountId: null, visionLinked: false }
const visionUser: SearchViewer = { accountId: null, visionLinked: true }
const hiddenOwner: SearchViewer = { accountId: hidden.accountId, visionLinked: false }

const names = {
  technologyType: (id: string) => `tech ${id}`,
  businessClassification: (id: string) => `class ${id}`,
}

describe(`the marketplace search on ${driverName()}`, () => {
  let harness: ProjectionHarness
  const search = (query: ListingSearchQuery, viewer = anyone) =>
    searchListings(harness.sql, viewer, query, names)
  const found = async (query: ListingSearchQuery, viewer = anyone) =>
    (await search(query, viewer)).data.map((hit) => hit.name)
  const sorted = async (query: ListingSearchQuery, viewer = anyone) => (await found(query, viewer)).sort()

  beforeAll(async () => {
    harness = await openProjectionHarness([listingSearchProjection])
    for (const each of [skyward, cipher, helix, hidden, forge]) await appendListing(harness, each)
    await appendArtifact(harness, skyward, uuid(11), "service", {
      name: "Bridge inspection",
      description: "Drone flights over bridges with photogrammetry reports.",
      technologyTypeIds: ["4", "16"],
    })
    await appendArtifact(harness, skyward, uuid(12), "product", {
      name: "Hawk quadcopter",
      description: "A folding quadcopter with a thermal camera.",
      technologyTypeIds: ["4"],
    })
    await appendArtifact(harness, cipher, uuid(13), "service", {
      name: "Penetration testing",
      description: "Red team exercises against industrial control systems.",
      technologyTypeIds: ["6"],
    })
    await appendArtifact(harness, helix, uuid(14), "product", {
      name: "Rapid assay kit",
      description: "Field diagnostic assay with results in ten minutes.",
      technologyTypeIds: ["5", "13"],
    })
    await appendArtifact(harness, forge, uuid(15), "use_case", {
      name: "Nose cone test",
      description: "Arc-jet testing of a ceramic nose cone for a hypersonic glide body.",
    })
    await appendAward(
      harness,
      skyward,
      uuid(21),
      awardFacts("Counter-UAS lidar tracking", {
        phase: "Phase II",
        awardAbstract: "Tracking small drones with scanning lidar.",
        awardAmount: 750_000,
        contractAwardDate: "2025-01-10",
        contractNumber: "FA8650-25-C-1001",
        state: "OH",
      }),
    )
    await appendAward(
      harness,
      cipher,
      uuid(22),
      awardFacts("Quantum-resistant cryptography for radios", {
        phase: "Phase I",
        awardAmount: 150_000,
        contractAwardDate: "2024-06-01",
        state: "VA",
      }),
    )
    await appendAward(
      harness,
      helix,
      uuid(23),
      awardFacts("Field diagnostics for blood-borne pathogens", { phase: "Phase I", state: "MD" }),
    )
  })
  afterAll(() => harness.dispose())

  describe("visibility", () => {
    it("shows every signed-in user the published storefronts that are not VISION-only", async () => {
      expect(await sorted({})).toEqual(["Cipher Cyber", "Forge Materials", "Skyward Drones"])
      expect((await search({})).pagination.count).toBe(3)
    })

    it("adds the VISION-only ones for VISION-linked users, and their own unpublished one for owners", async () => {
      expect(await sorted({}, visionUser)).toEqual([
        "Cipher Cyber",
        "Forge Materials",
        "Helix Bio",
        "Skyward Drones",
      ])
      expect(await sorted({}, hiddenOwner)).toEqual([
        "Cipher Cyber",
        "Forge Materials",
        "Hidden Robotics",
        "Skyward Drones",
      ])
      expect(await found({ searchListings: "ground robots" })).toEqual([])
      expect(await found({ searchListings: "ground robots" }, hiddenOwner)).toEqual(["Hidden Robotics"])
    })
  })

  describe("filters", () => {
    it("ORs the options of a multi-select, as a comma list or an array", async () => {
      expect(await sorted({ naicsCodeIds: "541512,541714" })).toEqual(["Cipher Cyber", "Forge Materials"])
      expect(await sorted({ naicsCodeIds: ["541512", "541714"] })).toEqual([
        "Cipher Cyber",
        "Forge Materials",
      ])
      expect(await sorted({ listingTechnologyTypeIds: "4,6" })).toEqual(["Cipher Cyber", "Skyward Drones"])
      expect(await sorted({ listingBusinessClassificationIds: "6" })).toEqual(["Cipher Cyber"])
    })

    it("ANDs across filters and panels", async () => {
      expect(await sorted({ naicsCodeIds: "541715", listingTechnologyTypeIds: "2" })).toEqual([
        "Forge Materials",
      ])
      expect(await sorted({ listingState: "oh" })).toEqual(["Forge Materials", "Skyward Drones"])
      expect(await sorted({ listingState: "OH", searchListings: "ceramics" })).toEqual(["Forge Materials"])
      expect(await sorted({ listingState: "VA", searchListings: "ceramics" })).toEqual([])
      expect(await sorted({ searchServices: "inspection", awardPhase: "Phase II" })).toEqual([
        "Skyward Drones",
      ])
    })

    it("finds a storefront by a prefix of its identifiers", async () => {
      expect(await found({ listingIdentifier: `uei${skyward.id.slice(-9)}` })).toEqual(["Skyward Drones"])
      expect(await sorted({ listingIdentifier: "UEI00000000" })).toEqual([
        "Cipher Cyber",
        "Forge Materials",
        "Skyward Drones",
      ])
      expect(await found({ listingIdentifier: "%" })).toEqual([])
    })

    it("means one offer of the panel's kind matching all of the panel's filters", async () => {
      expect(await found({ searchServices: "inspection" })).toEqual(["Skyward Drones"])
      expect(await found({ serviceTechnologyTypeIds: "6" })).toEqual(["Cipher Cyber"])
      expect(await found({ serviceTechnologyTypeIds: "16" })).toEqual(["Skyward Drones"])
      expect(await found({ searchServices: "inspection", serviceTechnologyTypeIds: "6" })).toEqual([])
      // a product, not a service, says quadcopter
      expect(await found({ searchServices: "quadcopter" })).toEqual([])
      expect(await found({ searchProducts: "quadcopter" })).toEqual(["Skyward Drones"])
      expect(await found({ productTechnologyTypeIds: "13" })).toEqual([])
      expect(await found({ productTechnologyTypeIds: "13" }, visionUser)).toEqual(["Helix Bio"])
      expect(await found({ searchUseCases: "nose cone" })).toEqual(["Forge Materials"])
    })

    it("means one award matching all the award filters", async () => {
      expect(await found({ searchAwards: "lidar" })).toEqual(["Skyward Drones"])
      expect(await sorted({ awardPhase: "Phase I" }, visionUser)).toEqual(["Cipher Cyber", "Helix Bio"])
      expect(await found({ awardPhase: "2" })).toEqual(["Skyward Drones"])
      expect(await found({ searchAwards: "lidar", awardPhase: "Phase I" })).toEqual([])
      expect(await found({ awardAmountMin: "500000" })).toEqual(["Skyward Drones"])
      expect(await found({ awardAmountMax: 200_000, awardState: "va" })).toEqual(["Cipher Cyber"])
      expect(await found({ awardDateMin: "2025-01-01" })).toEqual(["Skyward Drones"])
      expect(await found({ awardDateMax: "2024-12-31", awardDateMin: "2024-01-01" })).toEqual([
        "Cipher Cyber",
      ])
      expect(await found({ awardContractNumber: "fa8650-25" })).toEqual(["Skyward Drones"])
      expect(await found({ awardContractNumber: "%" })).toEqual([])
    })
  })

  describe("text", () => {
    it("finds through a typo, a prefix, a plural, an acronym and a phrase", async () => {
      expect(await found({ searchListings: "autonomus" })).toEqual(["Skyward Drones"])
      expect(await found({ searchListings: "autonom" })).toEqual(["Skyward Drones"])
      expect(await found({ searchListings: "vaccine" }, visionUser)).toEqual(["Helix Bio"])
      expect(await found({ searchListings: "UAS" })).toEqual(["Skyward Drones"])
      expect(await found({ searchListings: '"zero trust"' })).toEqual(["Cipher Cyber"])
      expect(await found({ searchListings: '"trust zero"' })).toEqual([])
    })

    it("never fails on hostile or odd text, whatever it finds", async () => {
      for (const text of [
        "') | !'x' <-> :* & \\",
        "ü ½ 日本語 🚀",
        "the and of",
        "-drone",
        '"',
        "x".repeat(200),
        "or or",
        "<script>alert(1)</script>",
      ])
        for (const panel of ["searchListings", "searchServices", "searchAwards"] as const) {
          const page = await search({ [panel]: text })
          expect(page.pagination.count, `${panel}: ${text}`).toBe(page.data.length)
        }
      expect(await sorted({ searchListings: "-drone" })).toEqual(["Cipher Cyber", "Forge Materials"])
    })

    it("finds a company by what only its offers or awards say, and names them as matches", async () => {
      const [hit] = (await search({ searchListings: "photogrammetry" })).data
      expect(hit?.name).toBe("Skyward Drones")
      expect(hit?.searchMetadata.highlight).toBeNull()
      expect(hit?.searchMetadata.matches).toEqual([
        {
          kind: "service",
          id: uuid(11),
          name: "Bridge inspection",
          highlight: expect.stringContaining("<mark>"),
        },
      ])
      const [award] = (await search({ searchListings: "lidar" })).data
      expect(award?.searchMetadata.matches.map((m) => [m.kind, m.name])).toEqual([
        ["award", "Counter-UAS lidar tracking"],
      ])
    })

    it("ranks the best match first when text is searched and no sort is named", async () => {
      const page = await search({ searchListings: "hypersonic OR drones" })
      expect(page.data.map((hit) => hit.name)).toEqual(["Skyward Drones", "Forge Materials"])
      expect(page.data[0]!.searchMetadata.score).toBeGreaterThan(page.data[1]!.searchMetadata.score)
    })

    it("marks the matched words and escapes everything else", async () => {
      const [hit] = (await search({ searchListings: "ceramics" })).data
      const highlight = hit!.searchMetadata.highlight!
      expect(highlight).toContain(
        "<mark>Ceramics</mark> &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp;",
      )
      expect(highlight.replace(/<\/?mark>/g, "")).not.toMatch(/[<>]/)
      expect(hit!.searchMetadata.matches[0]).toMatchObject({
        kind: "useCase",
        highlight: expect.stringContaining("<mark>ceramic</mark>"),
      })
      const plain = (await search({ searchListings: "ceramics", highlight: "false" })).data[0]!
      expect(plain.searchMetadata.highlight).toBeNull()
      expect(plain.searchMetadata.matches[0]?.highlight).toBeNull()
    })
  })

  describe("sorts and pages", () => {
    it("sorts by creation (newest first by default), update, name and relevance", async () => {
      expect(await found({})).toEqual(["Forge Materials", "Cipher Cyber", "Skyward Drones"])
      expect(await found({ sortBy: "createdAt", sortDirection: "asc" })).toEqual([
        "Skyward Drones",
        "Cipher Cyber",
        "Forge Materials",
      ])
      expect(await found({ sortBy: "name" })).toEqual(["Cipher Cyber", "Forge Materials", "Skyward Drones"])
      expect(await found({ sortBy: "name", sortDirection: "desc" })).toEqual([
        "Skyward Drones",
        "Forge Materials",
        "Cipher Cyber",
      ])
      // updated in the order they were appended: the last one edited first
      expect(await found({ sortBy: "updatedAt" })).toEqual([
        "Forge Materials",
        "Cipher Cyber",
        "Skyward Drones",
      ])
      expect(await found({ searchListings: "drone", sortBy: "createdAt" })).toEqual(["Skyward Drones"])
    })

    it("pages 5, 10 or 20 at a time, clamps a page past the end and resets an invalid one", async () => {
      const viewer = hiddenOwner
      expect((await search({ perPage: 5, page: 9 }, viewer)).pagination).toMatchObject({
        count: 4,
        page: 1,
        pages: 1,
        from: 1,
        to: 4,
      })
      expect((await search({ perPage: "7", page: "x" }, viewer)).pagination).toMatchObject({ page: 1, to: 4 })
      const hits = await search({ sortBy: "name" }, visionUser)
      expect(hits.data.map((hit) => hit.counts)).toEqual([
        { services: 1, products: 0, useCases: 0, awards: 1 },
        { services: 0, products: 0, useCases: 1, awards: 0 },
        { services: 0, products: 1, useCases: 0, awards: 1 },
        { services: 1, products: 1, useCases: 0, awards: 1 },
      ])
      expect(hits.data[2]).toMatchObject({
        name: "Helix Bio",
        isOnlyVisionVisible: true,
        technologyTypes: [{ id: "5", name: "tech 5" }],
        naicsCodes: [{ id: "541714", code: "541714", name: expect.stringMatching(/Biotechnology/) }],
        businessClassifications: [{ id: "4", name: "class 4" }],
        publishedAt: helix.openedAt,
      })
    })
  })

  describe("facets", () => {
    it("counts each option with every other filter applied and its own left out", async () => {
      const facets = await searchFacets(harness.sql, anyone, { naicsCodeIds: "541512", listingState: "VA" })
      expect(facets.total).toBe(1)
      expect(facets.naicsCodeIds).toEqual([{ id: "541512", count: 1 }])
      expect(facets.listingState).toEqual([{ id: "VA", count: 1 }])
      const byState = await searchFacets(harness.sql, anyone, { listingState: "OH" })
      expect(byState.naicsCodeIds).toEqual([
        { id: "541715", count: 2 },
        { id: "541714", count: 1 },
      ])
      expect(byState.listingState).toEqual([
        { id: "OH", count: 2 },
        { id: "VA", count: 1 },
      ])
      expect(byState.listingTechnologyTypeIds.map((f) => f.id).sort()).toEqual(["10", "2", "4"])
    })

    it("counts offers' and awards' options by the listings that have one matching the rest of the panel", async () => {
      const facets = await searchFacets(harness.sql, anyone, { searchServices: "inspection" })
      expect(facets.serviceTechnologyTypeIds).toEqual([
        { id: "16", count: 1 },
        { id: "4", count: 1 },
      ])
      expect(facets.awardPhase).toEqual([{ id: "Phase II", count: 1 }])
      const all = await searchFacets(harness.sql, visionUser, { awardPhase: "Phase I" })
      expect(all.awardPhase).toEqual([
        { id: "Phase I", count: 2 },
        { id: "Phase II", count: 1 },
      ])
      expect(all.awardState).toEqual([
        { id: "MD", count: 1 },
        { id: "VA", count: 1 },
      ])
      expect(all.productTechnologyTypeIds).toEqual([
        { id: "13", count: 1 },
        { id: "5", count: 1 },
      ])
    })

    it("never counts a storefront the viewer may not see", async () => {
      const anyones = await searchFacets(harness.sql, anyone, {})
      expect(anyones.total).toBe(3)
      expect(anyones.naicsCodeIds).toEqual([
        { id: "541715", count: 2 },
        { id: "541512", count: 1 },
        { id: "541714", count: 1 },
      ])
      expect(anyones.productTechnologyTypeIds).toEqual([{ id: "4", count: 1 }])
      const owners = await searchFacets(harness.sql, hiddenOwner, {})
      expect(owners.naicsCodeIds[0]).toEqual({ id: "541715", count: 3 })
    })
  })

  describe("export", () => {
    it("gives the whole result set in its order, a batch at a time, up to the cap", async () => {
      const rows = async (query: ListingSearchQuery, cap: number, viewer = visionUser) => {
        const { batches } = await exportListings(harness.sql, viewer, query, { cap, batchSize: 2 })
        const all = []
        for await (const batch of batches) all.push(batch.map((row) => row.name))
        return all
      }
      expect(await rows({ sortBy: "name" }, 10)).toEqual([
        ["Cipher Cyber", "Forge Materials"],
        ["Helix Bio", "Skyward Drones"],
      ])
      expect(await rows({ sortBy: "name" }, 3)).toEqual([["Cipher Cyber", "Forge Materials"], ["Helix Bio"]])
      expect(await rows({ searchListings: "drones" }, 10, anyone)).toEqual([["Skyward Drones"]])
    })
  })
})
