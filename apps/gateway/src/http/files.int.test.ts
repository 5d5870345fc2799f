import { minimalPdf } from "@ignite/demo"
import { driverName } from "@ignite/platform/testing"
import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { storefrontCallers } from "../testing/storefront-callers"
import { startTestApp, type TestApp } from "../testing/test-app"

type Json = Record<string, unknown>

/** A stored file's address as answers carry it: its path, signed until the end of the next hour. */
const signedAddress = /^\/files\/[a-z]+\/[0-9a-f-]+\.[a-z]+\?expires=\d+&signature=[A-Za-z0-9_-]+$/
const bare = (address: string) => address.split("?")[0]!

/**
 * Issue 26, "Files outside their rules": a stored file is served only at the signed, expiring address an
 * answer gave its reader, so it reaches exactly those who may read what refers to it (docs/architecture.md,
 * "Files"): a storefront's logo and attachments those who may see the storefront, a headshot signed-in users.
 */
describe(`stored files are served under the rule of what refers to them on ${driverName()}`, () => {
  let app: TestApp
  let listingId = ""
  let owner = { token: "", userId: "" }
  let gov = ""
  let visionGov = ""
  let logo = ""
  let attachment = ""
  let headshot = ""

  const call = async (path: string, token?: string) => {
    const response = await app.request(path, { token })
    return { status: response.status, body: (await response.json()) as Json }
  }
  const send = async (method: string, path: string, token: string, form: FormData) => {
    const response = await app.request(path, { method, token, body: form })
    const body = (await response.json()) as Json
    expect(response.status, JSON.stringify(body)).toBeLessThan(300)
    return body
  }
  const fetchFile = (address: string, token?: string) => app.request(address, { token })

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: "off" })
    const callers = await storefrontCallers(app, "File Rule")
    ;({ listingId, gov, visionGov } = callers)
    owner = { token: callers.owner.token, userId: callers.owner.userId }
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#2a6" } })
      .png()
      .toBuffer()
    const image = () => new Blob([new Uint8Array(png)], { type: "image/png" })

    const listing = new FormData()
    for (const [name, value] of Object.entries({
      name: "File Rule Owner",
      tagLine: "Keeps its files to its readers",
      website: "https://file-rule.example",
      yearFounded: "2015",
      capabilityStatement: "<p>We make things that only the right people should see the pictures of.</p>",
      addressLine1: "1 Main St",
      city: "Dayton",
      postalCode: "45402",
      stateOrProvince: "OH",
      country: "US",
      pointOfContactId: owner.userId,
    }))
      listing.append(`listing[${name}]`, value)
    listing.append("listing[logo]", image(), "logo.png")
    const edited = await send("PATCH", `/api/v1/current_user/listings/${listingId}`, owner.token, listing)
    logo = (edited.logo as { path: string }).path

    const artifact = new FormData()
    artifact.append("listing_service[name]", "Private brochure")
    artifact.append("listing_service[description]", "A service whose brochure only its readers get.")
    artifact.append("listing_service[listingArtifactAttachmentsAttributes][0][name]", "Brochure")
    artifact.append(
      "listing_service[listingArtifactAttachmentsAttributes][0][file]",
      new Blob([minimalPdf(["Brochure"])]),
      "brochure.pdf",
    )
    const created = await send(
      "POST",
      `/api/v1/listings/${listingId}/listing_services`,
      owner.token,
      artifact,
    )
    attachment = (created.listingArtifactAttachments as Array<{ file: { path: string } }>)[0]!.file.path

    const profile = new FormData()
    profile.append("user[headshot]", image(), "me.png")
    const me = await send("PATCH", "/api/v1/users", owner.token, profile)
    headshot = (me.headshot as { path: string }).path
  })
  afterAll(() => app?.close())

  it("gives the owner of an unpublished storefront signed addresses that serve its files", async () => {
    for (const address of [logo, attachment, headshot]) expect(address).toMatch(signedAddress)
    const own = await call(`/api/v1/listings/${listingId}`, owner.token)
    expect((own.body.logo as { path: string }).path).toBe(logo)
    // over tRPC alike
    const trpc = await app.trpc(owner.token)
    expect((await trpc.listings.get({ listingId })).logo?.path).toBe(logo)

    const served = await fetchFile(logo)
    expect(served.status).toBe(200)
    expect(served.headers.get("content-type")).toBe("image/jpeg")
    expect(served.headers.get("cache-control")).toMatch(/^private, max-age=\d+$/)
    const download = await fetchFile(attachment)
    expect(download.status).toBe(200)
    expect(download.headers.get("content-disposition")).toMatch(/^attachment;/)
  })

  it("refuses an unpublished storefront's logo to a government user and an anonymous caller", async () => {
    // no answer gives them its address: the storefront is not found
    expect((await call(`/api/v1/connect/listings/${listingId}`, gov)).status).toBe(404)
    expect((await call(`/api/v1/connect/listings/${listingId}/listing_services`, gov)).status).toBe(404)
    expect((await call(`/api/v1/connect/listings/${listingId}`)).status).toBe(401)
    // and the bare address serves no one, whatever token comes with it: not even the owner
    for (const path of [logo, attachment, headshot].map(bare))
      for (const token of [undefined, gov, visionGov, owner.token]) {
        const refused = await fetchFile(path, token)
        expect(refused.status, `${path} ${token ? "with a token" : "anonymous"}`).toBe(403)
        expect(await refused.json()).toEqual({
          error: "Forbidden",
          message: "This file is served only at the address a page gave you; reload the page.",
          status: 403,
        })
      }
  })

  it("gives government users the addresses once published, and VISION-only storefronts' to VISION-linked ones only", async () => {
    await app.services.storefronts.publishing.publish(owner.userId, listingId)
    try {
      const seen = await call(`/api/v1/connect/listings/${listingId}`, gov)
      expect(seen.status).toBe(200)
      const address = (seen.body.logo as { path: string }).path
      expect(address).toMatch(signedAddress)
      expect(bare(address)).toBe(bare(logo))
      expect((await fetchFile(address)).status).toBe(200)
      const services = await call(`/api/v1/connect/listings/${listingId}/listing_services`, gov)
      const files = (
        services.body.data as Array<{ listingArtifactAttachments: Array<{ file: { path: string } }> }>
      )
        .flatMap((item) => item.listingArtifactAttachments)
        .map((item) => item.file.path)
      expect(files.map(bare)).toEqual([bare(attachment)])
      expect((await fetchFile(files[0]!)).status).toBe(200)
      // the storefront's people, their headshots signed for the government reader
      const people = await call(`/api/v1/connect/listings/${listingId}/people`, gov)
      const pictures = (people.body.data as Array<{ headshot: { path: string } | null }>).map(
        (person) => person.headshot?.path,
      )
      expect(pictures.map((path) => path && bare(path))).toContain(bare(headshot))
      for (const path of pictures) if (path) expect(path).toMatch(signedAddress)

      await app.services.storefronts.edits.setVisionOnly(owner.userId, listingId, true)
      expect((await call(`/api/v1/connect/listings/${listingId}`, gov)).status).toBe(404)
      const vision = await call(`/api/v1/connect/listings/${listingId}`, visionGov)
      expect((vision.body.logo as { path: string }).path).toMatch(signedAddress)
    } finally {
      await app.services.storefronts.edits.setVisionOnly(owner.userId, listingId, false)
      await app.services.storefronts.publishing.unpublish(owner.userId, listingId)
    }
  })

  it("refuses an expired or tampered address", async () => {
    const { expires, signature } = Object.fromEntries(new URL(logo, "http://x").searchParams)
    const expired = app.services.fileAddresses.sign(bare(logo), new Date(Date.now() - 3 * 3_600_000))
    const refusals: Array<[string, string]> = [
      [expired, "This file's address has expired; reload the page for a new one."],
      [`${bare(logo)}?expires=${Number(expires) + 3600}&signature=${signature}`, "tampered expiry"],
      [
        `${bare(logo)}?expires=${expires}&signature=${signature!.replace(/^./, (c) => (c === "A" ? "B" : "A"))}`,
        "tampered signature",
      ],
      [`${bare(headshot)}?expires=${expires}&signature=${signature}`, "another file's signature"],
      [`${bare(logo)}?expires=${expires}`, "no signature"],
    ]
    for (const [address, label] of refusals) {
      const refused = await fetchFile(address, owner.token)
      expect(refused.status, label).toBe(403)
      const body = (await refused.json()) as Json
      expect(body.error, label).toBe("Forbidden")
      if (address === expired) expect(body.message).toBe(label)
    }
    // a path out of the store, signed or not, is no file
    const outside = app.services.fileAddresses.sign("/files/logos/../../secret.jpg")
    expect([403, 404]).toContain((await fetchFile(outside)).status)
  })

  it("keeps the audit trail's recorded paths as they were recorded, unsigned", async () => {
    const auditor = await app.agreedUser("file-rule-auditor", ["auditor"])
    const stream = await call(`/api/v1/audit/streams/listing-${listingId}`, auditor.token)
    expect(stream.status).toBe(200)
    expect(JSON.stringify(stream.body)).toContain(`"${bare(logo)}"`)
    expect(JSON.stringify(stream.body)).not.toContain("signature=")
  })
})
