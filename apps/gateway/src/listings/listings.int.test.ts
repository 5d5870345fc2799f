import { driverName, waitFor } from "@ignite/platform/testing"
import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "../testing/test-app"

const header =
  "Company,Award Title,Agency,Phase,Agency Tracking Number,Contract,Proposal Award Date,Award Year,Award Amount,UEI,Contact Email,Abstract"
const row = (uei: string, n: number, title: string, date: string) =>
  `Owner Co,${title},NASA,Phase I,NASA-${uei}-${n},NNX-${n},${date},${date.slice(0, 4)},"${n},000",${uei},owner@example.test,Abstract ${n}`

describe(`storefronts and awards through the gateway on ${driverName()}`, () => {
  let app: TestApp
  let owner: { token: string; accountId: string; uniqueEntityId: string }
  let ownerUserId = ""
  let listingId = ""
  let otherCompany = ""
  let gov = ""

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: "off" })
    const o = await app.agreedCompanyOwner("Listing Owner")
    owner = o
    ownerUserId = o.userId
    const other = await app.agreedCompanyOwner("Listing Other")
    otherCompany = other.token
    const g = await app.agreedUser("listing-gov", ["gov"])
    gov = g.token
    const csv = [
      header,
      row(o.uniqueEntityId, 1, "Swarm sensing", "2024-01-10"),
      row(o.uniqueEntityId, 2, "Radiation-hardened optics", "2024-03-05"),
      row(o.uniqueEntityId, 3, "Lunar regolith drill", "2024-02-01"),
    ].join("\n")
    await app.services.companies.sbirImports.importFile([csv])
    await app.services.platform.projections.drain("awards")
    listingId = (await app.services.storefronts.reads.listingOfAccount(o.accountId)).id
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

    await app.services.storefronts.listings.publish(listingId, "test", true)
    expect((await get(`/api/v1/connect/listings/${listingId}`, gov)).body).toMatchObject({
      isPublished: true,
    })
    const awards = await get(`/api/v1/connect/listings/${listingId}/listing_awards`, gov)
    expect(awards.body).toMatchObject({ pagination: { count: 3 } })
    const trpc = await app.trpc(gov)
    expect((await trpc.connect.listing({ listingId })).id).toBe(listingId)

    await app.services.storefronts.listings.unpublish(listingId, "test")
    expect((await get(`/api/v1/connect/listings/${listingId}`, gov)).status).toBe(404)
  })

  it("answers an award only under its own storefront", async () => {
    const other = await app.services.storefronts.reads.listingOfAccount(
      (await app.services.companies.reads.accountByUniqueEntityId(owner.uniqueEntityId))!.id,
    )
    const { data } = await app.services.storefronts.reads.awardsOfListing(other.id, {
      page: 1,
      perPage: 5,
      sortBy: "createdAt",
      sortDirection: "asc",
    })
    const stranger = await app.agreedCompanyOwner("Listing Stranger")
    const strangerListing = (await app.services.storefronts.reads.listingOfAccount(stranger.accountId)).id
    expect(
      (await get(`/api/v1/listings/${strangerListing}/listing_awards/${data[0]!.id}`, stranger.token)).status,
    ).toBe(404)
  })

  it("lets members publish, unpublish, and publish again once an admin says the payments are in good standing", async () => {
    const patch = async (path: string, token: string, body?: unknown) => {
      const response = await app.request(path, {
        method: "PATCH",
        token,
        ...(body ? { headers: { "content-type": "application/json" }, body: JSON.stringify(body) } : {}),
      })
      return {
        status: response.status,
        body: response.status === 204 ? {} : ((await response.json()) as Record<string, unknown>),
      }
    }
    const base = `/api/v1/current_user/listings/${listingId}`
    expect(await patch(`${base}/publish`, otherCompany)).toMatchObject({
      status: 403,
      body: { error: "NotAccountMember" },
    })
    // published and unpublished once already (above): publishing again needs good standing
    const refused = {
      status: 402,
      body: {
        error: "PaymentRequired",
        message:
          "Your storefront can be published again once your account's payments are in good standing. Please contact support.",
      },
    }
    expect(await patch(`${base}/publish`, owner.token)).toMatchObject(refused)
    const admin = await app.agreedUser("listing-admin", ["admin"])
    const standing = `/api/v1/admin/accounts/${owner.accountId}/payment_status`
    expect((await patch(standing, owner.token, { status: "good_standing" })).status).toBe(403)
    expect((await patch(standing, admin.token, { status: "paid" })).status).toBe(400)
    expect((await patch(standing, admin.token, { status: "good_standing" })).status).toBe(204)
    expect(await patch(`${base}/publish`, owner.token)).toMatchObject({
      status: 200,
      body: { isPublished: true },
    })
    expect((await get(`/api/v1/connect/listings/${listingId}`, gov)).status).toBe(200)
    expect(await patch(`${base}/unpublish`, owner.token)).toMatchObject({
      status: 200,
      body: { isPublished: false },
    })
    expect((await get(`/api/v1/connect/listings/${listingId}`, gov)).status).toBe(404)
    expect((await patch(standing, admin.token, { status: "past_due" })).status).toBe(204)
    expect(await patch(`${base}/publish`, owner.token)).toMatchObject(refused)
    expect((await patch(standing, admin.token, { status: "good_standing" })).status).toBe(204)
    const trpc = await app.trpc(owner.token)
    expect(await trpc.listings.publish({ listingId })).toMatchObject({ isPublished: true })
    expect((await get(`/api/v1/connect/listings/${listingId}`, gov)).status).toBe(200)
  })

  it("takes the owners' whole form as multipart, logo and all, checks it against the account and the lists, and shows it", async () => {
    const logo = await sharp({ create: { width: 80, height: 40, channels: 3, background: "#c33" } })
      .png()
      .toBuffer()
    const fields: Record<string, string> = {
      name: "Owner Co Robotics",
      tagLine: "Robots for hard places",
      website: "https://owner.example",
      yearFounded: "2012",
      capabilityStatement:
        '<p onmouseover="alert(1)">We build inspection robots for tanks, pipes and confined spaces.</p>',
      addressLine1: "1 Main St",
      addressLine2: "",
      city: "Dayton",
      postalCode: "45402",
      stateOrProvince: "OH",
      country: "US",
      pointOfContactId: ownerUserId,
      "naicsCodeIds][0": "541715",
      "technologyTypeIds][0": "1",
      "socialMediaAccountsAttributes][0][socialMediaTypeId": "2",
      "socialMediaAccountsAttributes][0][identifier": "owner-co",
    }
    const send = async (extra: Record<string, string>, withLogo: boolean, token = owner.token) => {
      const form = new FormData()
      for (const [name, value] of Object.entries({ ...fields, ...extra }))
        form.append(`listing[${name}]`, value)
      if (withLogo) form.append("listing[logo]", new Blob([logo], { type: "image/png" }), "logo.png")
      const response = await app.request(`/api/v1/current_user/listings/${listingId}`, {
        method: "PATCH",
        token,
        body: form,
      })
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    }
    const refused = await send(
      { yearFounded: "1600", capabilityStatement: "<p>Too short</p>", "naicsCodeIds][0": "999999" },
      false,
    )
    expect(refused).toMatchObject({ status: 400, body: { error: "ValidationFailed" } })
    expect(refused.body.details).toEqual([
      {
        path: "listing.yearFounded",
        message: "Year should be between 1700 and the current year",
        code: "year_out_of_bounds",
      },
    ])
    const rules = await send(
      {
        capabilityStatement: "<p>Too short</p>",
        "naicsCodeIds][0": "999999",
        pointOfContactId: "00000000-0000-4000-8000-000000000009",
      },
      false,
    )
    expect(rules.body.details).toEqual([
      { path: "pointOfContactId", message: "must be a user of the account", code: "not_a_member" },
      { path: "naicsCodeIds", message: "is not in the list", code: "unknown_item" },
      { path: "capabilityStatement", message: "Must be at least 50 characters", code: "insufficient_length" },
      { path: "logo", message: "required", code: "required" },
    ])
    expect((await send({}, true, otherCompany)).status).toBe(403)

    const saved = await send({}, true)
    expect(saved).toMatchObject({
      status: 200,
      body: {
        name: "Owner Co Robotics",
        tagLine: "Robots for hard places",
        yearFounded: 2012,
        capabilityStatement: "<p>We build inspection robots for tanks, pipes and confined spaces.</p>",
        naicsCodes: [{ id: "541715", code: "541715" }],
        socialMediaAccounts: [
          { socialMediaTypeId: "2", socialMediaTypeName: "LinkedIn", identifier: "owner-co" },
        ],
        pointOfContactId: ownerUserId,
      },
    })
    const logoPath = (saved.body.logo as { path: string }).path
    const served = await app.request(logoPath.startsWith("/") ? logoPath : `/files/${logoPath}`)
    expect(served.headers.get("content-type")).toContain("image/jpeg")

    // the registry no longer overwrites what the owners said
    await app.services.companies.sbirImports.importFile([
      `${header}\n${row(owner.uniqueEntityId, 9, "Another award", "2025-05-05").replace("Owner Co", "Renamed By Registry")}`,
    ])
    expect((await get(`/api/v1/listings/${listingId}`, owner.token)).body).toMatchObject({
      name: "Owner Co Robotics",
      city: "Dayton",
    })

    const vision = await app.request(`/api/v1/current_user/listings/${listingId}`, {
      method: "PATCH",
      token: owner.token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ isOnlyVisionVisible: true }),
    })
    expect(await vision.json()).toMatchObject({ isOnlyVisionVisible: true, name: "Owner Co Robotics" })
  })

  it("counts a government user's visits as profile views, never the owners' or other companies'", async () => {
    await app.services.storefronts.listings.publish(listingId, "test", true)
    await app.services.storefronts.edits.setVisionOnly(ownerUserId, listingId, false)
    const views = async () => {
      await app.services.platform.projections.drain("listing_views")
      return (await get(`/api/v1/listings/${listingId}`, owner.token)).body.views as number
    }
    const before = await views()
    expect((await get(`/api/v1/connect/listings/${listingId}`, gov)).status).toBe(200)
    await (await app.trpc(gov)).connect.listing({ listingId })
    await get(`/api/v1/connect/listings/${listingId}`, owner.token)
    await get(`/api/v1/connect/listings/${listingId}`, otherCompany)
    expect(
      await waitFor(async () => ((await views()) === before + 2 ? true : undefined), {
        message: "two views",
      }),
    ).toBe(true)
    // a moment later, still two: the owners' and the other company's visits were not recorded
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await views()).toBe(before + 2)
  })

  it("hides a VISION-only storefront from government users without VISION, and its awards with it", async () => {
    await app.services.storefronts.listings.publish(listingId, "test", true)
    const visionGov = await app.agreedUser("listing-vision-gov", ["gov"])
    await app.services.platform.sql.transaction((tx) =>
      app.services.govUsers.users.linkVisionIn(tx, visionGov.userId, {
        visionUserId: "vision-listing-test",
        email: "listing-vision-gov@test.ignite.local",
        firstName: "Val",
        lastName: "Vision",
        position: null,
        organization: null,
        emailValid: true,
      }),
    )
    const toggle = async (isOnlyVisionVisible: boolean) =>
      (await app.trpc(owner.token)).listings.setVisionOnly({ listingId, isOnlyVisionVisible })
    expect(await toggle(true)).toMatchObject({ isOnlyVisionVisible: true })
    expect((await get(`/api/v1/connect/listings/${listingId}`, gov)).status).toBe(404)
    expect((await get(`/api/v1/connect/listings/${listingId}/listing_awards`, gov)).status).toBe(404)
    expect((await get(`/api/v1/connect/listings/${listingId}`, otherCompany)).status).toBe(404)
    expect((await get(`/api/v1/connect/listings/${listingId}`, visionGov.token)).status).toBe(200)
    expect((await get(`/api/v1/connect/listings/${listingId}/listing_awards`, visionGov.token)).status).toBe(
      200,
    )
    expect((await get(`/api/v1/connect/listings/${listingId}`, owner.token)).status).toBe(200)
    expect(await toggle(false)).toMatchObject({ isOnlyVisionVisible: false })
    expect((await get(`/api/v1/connect/listings/${listingId}`, gov)).status).toBe(200)
  })
  it("names classifications and technology types as admins last left them, on the owner and the marketplace side", async () => {
    const company = await app.agreedCompanyOwner("Listing Names")
    const id = (await app.services.storefronts.reads.listingOfAccount(company.accountId)).id
    const admin = await app.agreedUser("listing-names-admin", ["admin"])
    const adminCall = async (method: string, path: string, body: unknown) => {
      const response = await app.request(path, {
        method,
        token: admin.token,
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      })
      return { status: response.status, body: (await response.json()) as { id: string; name: string } }
    }
    const added = await adminCall("POST", "/api/v1/admin/business_classifications", {
      name: "Tribally-Owned Firm",
    })
    expect(added.status).toBe(201)
    await app.services.storefronts.edits.edit(company.userId, id, {
      name: "Names Co",
      tagLine: "Named things",
      website: "https://names.example",
      yearFounded: 2015,
      capabilityStatement:
        "<p>We keep names fresh across every storefront read, owner side and marketplace.</p>",
      addressLine1: "2 Main St",
      city: "Dayton",
      postalCode: "45402",
      stateOrProvince: "OH",
      country: "US",
      pointOfContactId: company.userId,
      naicsCodeIds: [],
      productServiceCodeIds: [],
      businessClassificationIds: ["1", added.body.id],
      technologyTypeIds: ["5"],
      logo: await sharp({ create: { width: 20, height: 20, channels: 3, background: "#393" } })
        .png()
        .toBuffer(),
    })
    await app.services.storefronts.listings.publish(id, "test", true)
    const names = async (path: string, token: string) => {
      const { status, body } = await get(path, token)
      expect(status).toBe(200)
      return { businessClassifications: body.businessClassifications, technologyTypes: body.technologyTypes }
    }
    // an item added after the listing was saved is named, not shown by its id
    expect(await names(`/api/v1/listings/${id}`, company.token)).toEqual({
      businessClassifications: [
        { id: "1", name: "Small Business" },
        { id: added.body.id, name: "Tribally-Owned Firm" },
      ],
      technologyTypes: [{ id: "5", name: "Biotechnology" }],
    })

    expect(
      (await adminCall("PATCH", "/api/v1/admin/technology_types/5", { name: "Biotech & Life Sciences" }))
        .status,
    ).toBe(200)
    const renamed = {
      businessClassifications: [
        { id: "1", name: "Small Business" },
        { id: added.body.id, name: "Tribally-Owned Firm" },
      ],
      technologyTypes: [{ id: "5", name: "Biotech & Life Sciences" }],
    }
    expect(await names(`/api/v1/listings/${id}`, company.token)).toEqual(renamed)
    expect(await names(`/api/v1/connect/listings/${id}`, gov)).toEqual(renamed)
    const overTrpc = await (await app.trpc(gov)).connect.listing({ listingId: id })
    expect(overTrpc.technologyTypes).toEqual(renamed.technologyTypes)
  })
})
