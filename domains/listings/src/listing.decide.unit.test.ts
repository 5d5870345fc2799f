import type { RegistryProfile } from "@ignite/contracts/events"
import { deciderSpec, fixedContext } from "@ignite/platform"
import { describe, it } from "vitest"
import type { ListingEvent } from "./listing"
import { listingDecider } from "./listing.decide"

const now = new Date("2026-03-01T12:00:00.000Z")
const spec = deciderSpec(listingDecider, fixedContext(now))
const listingId = "lst-1"
const opened: ListingEvent = {
  type: "ListingOpened",
  data: {
    listingId,
    accountId: "acc-1",
    uniqueEntityId: "ACMERBTX0001",
    name: "Acme Robotics",
    openedAt: "2026-02-01T00:00:00.000Z",
  },
}
const profile: RegistryProfile = {
  website: "https://acme.example",
  addressLine1: "1 Main St",
  addressLine2: "",
  city: "Dayton",
  stateOrProvince: "OH",
  postalCode: "45402",
  country: "US",
  numberOfEmployees: 12,
  businessClassificationIds: ["4", "3"],
}
const synced: ListingEvent = {
  type: "ListingRegistryProfileSynced",
  data: {
    listingId,
    profile: { ...profile, businessClassificationIds: ["3", "4"] },
    source: "sbir.gov",
    asOf: "2024-05-01",
    syncedAt: now.toISOString(),
  },
}

describe("listing decider", () => {
  it("opens a listing once, unpublished; opening it again changes nothing", () => {
    spec
      .given([])
      .when({
        type: "OpenListing",
        listingId,
        accountId: "acc-1",
        uniqueEntityId: "ACMERBTX0001",
        name: "Acme Robotics",
      })
      .thenEvents([{ ...opened, data: { ...opened.data, openedAt: now.toISOString() } }])
    spec
      .given([opened])
      .when({ type: "OpenListing", listingId, accountId: "acc-1", uniqueEntityId: "X", name: "Y" })
      .thenEvents([])
  })

  it("refuses anything but opening on a listing that does not exist", () => {
    spec.given([]).when({ type: "PublishListing", by: "u-1" }).thenFails("NotFound")
  })

  it("records the registry's profile once; the same profile again, in any classification order, changes nothing", () => {
    spec
      .given([opened])
      .when({ type: "SyncRegistryProfile", profile, source: "sbir.gov", asOf: "2024-05-01" })
      .thenEvents([synced])
    spec
      .given([opened, synced])
      .when({
        type: "SyncRegistryProfile",
        profile: { ...profile, businessClassificationIds: ["3", "4"] },
        source: "sbir.gov",
        asOf: "2025-01-01",
      })
      .thenEvents([])
  })

  it("records a changed profile whole, with when the source said it", () => {
    spec
      .given([opened, synced])
      .when({
        type: "SyncRegistryProfile",
        profile: { ...profile, city: "Columbus" },
        source: "sbir.gov",
        asOf: "2025-01-01",
      })
      .thenEvents([
        {
          type: "ListingRegistryProfileSynced",
          data: {
            listingId,
            profile: { ...profile, city: "Columbus", businessClassificationIds: ["3", "4"] },
            source: "sbir.gov",
            asOf: "2025-01-01",
            syncedAt: now.toISOString(),
          },
        },
      ])
  })

  it("publishes and unpublishes, each only when it changes something", () => {
    const published: ListingEvent = {
      type: "ListingPublished",
      data: { listingId, publishedBy: "u-1", publishedAt: now.toISOString() },
    }
    spec.given([opened]).when({ type: "PublishListing", by: "u-1" }).thenEvents([published])
    spec.given([opened, published]).when({ type: "PublishListing", by: "u-1" }).thenEvents([])
    spec
      .given([opened, published])
      .when({ type: "UnpublishListing", by: "u-2" })
      .thenEvents([
        {
          type: "ListingUnpublished",
          data: { listingId, unpublishedBy: "u-2", unpublishedAt: now.toISOString() },
        },
      ])
    spec.given([opened]).when({ type: "UnpublishListing", by: "u-1" }).thenEvents([])
  })
})
