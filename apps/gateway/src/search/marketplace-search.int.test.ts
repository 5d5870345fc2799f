import type {
  ErrorEnvelope,
  ListingFormInput,
  ListingSearchFacets,
  ListingSearchPage,
} from "@ignite/contracts"
import { driverName } from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { editStorefront } from "../testing/listing-form"
import { storefrontCallers } from "../testing/storefront-callers"
import { startTestApp, type TestApp } from "../testing/test-app"

const header =
  "Company,Award Title,Agency,Phase,Agency Tracking Number,Contract,Proposal Award Date,Award Year,Award Amount,UEI,Contact Email,Abstract"

/**
 * The marketplace search through the whole app, REST over HTTP and tRPC in process, as real users: every
 * answer (results, totals, facets, highlights, matches, the CSV export) holds only storefronts the caller
 * may see. Three storefronts say "quasar": a published one, a VISION-only one, and an unpublished one.
 */
describe(`the marketplace search through the gateway on ${driverName()}`, () => {
  let app: TestApp
  let callers: Awaited<ReturnType<typeof storefrontCallers>>
  let visionMember = ""
  let publisherUserId = ""
  const ids = { public: "", vision: "", unpublished: "" }

  const storefront = (
    owner: { userId: string },
    listingId: string,
    name: string,
    more: Partial<ListingFormInput>,
  ) => editStorefront(app, owner, listingId, name, { website: "https://quasar.example", ...more })

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: "off" })
    callers = await storefrontCallers(app, "Finder")
    const { services } = app
    const publisher = await app.companyOwner("Public Quasar")
    publisherUserId = publisher.userId
    const vision = await app.agreedCompanyOwner("Vision Quasar")
    visionMember = vision.token
    ids.public = (await services.storefronts.reads.listingOfAccount(publisher.accountId)).id
    ids.vision = (await services.storefronts.reads.listingOfAccount(vision.accountId)).id
    ids.unpublished = callers.listingId
    await storefront(publisher, ids.public, "=Public Quasar", {
      capabilityStatement:
        "<p>Quasar-grade telescopes for space domain awareness, sold to many agencies.</p>",
      naicsCodeIds: ["541715"],
      technologyTypeIds: ["17"],
    })
    await storefront(vision, ids.vision, "Vision Quasar", {
      capabilityStatement: "<p>Quasar tracking radars for VISION programs and their classified cousins.</p>",
      stateOrProvince: "VA",
      naicsCodeIds: ["541714"],
      technologyTypeIds: ["16"],
    })
    await services.storefronts.edits.setVisionOnly(vision.userId, ids.vision, true)
    await services.storefronts.artifactEdits.create(vision.userId, ids.vision, "service", {
      name: "Quasar calibration",
      description: "We calibrate radars against distant quasars, on site.",
    })
    await storefront(callers.owner, ids.unpublished, "Unpublished Quasar", {
      capabilityStatement: "<p>Quasar lenses still in the lab, not yet on the marketplace at all.</p>",
      naicsCodeIds: ["541713"],
    })
    for (const id of [ids.public, ids.vision]) await services.storefronts.listings.publish(id, "test", true)
    await services.companies.sbirImports.importFile([
      `${header}\nVision Quasar,Quasar interferometry,DOD,Phase II,DOD-Q-1,FA-Q-1,2024-05-01,2024,"900,000",${vision.uniqueEntityId},owner@example.test,Interferometry of quasars for timing`,
    ])
    await services.platform.projections.drain("listing_search")
  })
  afterAll(() => app?.close())

  const get = async <T>(path: string, token?: string) => {
    const response = await app.request(path, { token })
    return { status: response.status, body: (await response.json()) as T }
  }
  const names = (page: ListingSearchPage) => page.data.map((hit) => hit.name).sort()

  it("shows each caller exactly the storefronts they may see, with the totals to match, on both transports", async () => {
    const cases: Array<[string, string, string[]]> = [
      ["unlinked government user", callers.gov, ["=Public Quasar"]],
      ["VISION-linked government user", callers.visionGov, ["=Public Quasar", "Vision Quasar"]],
      ["owner of the unpublished one", callers.owner.token, ["=Public Quasar", "Unpublished Quasar"]],
      ["member of the VISION-only one", visionMember, ["=Public Quasar", "Vision Quasar"]],
      ["another company", callers.otherCompany, ["=Public Quasar"]],
      ["admin", callers.admin, ["=Public Quasar"]],
    ]
    for (const [who, token, expected] of cases) {
      const rest = await get<ListingSearchPage>("/api/v1/connect/listings?searchListings=quasar", token)
      expect(rest.status, who).toBe(200)
      expect(names(rest.body), who).toEqual(expected)
      expect(rest.body.pagination.count, who).toBe(expected.length)
      const trpc = await (await app.trpc(token)).search.listings({ searchListings: "quasar" })
      expect(names(trpc as ListingSearchPage), who).toEqual(expected)
    }
  })

  it("marks the matched words and names matched offers and awards only where the storefront is visible", async () => {
    const page = (
      await get<ListingSearchPage>("/api/v1/connect/listings?searchListings=quasars", callers.visionGov)
    ).body
    const vision = page.data.find((hit) => hit.id === ids.vision)!
    expect(vision.searchMetadata.highlight).toContain("<mark>Quasar</mark>")
    expect(vision.searchMetadata.matches.map((match) => [match.kind, match.name]).sort()).toEqual([
      ["award", "Quasar interferometry"],
      ["service", "Quasar calibration"],
    ])
    const forGov = (
      await get<ListingSearchPage>("/api/v1/connect/listings?searchListings=interferometry", callers.gov)
    ).body
    expect(forGov.data).toEqual([])
    const trpc = await (await app.trpc(callers.gov)).search.listings({ searchServices: "calibration" })
    expect(trpc.data).toEqual([])
  })

  it("counts facets over visible storefronts only", async () => {
    const facets = async (token: string) =>
      (await get<ListingSearchFacets>("/api/v1/connect/listings/facets?searchListings=quasar", token)).body
    expect(await facets(callers.gov)).toMatchObject({
      total: 1,
      naicsCodeIds: [{ id: "541715", count: 1 }],
      listingState: [{ id: "OH", count: 1 }],
      awardPhase: [],
    })
    expect(await facets(callers.visionGov)).toMatchObject({
      total: 2,
      listingState: [
        { id: "OH", count: 1 },
        { id: "VA", count: 1 },
      ],
      awardPhase: [{ id: "Phase II", count: 1 }],
    })
    const overTrpc = await (await app.trpc(callers.owner.token)).search.facets({ searchListings: "quasar" })
    expect(overTrpc.naicsCodeIds.map((facet) => facet.id).sort()).toEqual(["541713", "541715"])
  })

  it("exports the caller's whole result set as an injection-safe CSV attachment", async () => {
    const response = await app.request("/api/v1/connect/listings/export?searchListings=quasar&sortBy=name", {
      token: callers.visionGov,
    })
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8")
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="ignite-search-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const lines = (await response.text()).split("\r\n")
    expect(lines[0]).toBe(
      "Name,UEI,CAGE,City,State/Province,Country,Website,Technology types,NAICS codes,Business classifications,Listing URL",
    )
    expect(lines).toHaveLength(4)
    expect(lines[1]).toMatch(/^'=Public Quasar,TST/)
    expect(lines[1]).toContain(`/ignite/listings/${ids.public}`)
    expect(lines[1]).toContain("Space Technology")
    expect(lines[2]).toMatch(/^Vision Quasar,.*,VA,US,/)
    expect(lines[3]).toBe("")
    const forGov = await (
      await app.request("/api/v1/connect/listings/export?searchListings=quasar", { token: callers.gov })
    ).text()
    expect(forGov.split("\r\n").filter(Boolean)).toHaveLength(2)
  })

  it("answers the static paths before /connect/listings/{id}, which still answers a storefront", async () => {
    expect((await get("/api/v1/connect/listings/facets", callers.gov)).status).toBe(200)
    const one = await get<{ id: string }>(`/api/v1/connect/listings/${ids.public}`, callers.gov)
    expect(one).toMatchObject({ status: 200, body: { id: ids.public } })
  })

  it("refuses bad parameters with the field and its message, on both transports, and anonymous callers", async () => {
    const cases: Array<[string, string]> = [
      ["sortBy=bogus", "sortBy"],
      ["awardDateMin=2999-01-01", "awardDateMin"],
      ["awardAmountMin=lots", "awardAmountMin"],
      ["eager=people", "eager"],
      [`searchListings=${"x".repeat(201)}`, "searchListings"],
    ]
    for (const [query, path] of cases)
      for (const route of ["", "/facets", "/export"]) {
        const answer = await get<ErrorEnvelope>(`/api/v1/connect/listings${route}?${query}`, callers.gov)
        expect(answer.status, `${route}?${query}`).toBe(400)
        expect(answer.body).toMatchObject({ error: "ValidationFailed", status: 400, details: [{ path }] })
      }
    await expect(
      (await app.trpc(callers.gov)).search.listings({ sortBy: "bogus" as never }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" })
    for (const route of ["", "/facets", "/export"])
      expect((await get<ErrorEnvelope>(`/api/v1/connect/listings${route}`)).body).toMatchObject({
        error: "MissingToken",
        status: 401,
      })
    await expect((await app.trpc()).search.facets({})).rejects.toMatchObject({ code: "UNAUTHORIZED" })
  })

  it("takes a multi-select as a comma list or as repeated parameters, and sorts by name", async () => {
    for (const query of ["naicsCodeIds=541715,541714", "naicsCodeIds=541715&naicsCodeIds=541714"]) {
      const page = await get<ListingSearchPage>(
        `/api/v1/connect/listings?${query}&sortBy=name`,
        callers.visionGov,
      )
      expect(page.body.data.map((hit) => hit.name)).toEqual(["=Public Quasar", "Vision Quasar"])
    }
  })

  it("pages the results as everywhere: 5, 10 or 20, a page past the end clamped to the last", async () => {
    const page = await get<ListingSearchPage>(
      "/api/v1/connect/listings?searchListings=quasar&perPage=5&page=7&sortBy=name&sortDirection=desc",
      callers.visionGov,
    )
    expect(page.body.pagination).toMatchObject({ count: 2, page: 1, pages: 1, from: 1, to: 2 })
    expect(page.body.data.map((hit) => hit.name)).toEqual(["Vision Quasar", "=Public Quasar"])
  })

  it("serves a repeated search again while its read model is unchanged, and anew once it has moved", async () => {
    const reader = await app.agreedUser("Kept Answers", ["gov"])
    const viewer = { sub: reader.userId, roles: ["gov"] }
    const search = () => app.services.search.listings(viewer, { searchListings: "quasar" })
    const facets = () => app.services.search.facets(viewer, { searchListings: "quasar" })
    const first = await search()
    const firstFacets = await facets()
    // the same answer, kept: nothing it was computed from has changed
    expect(await search()).toBe(first)
    expect(await facets()).toBe(firstFacets)
    // who may see more is asked anew: the kept answer is per what the viewer may see
    const visionPage = await (await app.trpc(callers.visionGov)).search.listings({ searchListings: "quasar" })
    expect(names(visionPage as ListingSearchPage)).toEqual(["=Public Quasar", "Vision Quasar"])

    await storefront({ userId: publisherUserId }, ids.public, "=Public Quasar", {
      tagLine: "Now with quasar spectrographs",
      capabilityStatement:
        "<p>Quasar-grade telescopes for space domain awareness, sold to many agencies.</p>",
      naicsCodeIds: ["541715"],
      technologyTypeIds: ["17"],
    })
    await app.services.platform.projections.drain("listing_search")
    const after = await search()
    expect(after).not.toBe(first)
    expect(after.data.map((hit) => hit.tagLine)).toEqual(["Now with quasar spectrographs"])
    expect(await facets()).not.toBe(firstFacets)
    const rest = await get<ListingSearchPage>("/api/v1/connect/listings?searchListings=quasar", reader.token)
    expect(rest.body.data.map((hit) => hit.tagLine)).toEqual(["Now with quasar spectrographs"])
  })
})
