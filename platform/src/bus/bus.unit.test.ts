import { describe, expect, it } from "vitest"
import { subjectMatches, subjectOf } from "./bus"

describe("bus subjects", () => {
  it("names events ignite.events.<streamType>.<eventType>", () => {
    expect(subjectOf({ streamType: "listing", type: "ListingPublished" })).toBe(
      "ignite.events.listing.ListingPublished",
    )
  })

  it("matches NATS wildcards", () => {
    expect(subjectMatches("ignite.events.>", "ignite.events.listing.ListingPublished")).toBe(true)
    expect(subjectMatches("ignite.events.listing.*", "ignite.events.listing.ListingPublished")).toBe(true)
    expect(subjectMatches("ignite.events.chat.*", "ignite.events.listing.ListingPublished")).toBe(false)
    expect(subjectMatches("ignite.events.>", "ignite.events")).toBe(false)
    expect(subjectMatches("ignite.events.listing", "ignite.events.listing.X")).toBe(false)
  })
})
