import { describe, expect, it } from "vitest"
import { decodeEvent, subjectMatches, subjectOf } from "./bus"

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

  it("reads an event back with its date as a Date", () => {
    const recordedAt = new Date("2026-11-27T01:02:03.004Z")
    const event = decodeEvent(JSON.stringify({ type: "ListingCreated", data: { n: 1 }, recordedAt }))
    expect(event.recordedAt).toEqual(recordedAt)
    expect(event.data).toEqual({ n: 1 })
  })
})
