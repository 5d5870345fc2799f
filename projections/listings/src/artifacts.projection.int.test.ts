import { randomUUID } from "node:crypto"
import type { ArtifactKind } from "@ignite/contracts"
import type { ArtifactContent } from "@ignite/contracts/events"
import { listingArtifactStreamId, listingStreamId } from "@ignite/contracts/events"
import { driverName, event, openProjectionHarness, type ProjectionHarness } from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  artifactItemsOfListing,
  artifactsOfListing,
  artifactsProjection,
  findArtifact,
} from "./artifacts.projection"

const listing = randomUUID()
const account = randomUUID()
const otherListing = randomUUID()
const nameOf = (technologyTypeId: string) => `Technology ${technologyTypeId}`

const content = (name: string, more: Partial<ArtifactContent> = {}): ArtifactContent => ({
  name,
  description: `<p>${name}</p>`,
  url: null,
  logoPath: null,
  startDate: null,
  endDate: null,
  technologyTypeIds: [],
  attachments: [],
  links: [],
  ...more,
})
const identity = (artifactId: string, kind: ArtifactKind, listingId = listing) => ({
  artifactId,
  listingId,
  accountId: account,
  kind,
})

const ids = { consulting: randomUUID(), training: randomUUID(), widget: randomUUID(), pilot: randomUUID() }
const otherService = randomUUID()
const brochure = {
  id: "att-1",
  name: "Brochure",
  description: null,
  path: "files/brochure.pdf",
  mimeType: "application/pdf",
  bytes: 1234,
}
const site = { id: "link-1", name: "Site", description: "Our site", url: "https://example.com" }

describe(`listing artifacts projection on ${driverName()}`, () => {
  let harness: ProjectionHarness
  const allRows = () => harness.rows("listing_artifacts", "id")
  const create = (artifactId: string, kind: ArtifactKind, artifact: ArtifactContent, listingId = listing) =>
    harness.append(
      listingArtifactStreamId(artifactId),
      event("ListingArtifactCreated", {
        ...identity(artifactId, kind, listingId),
        createdBy: "u-1",
        artifact,
      }),
    )
  const namesOf = async (kind: ArtifactKind, perPage = 10, page = 1) =>
    (await artifactsOfListing(harness.sql, listing, kind, { page, perPage }, nameOf)).data.map((a) => a.name)

  beforeAll(async () => {
    harness = await openProjectionHarness([artifactsProjection])
    await create(
      ids.consulting,
      "service",
      content("Consulting", { technologyTypeIds: ["7"], links: [site] }),
    )
    await create(ids.training, "service", content("Training", { attachments: [brochure] }))
    await create(
      ids.widget,
      "product",
      content("Widget", { url: "https://example.com/widget", logoPath: "logos/w.png" }),
    )
    await create(ids.pilot, "use_case", content("Pilot", { startDate: "2025-01-01", endDate: "2025-06-30" }))
    await create(otherService, "service", content("Someone else's service"), otherListing)
  })
  afterAll(() => harness.dispose())

  it("keeps each artifact whole, with its nested items and technology names as read now", async () => {
    const consulting = await findArtifact(harness.sql, ids.consulting, nameOf)
    expect(consulting).toMatchObject({
      id: ids.consulting,
      listingId: listing,
      kind: "service",
      name: "Consulting",
      description: "<p>Consulting</p>",
      logo: null,
      listingArtifactTechnologyTypes: [{ technologyTypeId: "7", name: "Technology 7" }],
      listingArtifactLinks: [site],
      listingArtifactAttachments: [],
    })
    expect((await findArtifact(harness.sql, ids.training, nameOf))?.listingArtifactAttachments).toEqual([
      {
        id: "att-1",
        name: "Brochure",
        description: null,
        file: { path: "files/brochure.pdf", mimeType: "application/pdf", bytes: 1234, fileName: null },
      },
    ])
    expect(await findArtifact(harness.sql, ids.widget, nameOf)).toMatchObject({
      url: "https://example.com/widget",
      logo: { path: "logos/w.png" },
    })
    expect(await findArtifact(harness.sql, ids.pilot, nameOf)).toMatchObject({
      startDate: "2025-01-01",
      endDate: "2025-06-30",
    })
  })

  it("lists one kind of the listing's artifacts, newest first, a page at a time", async () => {
    expect(await namesOf("service")).toEqual(["Training", "Consulting"])
    expect(await namesOf("product")).toEqual(["Widget"])
    expect(await namesOf("use_case")).toEqual(["Pilot"])
    const second = await artifactsOfListing(harness.sql, listing, "service", { page: 2, perPage: 1 }, nameOf)
    expect(second.data.map((a) => a.name)).toEqual(["Consulting"])
    expect(second.pagination).toMatchObject({ count: 2, page: 2, pages: 2, from: 2, to: 2 })
  })

  it("an edit replaces the content and keeps the place; a removal takes the row away", async () => {
    const before = await findArtifact(harness.sql, ids.consulting, nameOf)
    await harness.append(
      listingArtifactStreamId(ids.consulting),
      event("ListingArtifactEdited", {
        ...identity(ids.consulting, "service"),
        editedBy: "u-2",
        artifact: content("Consulting, renamed", { technologyTypeIds: ["8", "9"], attachments: [brochure] }),
      }),
    )
    const edited = await findArtifact(harness.sql, ids.consulting, nameOf)
    expect(edited).toMatchObject({
      name: "Consulting, renamed",
      listingArtifactLinks: [],
      listingArtifactTechnologyTypes: [
        { technologyTypeId: "8", name: "Technology 8" },
        { technologyTypeId: "9", name: "Technology 9" },
      ],
      createdAt: before?.createdAt,
    })
    expect(new Date(edited!.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(before!.updatedAt).getTime(),
    )
    expect(await namesOf("service")).toEqual(["Training", "Consulting, renamed"])

    await harness.append(
      listingArtifactStreamId(ids.training),
      event("ListingArtifactRemoved", { ...identity(ids.training, "service"), removedBy: "u-2" }),
    )
    expect(await findArtifact(harness.sql, ids.training, nameOf)).toBeUndefined()
    expect(await namesOf("service")).toEqual(["Consulting, renamed"])
  })

  it("gathers the links and attachments of all the listing's artifacts", async () => {
    await create(ids.training, "service", content("Training again", { links: [{ ...site, id: "link-2" }] }))
    const items = await artifactItemsOfListing(harness.sql, listing)
    expect(items.links.map((l) => l.id)).toEqual(["link-2"])
    expect(items.attachments.map((a) => a.id)).toEqual(["att-1"])
    expect(await artifactItemsOfListing(harness.sql, randomUUID())).toEqual({ links: [], attachments: [] })
  })

  it("a redelivered history changes nothing", async () => {
    const before = await allRows()
    // the whole log again, in order: the removal comes before the re-creation, as it did
    await harness.redeliver(
      "listing_artifacts",
      (await harness.log()).filter((e) => e.type.startsWith("ListingArtifact")),
    )
    expect(await allRows()).toEqual(before)
  })

  it("ignores event types it does not fold, known or unknown", async () => {
    const before = await allRows()
    await harness.append(listingArtifactStreamId(ids.widget), {
      type: "ListingArtifactArchived",
      data: identity(ids.widget, "product"),
    })
    await harness.append(
      listingStreamId(listing),
      event("ListingPublished", {
        listingId: listing,
        publishedBy: "u-1",
        publishedAt: "2026-01-01T00:00:00.000Z",
      }),
    )
    await harness.redeliver(
      "listing_artifacts",
      (await harness.log()).filter(
        (e) => e.type === "ListingArtifactArchived" || e.type === "ListingPublished",
      ),
    )
    expect(await allRows()).toEqual(before)
  })

  it("a rebuild from the start of the log gives the same rows", async () => {
    const before = await allRows()
    await harness.rebuild("listing_artifacts")
    expect(await allRows()).toEqual(before)
    expect(await namesOf("service")).toEqual(["Training again", "Consulting, renamed"])
  })
})
