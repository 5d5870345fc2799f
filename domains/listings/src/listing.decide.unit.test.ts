import type { RegistryProfile } from "@ignite/contracts/events"
import { deciderSpec, fixedContext } from "@ignite/platform"
import { inertMarkupProblems, xssVectors } from "@ignite/platform/testing"
import { describe, expect, it } from "vitest"
import type { ListingEvent } from "./listing"
import { type ListingForm, listingDecider } from "./listing.decide"

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
    spec.given([]).when({ type: "PublishListing", by: "u-1", goodStanding: true }).thenFails("NotFound")
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
    spec
      .given([opened])
      .when({ type: "PublishListing", by: "u-1", goodStanding: false })
      .thenEvents([published])
    spec
      .given([opened, published])
      .when({ type: "PublishListing", by: "u-1", goodStanding: true })
      .thenEvents([])
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

  it("publishes again after an unpublish only while the account's payments are in good standing", () => {
    const published: ListingEvent = {
      type: "ListingPublished",
      data: { listingId, publishedBy: "u-1", publishedAt: now.toISOString() },
    }
    const unpublished: ListingEvent = {
      type: "ListingUnpublished",
      data: { listingId, unpublishedBy: "u-1", unpublishedAt: now.toISOString() },
    }
    spec
      .given([opened, published, unpublished])
      .when({ type: "PublishListing", by: "u-1", goodStanding: false })
      .thenFails("PaymentRequired")
    spec
      .given([opened, published, unpublished])
      .when({ type: "PublishListing", by: "u-1", goodStanding: true })
      .thenEvents([published])
  })

  const firstId = "00000000-0000-4000-8000-000000000001"
  const form: ListingForm = {
    name: "Acme Robotics",
    tagLine: "Robots for hard places",
    website: "https://acme.example",
    yearFounded: "2012",
    capabilityStatement:
      '<p onclick="x()">We build inspection robots for tanks, pipes and confined spaces.</p><script>1</script>',
    addressLine1: "1 Main St",
    city: "Dayton",
    postalCode: "45402",
    stateOrProvince: "OH",
    country: "US",
    pointOfContactId: "u-1",
    naicsCodeIds: ["541715", "541715"],
    socialMediaAccountsAttributes: [
      { socialMediaTypeId: "2", identifier: "acme-robotics" },
      { socialMediaTypeId: "3", identifier: "a" },
    ],
  }
  const edited: ListingEvent = {
    type: "ListingEdited",
    data: {
      listingId,
      editedBy: "u-1",
      profile: {
        name: "Acme Robotics",
        tagLine: "Robots for hard places",
        website: "https://acme.example",
        yearFounded: 2012,
        samCode: null,
        dunsCode: null,
        cageCode: null,
        capabilityStatement: "<p>We build inspection robots for tanks, pipes and confined spaces.</p>",
        addressLine1: "1 Main St",
        addressLine2: "",
        addressLine3: "",
        city: "Dayton",
        stateOrProvince: "OH",
        postalCode: "45402",
        country: "US",
        pointOfContactId: "u-1",
        naicsCodeIds: ["541715"],
        productServiceCodeIds: [],
        businessClassificationIds: [],
        technologyTypeIds: [],
        socialMediaAccounts: [{ id: firstId, socialMediaTypeId: "2", identifier: "acme-robotics" }],
      },
    },
  }
  const logo: ListingEvent = {
    type: "ListingLogoChanged",
    data: { listingId, logoPath: "logos/a.jpg", changedBy: "u-1" },
  }

  it("records the owners' form sanitized, with the first logo; a short identifier adds no account", () => {
    spec
      .given([opened])
      .when({ type: "EditListing", by: "u-1", form, logoPath: "logos/a.jpg" })
      .thenEvents([logo, edited])
  })

  it("refuses a form without a logo while there is none, and a capability statement under 50 characters of text", () => {
    const failure = spec
      .given([opened])
      .when({
        type: "EditListing",
        by: "u-1",
        form: { ...form, capabilityStatement: "<p><b>   Short</b></p>" },
      })
      .thenFails("ValidationFailed")
    expect(failure.details).toEqual([
      { path: "capabilityStatement", message: "Must be at least 50 characters", code: "insufficient_length" },
      { path: "logo", message: "required", code: "required" },
    ])
  })

  it("changes nothing for the same form again, destroys a social account by its id, and keeps the logo", () => {
    // the form sends back the accounts it has with their ids
    const again = {
      ...form,
      socialMediaAccountsAttributes: [{ id: firstId, socialMediaTypeId: "2", identifier: "acme-robotics" }],
    }
    spec.given([opened, logo, edited]).when({ type: "EditListing", by: "u-1", form: again }).thenEvents([])
    spec
      .given([opened, logo, edited])
      .when({
        type: "EditListing",
        by: "u-2",
        form: {
          ...form,
          socialMediaAccountsAttributes: [
            { id: firstId, socialMediaTypeId: "2", identifier: "x", destroy: true },
          ],
        },
      })
      .thenEvents([
        {
          type: "ListingEdited",
          data: {
            ...edited.data,
            editedBy: "u-2",
            profile: { ...edited.data.profile, socialMediaAccounts: [] },
          },
        } as ListingEvent,
      ])
  })

  it("stops following the registry once the owners edited the storefront", () => {
    spec
      .given([opened, synced, logo, edited])
      .when({
        type: "SyncRegistryProfile",
        profile: { ...profile, city: "Columbus" },
        source: "sbir.gov",
        asOf: "2026-01-01",
      })
      .thenEvents([])
  })

  it("turns VISION-only visibility on and off, each only when it changes", () => {
    const on: ListingEvent = {
      type: "ListingVisibilityChanged",
      data: { listingId, isOnlyVisionVisible: true, changedBy: "u-1" },
    }
    spec
      .given([opened])
      .when({ type: "SetVisionOnly", by: "u-1", isOnlyVisionVisible: true })
      .thenEvents([on])
    spec
      .given([opened, on])
      .when({ type: "SetVisionOnly", by: "u-1", isOnlyVisionVisible: true })
      .thenEvents([])
  })
})

describe("the capability statement against the XSS filter-evasion list", () => {
  it("stores every vector inert: no script, no handler, no javascript: link survives", () => {
    for (const vector of xssVectors) {
      const events = listingDecider.decide(
        {
          type: "EditListing",
          by: "u-1",
          logoPath: "logos/a.jpg",
          form: {
            name: "Acme Robotics",
            tagLine: "Robots",
            website: "https://acme.example",
            yearFounded: 2012,
            capabilityStatement: `<p>${"We build robots for hard places. ".repeat(2)}</p>${vector.html}`,
            addressLine1: "1 Main St",
            city: "Dayton",
            postalCode: "45402",
            stateOrProvince: "OH",
            country: "US",
            pointOfContactId: "u-1",
          },
        },
        listingDecider.evolve(listingDecider.initialState, {
          type: "ListingOpened",
          data: { listingId: "l", accountId: "a", uniqueEntityId: "U", name: "N", openedAt: "t" },
        }),
        fixedContext()(),
      )
      if (!Array.isArray(events)) throw events
      const edited = events.find((event) => event.type === "ListingEdited")
      if (edited?.type !== "ListingEdited") throw new Error("no edit")
      expect(inertMarkupProblems(edited.data.profile.capabilityStatement), vector.label).toEqual([])
    }
  })
})
