import { driverName } from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./testing/test-app"

const header =
  "Company,Award Title,Agency,Phase,Agency Tracking Number,Contract,Proposal Award Date,Award Year,Award Amount,UEI,Contact Email,Abstract"
const row = (uei: string, n: number, title: string, date: string) =>
  `Owner Co,${title},NASA,Phase I,NASA-${uei}-${n},NNX-${n},${date},${date.slice(0, 4)},"${n},000",${uei},owner@example.test,Abstract ${n}`

describe(`storefronts and awards through the gateway on ${driverName()}`, () => {
  let app: TestApp
  let owner: { token: string; accountId: string; uniqueEntityId: string }
  let listingId = ""
  let otherCompany = ""
  let gov = ""

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: "off" })
    const o = await app.companyOwner("Listing Owner")
    await app.acceptPolicies(o.userId)
    owner = o
    const other = await app.companyOwner("Listing Other")
    await app.acceptPolicies(other.userId)
    otherCompany = other.token
    const g = await app.userToken("listing-gov", ["gov"])
    await app.acceptPolicies(g.userId)
    gov = g.token
    const csv = [
      header,
      row(o.uniqueEntityId, 1, "Swarm sensing", "2024-01-10"),
      row(o.uniqueEntityId, 2, "Radiation-hardened optics", "2024-03-05"),
      row(o.uniqueEntityId, 3, "Lunar regolith drill", "2024-02-01"),
    ].join("\n")
    await app.services.sbirImports.importFile([csv])
    await app.services.platform.projections.drain("awards")
    listingId = (await app.services.reads.listingOfAccount(o.accountId)).id
  })
  afterAll(() => app?.close())

  const get = async (path: string, token?: string) => {
    const response = await app.request(path, { token })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it("gives the owner their storefront and its awards, sorted and searched", async () => {
    const mine = await get("/api/v1/current_user/listings", owner.token)
    expect(mine.body).toMatchObject({
      data: [{ id: listingId, isPublished: false }],
      pagination: { count: 1 },
    })
    expect(
      (await get(`/api/v1/listings/${listingId}?eager=links,attachments`, owner.token)).body,
    ).toMatchObject({
      id: listingId,
      accountId: owner.accountId,
      uniqueEntityId: owner.uniqueEntityId,
    })
    const asc = await get(
      `/api/v1/listings/${listingId}/listing_awards?sortBy=createdAt&sortDirection=asc`,
      owner.token,
    )
    const titles = (asc.body.data as Array<{ awardTitle: string }>).map((a) => a.awardTitle)
    expect(titles).toEqual(["Swarm sensing", "Radiation-hardened optics", "Lunar regolith drill"])
    const desc = await get(
      `/api/v1/listings/${listingId}/listing_awards?sortDirection=desc&perPage=5`,
      owner.token,
    )
    expect((desc.body.data as Array<{ awardTitle: string }>).map((a) => a.awardTitle)).toEqual(
      [...titles].reverse(),
    )
    const found = await get(`/api/v1/listings/${listingId}/listing_awards?searchAwards=regolith`, owner.token)
    expect(found.body).toMatchObject({
      data: [{ awardTitle: "Lunar regolith drill", awardAmount: 3000 }],
      pagination: { count: 1 },
    })
    const one = (asc.body.data as Array<{ id: string }>)[0]!.id
    expect(
      (await get(`/api/v1/listings/${listingId}/listing_awards/${one}`, owner.token)).body,
    ).toMatchObject({
      id: one,
      contractNumber: "NNX-1",
      contractStartDate: "2024-01-10",
      contractEndDate: null,
    })
    const trpc = await app.trpc(owner.token)
    expect((await trpc.listings.awards({ listingId, query: { perPage: 5 } })).pagination.count).toBe(3)
  })

  it("keeps the owner side to the account's members", async () => {
    expect(await get(`/api/v1/listings/${listingId}`, otherCompany)).toMatchObject({
      status: 403,
      body: { error: "NotAccountMember" },
    })
    expect((await get(`/api/v1/listings/${listingId}/listing_awards`, gov)).status).toBe(403)
  })

  it("hides an unpublished storefront from the marketplace, as if it did not exist, and shows it once published", async () => {
    const hidden = await get(`/api/v1/connect/listings/${listingId}`, gov)
    const missing = await get("/api/v1/connect/listings/00000000-0000-4000-8000-000000000009", gov)
    expect(hidden).toEqual(missing)
    expect(hidden).toMatchObject({
      status: 404,
      body: { message: "Unable to get listing data; please try again later" },
    })
    expect((await get(`/api/v1/connect/listings/${listingId}/listing_awards`, gov)).status).toBe(404)
    expect((await get(`/api/v1/connect/listings/${listingId}/listing_awards`, otherCompany)).status).toBe(404)
    expect((await get(`/api/v1/connect/listings/${listingId}`, owner.token)).status).toBe(200)

    await app.services.listings.publish(listingId, "test")
    expect((await get(`/api/v1/connect/listings/${listingId}`, gov)).body).toMatchObject({
      isPublished: true,
    })
    const awards = await get(`/api/v1/connect/listings/${listingId}/listing_awards`, gov)
    expect(awards.body).toMatchObject({ pagination: { count: 3 } })
    const trpc = await app.trpc(gov)
    expect((await trpc.connect.listing({ listingId })).id).toBe(listingId)

    await app.services.listings.unpublish(listingId, "test")
    expect((await get(`/api/v1/connect/listings/${listingId}`, gov)).status).toBe(404)
  })

  it("answers an award only under its own storefront", async () => {
    const other = await app.services.reads.listingOfAccount(
      (await app.services.reads.accountByUniqueEntityId(owner.uniqueEntityId))!.id,
    )
    const { data } = await app.services.reads.awardsOfListing(other.id, {
      page: 1,
      perPage: 5,
      sortBy: "createdAt",
      sortDirection: "asc",
    })
    const stranger = await app.companyOwner("Listing Stranger")
    await app.acceptPolicies(stranger.userId)
    const strangerListing = (await app.services.reads.listingOfAccount(stranger.accountId)).id
    expect(
      (await get(`/api/v1/listings/${strangerListing}/listing_awards/${data[0]!.id}`, stranger.token)).status,
    ).toBe(404)
  })
})
