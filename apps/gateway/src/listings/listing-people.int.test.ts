import { driverName } from "@ignite/platform/testing"
import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { storefrontCallers } from "../testing/storefront-callers"
import { startTestApp, type TestApp } from "../testing/test-app"

describe(`a storefront's people and the admins' accounts list on ${driverName()}`, () => {
  let app: TestApp
  let owner: { userId: string; token: string; accountId: string; uniqueEntityId: string }
  let listingId = ""
  let otherCompany = ""
  let gov = ""
  let visionGov = ""
  let admin = ""

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: "off" })
    ;({ owner, listingId, otherCompany, gov, visionGov, admin } = await storefrontCallers(app, "People"))
  })
  afterAll(() => app?.close())

  const get = async (path: string, token?: string) => {
    const response = await app.request(path, { token })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const form = {
    name: "People Owner Co",
    tagLine: "People who build things",
    website: "https://people.example",
    yearFounded: 2015,
    capabilityStatement: "<p>We design and build field-ready sensors for harsh environments.</p>",
    addressLine1: "2 Main St",
    city: "Dayton",
    postalCode: "45402",
    stateOrProvince: "OH",
    country: "US",
    pointOfContactId: "",
  }

  it("answers NoUserPointOfContact while the storefront names no contact, on both sides and both transports", async () => {
    const owned = await get(`/api/v1/listings/${listingId}/users/point_of_contact`, owner.token)
    expect(owned).toEqual({
      status: 404,
      body: { error: "NoUserPointOfContact", message: "No Point of Contact Data", status: 404 },
    })
    await expect((await app.trpc(owner.token)).listings.pointOfContact({ listingId })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "No Point of Contact Data",
    })
    // the marketplace sees the owners' own storefront only once published: until then not found, as for any
    const hidden = await get(`/api/v1/connect/listings/${listingId}/users/point_of_contact`, gov)
    expect(hidden.status).toBe(404)
    expect(hidden.body.error).toBe("NotFound")
  })

  it("gives the named contact's card to owners, and to the marketplace once the storefront is published", async () => {
    // the first edit needs a logo, which only the multipart route carries
    const logo = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#36c" } })
      .png()
      .toBuffer()
    const body = new FormData()
    for (const [name, value] of Object.entries({ ...form, pointOfContactId: owner.userId }))
      body.append(`listing[${name}]`, String(value))
    body.append("listing[logo]", new Blob([logo], { type: "image/png" }), "logo.png")
    const edited = await app.request(`/api/v1/current_user/listings/${listingId}`, {
      method: "PATCH",
      token: owner.token,
      body,
    })
    expect(edited.status).toBe(200)
    const owned = await get(`/api/v1/listings/${listingId}/users/point_of_contact`, owner.token)
    expect(owned.status).toBe(200)
    expect(owned.body).toEqual({
      id: owner.userId,
      firstName: "People Owner",
      lastName: "Owner",
      headshot: null,
      title: "Owner",
      email: expect.stringMatching(/@test\.ignite\.local$/),
      cellPhone: "555-0100",
      workPhone: null,
      workPhoneExt: null,
      socialMediaAccounts: [],
    })
    // another company's user is not a member: the owner side refuses, whatever the listing
    expect((await get(`/api/v1/listings/${listingId}/users/point_of_contact`, otherCompany)).status).toBe(403)

    await app.services.storefronts.publishing.publish(owner.userId, listingId)
    const seen = await get(`/api/v1/connect/listings/${listingId}/users/point_of_contact`, gov)
    expect(seen).toEqual({ status: 200, body: owned.body })
    expect(await (await app.trpc(gov)).connect.pointOfContact({ listingId })).toEqual(owned.body)
  })

  it("lists the account's users for the marketplace with names, titles and pictures only", async () => {
    const people = await get(`/api/v1/connect/listings/${listingId}/people?page=1&perPage=5`, gov)
    expect(people.status).toBe(200)
    expect(people.body).toEqual({
      data: [
        { id: owner.userId, firstName: "People Owner", lastName: "Owner", title: "Owner", headshot: null },
      ],
      pagination: expect.objectContaining({ count: 1, page: 1, pages: 1 }),
    })
    expect(JSON.stringify(people.body)).not.toContain("@")
    const viaTrpc = await (await app.trpc(otherCompany)).connect.people({ listingId, query: { perPage: 5 } })
    expect(viaTrpc).toEqual(people.body)
  })

  it("hides the people and the contact of a VISION-only storefront from government users without VISION", async () => {
    await (await app.trpc(owner.token)).listings.setVisionOnly({ listingId, isOnlyVisionVisible: true })
    for (const path of [
      `/api/v1/connect/listings/${listingId}/people`,
      `/api/v1/connect/listings/${listingId}/users/point_of_contact`,
    ]) {
      expect((await get(path, gov)).status, path).toBe(404)
      expect((await get(path, visionGov)).status, path).toBe(200)
    }
    await expect((await app.trpc(gov)).connect.people({ listingId, query: {} })).rejects.toMatchObject({
      code: "NOT_FOUND",
    })
    await (await app.trpc(owner.token)).listings.setVisionOnly({ listingId, isOnlyVisionVisible: false })
  })

  it("lets admins find an account by name or UEI and shows the payment status they set", async () => {
    const found = await get(`/api/v1/admin/accounts?search=${encodeURIComponent("people own")}`, admin)
    expect(found.body).toMatchObject({
      data: [{ id: owner.accountId, name: "People Owner", paymentStatus: "none", claimed: true }],
      pagination: { count: 1 },
    })
    const byUei = await get(`/api/v1/admin/accounts?search=${owner.uniqueEntityId.toLowerCase()}`, admin)
    expect((byUei.body.data as Array<{ id: string }>).map((account) => account.id)).toEqual([owner.accountId])
    // LIKE's wildcards are searched for literally
    expect((await get("/api/v1/admin/accounts?search=%25", admin)).body.data).toEqual([])

    const set = await app.request(`/api/v1/admin/accounts/${owner.accountId}/payment_status`, {
      method: "PATCH",
      token: admin,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ status: "past_due" }),
    })
    expect(set.status).toBeLessThan(300)
    const trpc = await app.trpc(admin)
    const page = await trpc.adminAccounts.list({ search: owner.uniqueEntityId, perPage: 5 })
    expect(page.data).toEqual([expect.objectContaining({ id: owner.accountId, paymentStatus: "past_due" })])
    await trpc.listings.setPaymentStatus({ accountId: owner.accountId, status: "good_standing" })
    const all = await trpc.adminAccounts.list({})
    expect(all.pagination.count).toBeGreaterThanOrEqual(2)
    expect(all.data.find((account) => account.id === owner.accountId)?.paymentStatus).toBe("good_standing")
    expect((await get("/api/v1/admin/accounts", otherCompany)).status).toBe(403)
  })
})
