import type {
  AwardsPage,
  ErrorEnvelope,
  ListingArtifactsPage,
  ListingView,
  StorefrontAsOf,
} from "@ignite/contracts"
import { driverName } from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { editStorefront } from "../testing/listing-form"
import { startTestApp, type TestApp } from "../testing/test-app"

const awardsHeader =
  "Company,Award Title,Agency,Phase,Agency Tracking Number,Contract,Proposal Award Date,Award Year,Award Amount,UEI,Contact Email,Abstract"

/** A moment strictly between what came before and what comes after (the log's clock has milliseconds). */
const moment = async () => {
  await new Promise((resolve) => setTimeout(resolve, 20))
  const at = new Date().toISOString()
  await new Promise((resolve) => setTimeout(resolve, 20))
  return at
}

/**
 * Issue 22's as-of storefront through the whole app: a company opens its storefront, publishes it with a
 * service and a use case, then changes its tag line, edits the service, adds a product, removes the use case
 * and gets an award. An auditor reads the storefront as government users saw it before those changes, beside
 * today's, over REST and tRPC; today's side is what the marketplace shows a government user.
 */
describe(`a listing's storefront as of a moment through the gateway on ${driverName()}`, () => {
  let app: TestApp
  let auditor: { userId: string; token: string }
  let admin: { userId: string; token: string }
  let gov: { userId: string; token: string }
  let owner: Awaited<ReturnType<TestApp["companyOwner"]>>
  let listingId = ""
  let serviceId = ""
  let useCaseId = ""
  let productId = ""
  let beforePublishing = ""
  let published = ""

  const get = async <T>(path: string, token?: string) => {
    const response = await app.request(path, { token })
    const text = await response.text()
    return { status: response.status, text, body: JSON.parse(text) as T }
  }
  const storefrontAt = (asOf: string, token = auditor.token, id = listingId) =>
    get<StorefrontAsOf>(`/api/v1/audit/listings/${id}/storefront?asOf=${encodeURIComponent(asOf)}`, token)

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: "off" })
    auditor = await app.userToken("asof-auditor", ["auditor"])
    admin = await app.userToken("asof-admin", ["admin"])
    gov = await app.userToken("asof-gov", ["gov"])
    owner = await app.companyOwner("Heron Labs")
    for (const user of [auditor, admin, gov, owner]) await app.acceptPolicies(user.userId)
    const { services } = app
    listingId = (await services.storefronts.reads.listingOfAccount(owner.accountId)).id
    beforePublishing = await moment()

    await editStorefront(app, owner, listingId, "Heron Labs", { tagLine: "Herons, first draft" })
    serviceId = await services.storefronts.artifactEdits.create(owner.userId, listingId, "service", {
      name: "Wetland survey",
      description: "We survey wetlands on foot.",
    })
    useCaseId = await services.storefronts.artifactEdits.create(owner.userId, listingId, "use_case", {
      name: "Marsh census",
      description: "Counted herons for a state agency.",
    })
    await services.storefronts.publishing.publish(owner.userId, listingId)
    published = await moment()

    await editStorefront(app, owner, listingId, "Heron Labs", { tagLine: "Herons, as they are today" })
    await services.storefronts.artifactEdits.edit(owner.userId, listingId, "service", serviceId, {
      name: "Wetland survey",
      description: "We survey wetlands with sonar now.",
    })
    productId = await services.storefronts.artifactEdits.create(owner.userId, listingId, "product", {
      name: "Heron drone",
      description: "Flies low over reeds.",
    })
    await services.storefronts.artifactEdits.remove(owner.userId, listingId, "use_case", useCaseId)
    await services.companies.sbirImports.importFile([
      `${awardsHeader}\nHeron Labs,Heron gait,DOD,Phase I,DOD-H-1,FA-H-1,2024-05-01,2024,"150,000",${owner.uniqueEntityId},pi@heron.example,Legs that wade`,
    ])
    await services.platform.projections.drain("awards")
  })
  afterAll(() => app?.close())

  it("shows the storefront then, with the old values, beside today's, the differences named", async () => {
    const { status, text, body } = await storefrontAt(published)
    expect(status, text).toBe(200)
    const { asOf, today, differences } = body
    expect(asOf.at).toBe(published)
    expect(asOf.audience).toBe("everyone")
    expect(asOf.listing).toMatchObject({ id: listingId, name: "Heron Labs", tagLine: "Herons, first draft" })
    expect(asOf.services.map((s) => s.description)).toEqual(["We survey wetlands on foot."])
    expect(asOf.useCases.map((u) => u.name)).toEqual(["Marsh census"])
    expect(asOf.products).toEqual([])
    expect(asOf.awards).toEqual([])

    expect(today.listing?.tagLine).toBe("Herons, as they are today")
    expect(today.products.map((p) => p.name)).toEqual(["Heron drone"])
    expect(today.useCases).toEqual([])
    expect(today.awards.map((a) => a.awardTitle)).toEqual(["Heron gait"])

    expect(differences.fields).toContain("tagLine")
    expect(differences.fields).not.toContain("audience")
    const changes = Object.fromEntries(differences.items.map((item) => [item.id, item]))
    expect(changes[serviceId]).toMatchObject({ kind: "service", change: "changed" })
    expect(changes[serviceId]!.fields).toContain("description")
    expect(changes[productId]).toMatchObject({ kind: "product", change: "added", name: "Heron drone" })
    expect(changes[useCaseId]).toMatchObject({ kind: "use_case", change: "removed", name: "Marsh census" })
    expect(differences.items.filter((item) => item.kind === "award")).toMatchObject([
      { change: "added", name: "Heron gait" },
    ])
  })

  it("keeps the award's people's fields masked, as the audit log does", async () => {
    const { body } = await storefrontAt(published)
    const [award] = body.today.awards
    expect(award).toMatchObject({ awardTitle: "Heron gait", piEmail: null })
    expect(body.today.hidden).toEqual([
      expect.objectContaining({
        awardId: award!.id,
        state: "masked",
        fields: expect.arrayContaining(["piEmail"]),
      }),
    ])
    expect(JSON.stringify(body)).not.toContain("pi@heron.example")
  })

  it("says the storefront was unpublished then, and shows nothing of it", async () => {
    const { status, body } = await storefrontAt(beforePublishing)
    expect(status).toBe(200)
    expect(body.asOf).toMatchObject({ audience: "unpublished", listing: null, services: [], awards: [] })
    expect(body.differences.fields).toContain("audience")
    const { body: never } = await storefrontAt("2001-01-01T00:00:00Z")
    expect(never.asOf).toMatchObject({ audience: "notOpened", version: 0, listing: null })
  })

  it("has today's side as the marketplace shows it to a government user", async () => {
    const { body } = await storefrontAt(published)
    const seen = await get<ListingView>(`/api/v1/connect/listings/${listingId}`, gov.token)
    expect(seen.status, seen.text).toBe(200)
    // when the read models stamped a change is their clock's; views are counted apart (asynchronously)
    const { updatedAt: _u, views: _v, ...market } = seen.body
    const { updatedAt: _t, views: _w, ...replayed } = body.today.listing!
    expect(replayed).toEqual(market)
    const services = await get<ListingArtifactsPage>(
      `/api/v1/connect/listings/${listingId}/listing_services`,
      gov.token,
    )
    const withoutTimes = <T extends { createdAt: string; updatedAt: string }>(items: readonly T[]) =>
      items.map(({ createdAt: _c, updatedAt: _d, ...rest }) => rest)
    expect(withoutTimes(body.today.services)).toEqual(withoutTimes(services.body.data))
    const awards = await get<AwardsPage>(`/api/v1/connect/listings/${listingId}/listing_awards`, gov.token)
    expect(body.today.awards.map((a) => [a.id, a.contractNumber, a.awardAmount])).toEqual(
      awards.body.data.map((a) => [a.id, a.contractNumber, a.awardAmount]),
    )
  })

  it("answers the same through tRPC, to auditors and admins", async () => {
    const rest = await storefrontAt(published)
    const trpc = await app.trpc(auditor.token)
    const answer = await trpc.audit.storefrontAsOf({ listingId, asOf: published })
    // today is the moment each call was answered
    expect({ ...answer, today: { ...answer.today, at: "" } }).toEqual({
      ...rest.body,
      today: { ...rest.body.today, at: "" },
    })
    expect((await storefrontAt(published, admin.token)).status).toBe(200)
    const asAdmin = await app.trpc(admin.token)
    expect((await asAdmin.audit.storefrontAsOf({ listingId, asOf: published })).listingId).toBe(listingId)
  })

  it("refuses government and company users, and answers bad input with the error envelope", async () => {
    for (const token of [gov.token, owner.token])
      expect(await storefrontAt(published, token)).toMatchObject({
        status: 403,
        body: { error: "Forbidden", status: 403 },
      })
    expect((await storefrontAt(published, "")).status).toBe(401)
    for (const token of [gov.token, owner.token]) {
      const trpc = await app.trpc(token)
      await expect(trpc.audit.storefrontAsOf({ listingId, asOf: published })).rejects.toMatchObject({
        code: "FORBIDDEN",
      })
    }

    const unknown = await storefrontAt(published, auditor.token, "00000000-0000-4000-8000-00000000beef")
    expect(unknown.status).toBe(404)
    expect(Object.keys(unknown.body).sort()).toEqual(["error", "message", "status"])
    expect(unknown.body).toMatchObject({ error: "NotFound", status: 404 })
    for (const [asOf, id] of [
      ["not a date", listingId],
      ["", listingId],
      [published, "not-a-listing"],
    ] as const) {
      const bad = await storefrontAt(asOf, auditor.token, id)
      expect(bad.status, `${asOf} ${id}: ${bad.text}`).toBe(400)
      // the envelope, with the decoding's details
      expect(bad.body as unknown as ErrorEnvelope).toMatchObject({
        error: expect.any(String),
        message: expect.any(String),
        status: 400,
      })
    }
    const missing = await get<ErrorEnvelope>(`/api/v1/audit/listings/${listingId}/storefront`, auditor.token)
    expect(missing.status).toBe(400)
    const trpc = await app.trpc(auditor.token)
    await expect(trpc.audit.storefrontAsOf({ listingId, asOf: "yesterday-ish" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    })
  })
})
