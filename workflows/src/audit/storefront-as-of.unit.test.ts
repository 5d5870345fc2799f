import type { ArtifactContent } from "@ignite/contracts/events"
import type { AuditRecord } from "@ignite/platform"
import { awardFacts, ownerProfile } from "@ignite/platform/testing"
import { describe, expect, it } from "vitest"
import { storefrontAsOf } from "./storefront-as-of"

const listingId = "11111111-1111-4111-8111-111111111111"
const accountId = "22222222-2222-4222-8222-222222222222"
const ownerId = "33333333-3333-4333-8333-333333333333"
const names = {
  businessClassification: (id: string) => `classification ${id}`,
  technologyType: (id: string) => `technology ${id}`,
}

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12))

let position = 0
const versions = new Map<string, number>()
/** A record of the log as the audit log reads it, happened on `at`. */
const record = (
  streamId: string,
  eventType: string,
  at: Date,
  data: object,
  personal: AuditRecord["personal"] = null,
): AuditRecord => {
  const version = (versions.get(streamId) ?? 0) + 1
  versions.set(streamId, version)
  return {
    globalPosition: ++position,
    eventId: `event-${position}`,
    streamId,
    streamType: streamId.split("-")[0]!,
    streamVersion: version,
    eventType,
    schemaVersion: 1,
    recordedAt: new Date(),
    occurredAt: at,
    actorId: ownerId,
    requestId: null,
    correlationId: null,
    causationId: null,
    data: data as Record<string, unknown>,
    personal,
  }
}

const profile = ownerProfile("Heron Labs", {
  tagLine: "Herons, first draft",
  website: "https://heron.example",
  capabilityStatement: "<p>We build wading robots for wetland surveys, season after season.</p>",
  addressLine1: "1 Marsh Road",
  pointOfContactId: ownerId,
  businessClassificationIds: ["1"],
  technologyTypeIds: ["4"],
})

const content = (name: string, more: Partial<ArtifactContent> = {}): ArtifactContent => ({
  name,
  description: `${name}, described`,
  url: null,
  logoPath: null,
  startDate: null,
  endDate: null,
  technologyTypeIds: ["4"],
  attachments: [],
  links: [],
  ...more,
})

const listing = `listing-${listingId}`
const artifact = (id: string) => `listingartifact-${id}`
const identity = (artifactId: string, kind: string) => ({ artifactId, listingId, accountId, kind })
const survey = "44444444-4444-4444-8444-444444444444"
const drone = "55555555-5555-4555-8555-555555555555"
const award = "66666666-6666-4666-8666-666666666666"

/**
 * Given Heron Labs' history: opened, edited, a service, published on day 5; its tag line changed on day 20,
 * a product added on day 21, unpublished on day 30 and published again on day 40; an award with its
 * investigator's fields sealed. When folded as of a moment, then what a government user saw then.
 */
const history = (): AuditRecord[] => {
  position = 0
  versions.clear()
  return [
    record(listing, "ListingOpened", day(1), {
      listingId,
      accountId,
      uniqueEntityId: "HERON0000001",
      name: "HERON LABS LLC",
      openedAt: day(1).toISOString(),
    }),
    record(`account-${accountId}`, "AccountRegistryUpdated", day(2), {
      accountId,
      name: "HERON LABORATORIES LLC",
      contactEmail: null,
    }),
    record(listing, "ListingEdited", day(3), { listingId, editedBy: ownerId, profile }),
    record(artifact(survey), "ListingArtifactCreated", day(4), {
      ...identity(survey, "service"),
      createdBy: ownerId,
      artifact: content("Wetland survey"),
    }),
    record(listing, "ListingPublished", day(5), {
      listingId,
      publishedBy: ownerId,
      publishedAt: day(5).toISOString(),
    }),
    record(`listingviews-${listingId}`, "ListingViewed", day(6), {
      listingId,
      viewerId: "gov-1",
      viewedAt: day(6).toISOString(),
    }),
    record(
      `award-${award}`,
      "AwardRecorded",
      day(7),
      {
        awardId: award,
        accountId,
        listingId,
        source: "sbir.gov",
        sourceKey: "k1",
        recordedAt: day(7).toISOString(),
        ...awardFacts("Heron gait", {
          agency: "DOD",
          branch: null,
          contractNumber: "C-1",
          contractAwardDate: "2025-06-01",
          contractEndDate: null,
          solicitationYear: null,
          awardYear: 2025,
          awardAmount: 150000,
          awardAbstract: "Legs",
        }),
      },
      { subject: accountId, fields: ["piName", "piEmail"], state: "masked" },
    ),
    record(listing, "ListingEdited", day(20), {
      listingId,
      editedBy: ownerId,
      profile: { ...profile, tagLine: "Herons, as they are today" },
    }),
    record(artifact(drone), "ListingArtifactCreated", day(21), {
      ...identity(drone, "product"),
      createdBy: ownerId,
      artifact: content("Heron drone"),
    }),
    record(artifact(survey), "ListingArtifactEdited", day(22), {
      ...identity(survey, "service"),
      editedBy: ownerId,
      artifact: content("Wetland survey", { description: "Surveys, now with sonar" }),
    }),
    record(listing, "ListingUnpublished", day(30), {
      listingId,
      unpublishedBy: ownerId,
      unpublishedAt: day(30).toISOString(),
    }),
    record(listing, "ListingPublished", day(40), {
      listingId,
      publishedBy: ownerId,
      publishedAt: day(40).toISOString(),
    }),
  ]
}

const fold = (asOf: Date, now = day(50)) => storefrontAsOf(history(), listingId, asOf, now, names)

describe("a storefront as government users saw it, folded from the log", () => {
  it("shows a field changed since with its old value, beside today's", () => {
    const { asOf, today, differences } = fold(day(10))
    expect(asOf.audience).toBe("everyone")
    expect(asOf.version).toBe(3)
    expect(asOf.listing).toMatchObject({
      id: listingId,
      accountId,
      name: "Heron Labs",
      uniqueEntityId: "HERON0000001",
      tagLine: "Herons, first draft",
      isPublished: true,
      views: 1,
      updatedAt: day(5).toISOString(),
      businessClassifications: [{ id: "1", name: "classification 1" }],
      technologyTypes: [{ id: "4", name: "technology 4" }],
    })
    expect(today.listing?.tagLine).toBe("Herons, as they are today")
    expect(today.version).toBe(6)
    expect(differences.fields).toEqual(expect.arrayContaining(["tagLine", "updatedAt"]))
    expect(differences.fields).not.toContain("name")
  })

  it("leaves out an artifact added after the moment, and marks it added; an edited one keeps its old text", () => {
    const { asOf, today, differences } = fold(day(10))
    expect(asOf.services.map((s) => [s.name, s.description])).toEqual([
      ["Wetland survey", "Wetland survey, described"],
    ])
    expect(asOf.products).toEqual([])
    expect(today.products.map((p) => p.name)).toEqual(["Heron drone"])
    expect(today.services[0]!.description).toBe("Surveys, now with sonar")
    expect(differences.items).toEqual(
      expect.arrayContaining([
        { kind: "product", id: drone, name: "Heron drone", change: "added", fields: [] },
        {
          kind: "service",
          id: survey,
          name: "Wetland survey",
          change: "changed",
          fields: ["description", "updatedAt"],
        },
      ]),
    )
  })

  it("says the storefront was unpublished at the moment, and shows nothing of it", () => {
    const { asOf, today, differences } = fold(day(35))
    expect(asOf).toMatchObject({ audience: "unpublished", listing: null, services: [], awards: [] })
    expect(today.audience).toBe("everyone")
    expect(differences.fields).toContain("audience")
    expect(differences.items.filter((item) => item.change === "added").map((item) => item.kind)).toEqual([
      "service",
      "product",
      "award",
    ])
  })

  it("says there was no storefront yet before it opened", () => {
    expect(fold(day(0)).asOf).toMatchObject({ audience: "notOpened", version: 0, listing: null })
  })

  it("follows the registry's name until the owners edit, and counts views of the last 30 days only", () => {
    const early = fold(day(2)).asOf
    expect(early.audience).toBe("unpublished")
    // unpublished: the name is not shown, but the fold keeps it for when it is
    const published = storefrontAsOf(
      history().filter((r) => r.eventType !== "ListingEdited"),
      listingId,
      day(10),
      day(50),
      names,
    )
    expect(published.asOf.listing?.name).toBe("HERON LABORATORIES LLC")
    expect(published.asOf.listing?.tagLine).toBeNull()
    expect(published.today.listing?.views).toBe(0)
  })

  it("keeps an award's people's fields hidden as the log gave them, and says whose", () => {
    const { today } = fold(day(10))
    expect(today.awards).toHaveLength(1)
    expect(today.awards[0]).toMatchObject({
      awardTitle: "Heron gait",
      piName: null,
      contractStartDate: "2025-06-01",
    })
    expect(today.hidden).toEqual([
      { awardId: award, subject: accountId, fields: ["piName", "piEmail"], state: "masked" },
    ])
  })
})
