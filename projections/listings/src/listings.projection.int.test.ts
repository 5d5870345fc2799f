import { randomUUID } from "node:crypto"
import {
  accountStreamId,
  listingStreamId,
  type OwnerProfile,
  type RegistryProfile,
} from "@ignite/contracts/events"
import {
  driverName,
  event,
  itReplaysLikeAProjection,
  openProjectionHarness,
  type ProjectionHarness,
} from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { findListing, findListingOfAccount, listingsProjection } from "./listings.projection"

const names = {
  businessClassification: (id: string) => `Classification ${id}`,
  technologyType: (id: string) => `Technology ${id}`,
}
const acme = { listing: randomUUID(), account: randomUUID() }
const bolt = { listing: randomUUID(), account: randomUUID() }
const contact = randomUUID()

const registry = (city: string, more: Partial<RegistryProfile> = {}): RegistryProfile => ({
  website: "https://acme.example",
  addressLine1: "1 Main St",
  addressLine2: "",
  city,
  stateOrProvince: "OH",
  postalCode: "45402",
  country: "US",
  numberOfEmployees: 12,
  businessClassificationIds: ["2", "5"],
  ...more,
})
const synced = (listingId: string, profile: RegistryProfile, syncedAt: string) =>
  event("ListingRegistryProfileSynced", { listingId, profile, source: "sbir.gov", asOf: syncedAt, syncedAt })
const ownerProfile: OwnerProfile = {
  name: "Acme Robotics",
  tagLine: "Robots that help",
  website: "https://acme-robotics.example",
  yearFounded: 2012,
  samCode: "SAM1",
  dunsCode: null,
  cageCode: "1ABC2",
  capabilityStatement: "<p>We build robots</p>",
  addressLine1: "2 Side St",
  addressLine2: "Suite 3",
  addressLine3: "",
  city: "Columbus",
  stateOrProvince: "OH",
  postalCode: "43004",
  country: "US",
  pointOfContactId: contact,
  naicsCodeIds: ["not-a-naics-id"],
  productServiceCodeIds: ["not-a-psc"],
  businessClassificationIds: ["5"],
  technologyTypeIds: ["3"],
  socialMediaAccounts: [{ id: "sm-1", socialMediaTypeId: "unknown-type", identifier: "acme" }],
}

describe(`listings projection on ${driverName()}`, () => {
  let harness: ProjectionHarness
  const allRows = () => harness.rows("listings", "id")
  const view = (listingId: string) => findListing(harness.sql, listingId, names)

  beforeAll(async () => {
    harness = await openProjectionHarness([listingsProjection])
    // a registry import opens many storefronts at once: one run of the batch handler
    await harness.store.sql.transaction((tx) =>
      harness.store.appendNewStreams(
        tx,
        [acme, bolt].map(({ listing, account }, i) => ({
          streamId: listingStreamId(listing),
          events: [
            event("ListingOpened", {
              listingId: listing,
              accountId: account,
              uniqueEntityId: `UEI00000000${i}`,
              name: i === 0 ? "Acme" : "Bolt",
              openedAt: "2026-01-01T00:00:00.000Z",
            }),
          ],
        })),
      ),
    )
  })
  afterAll(() => harness.dispose())

  it("opens storefronts unpublished, with the registry's name and empty profile", async () => {
    expect(await view(acme.listing)).toMatchObject({
      id: acme.listing,
      accountId: acme.account,
      uniqueEntityId: "UEI000000000",
      name: "Acme",
      website: null,
      city: "",
      country: "US",
      businessClassifications: [],
      isPublished: false,
      isOnlyVisionVisible: false,
      lastProfileSync: null,
      views: 0,
    })
    expect((await findListingOfAccount(harness.sql, bolt.account, names))?.id).toBe(bolt.listing)
    expect(await findListingOfAccount(harness.sql, randomUUID(), names)).toBeUndefined()
  })

  it("takes the registry's profile, the last of several syncs winning", async () => {
    await harness.append(
      listingStreamId(acme.listing),
      synced(acme.listing, registry("Dayton"), "2026-01-02T00:00:00.000Z"),
      synced(acme.listing, registry("Kettering", { numberOfEmployees: 20 }), "2026-01-03T00:00:00.000Z"),
    )
    expect(await view(acme.listing)).toMatchObject({
      website: "https://acme.example",
      addressLine1: "1 Main St",
      city: "Kettering",
      postalCode: "45402",
      numberOfEmployees: 20,
      businessClassifications: [
        { id: "2", name: "Classification 2" },
        { id: "5", name: "Classification 5" },
      ],
      lastProfileSync: "2026-01-03T00:00:00.000Z",
    })
    expect((await view(bolt.listing))?.city).toBe("")
  })

  it("follows the registry's renames until the owners edit, then keeps their profile", async () => {
    await harness.append(
      accountStreamId(acme.account),
      event("AccountRegistryUpdated", {
        accountId: acme.account,
        name: "Acme Inc",
        contactEmail: "c@acme.example",
      }),
    )
    expect((await view(acme.listing))?.name).toBe("Acme Inc")
    await harness.append(
      listingStreamId(acme.listing),
      event("ListingEdited", { listingId: acme.listing, editedBy: "u-1", profile: ownerProfile }),
    )
    await harness.append(
      accountStreamId(acme.account),
      event("AccountRegistryUpdated", {
        accountId: acme.account,
        name: "Acme LLC",
        contactEmail: "c@acme.example",
      }),
    )
    await harness.append(
      accountStreamId(bolt.account),
      event("AccountRegistryUpdated", {
        accountId: bolt.account,
        name: "Bolt Inc",
        contactEmail: "c@bolt.example",
      }),
    )
    expect((await view(bolt.listing))?.name).toBe("Bolt Inc")
    expect(await view(acme.listing)).toMatchObject({
      name: "Acme Robotics",
      tagLine: "Robots that help",
      website: "https://acme-robotics.example",
      yearFounded: 2012,
      samCode: "SAM1",
      dunsCode: null,
      cageCode: "1ABC2",
      capabilityStatement: "<p>We build robots</p>",
      addressLine1: "2 Side St",
      addressLine2: "Suite 3",
      city: "Columbus",
      postalCode: "43004",
      pointOfContactId: contact,
      naicsCodes: [{ id: "not-a-naics-id", code: "not-a-naics-id", name: "not-a-naics-id" }],
      productServiceCodes: [{ id: "not-a-psc", code: "not-a-psc", description: "not-a-psc" }],
      businessClassifications: [{ id: "5", name: "Classification 5" }],
      technologyTypes: [{ id: "3", name: "Technology 3" }],
      socialMediaAccounts: [
        {
          id: "sm-1",
          socialMediaTypeId: "unknown-type",
          identifier: "acme",
          socialMediaTypeName: "unknown-type",
        },
      ],
      // the registry's facts the form does not hold stay
      numberOfEmployees: 20,
    })
  })

  it("follows the logo, visibility and publication", async () => {
    await harness.append(
      listingStreamId(acme.listing),
      event("ListingLogoChanged", { listingId: acme.listing, logoPath: "logos/acme.png", changedBy: "u-1" }),
      event("ListingVisibilityChanged", {
        listingId: acme.listing,
        isOnlyVisionVisible: true,
        changedBy: "u-1",
      }),
      event("ListingPublished", {
        listingId: acme.listing,
        publishedBy: "u-1",
        publishedAt: "2026-02-01T00:00:00Z",
      }),
    )
    expect(await view(acme.listing)).toMatchObject({
      logo: { path: "logos/acme.png" },
      isOnlyVisionVisible: true,
      isPublished: true,
    })
    const published = await view(acme.listing)
    await harness.append(
      listingStreamId(acme.listing),
      event("ListingUnpublished", {
        listingId: acme.listing,
        unpublishedBy: "u-1",
        unpublishedAt: "2026-02-02T00:00:00Z",
      }),
    )
    const unpublished = await view(acme.listing)
    expect(unpublished?.isPublished).toBe(false)
    expect(new Date(unpublished!.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(published!.updatedAt).getTime(),
    )
  })

  itReplaysLikeAProjection(() => harness, {
    name: "listings",
    rows: allRows,
    unfolded: {
      streamId: listingStreamId(bolt.listing),
      events: [
        { type: "ListingFeatured", data: { listingId: bolt.listing } },
        event("ListingViewed", {
          listingId: bolt.listing,
          viewerId: "gov-1",
          viewedAt: "2026-02-03T00:00:00Z",
        }),
      ],
    },
  })
})
