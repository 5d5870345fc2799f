import { describe, expect, it } from "vitest"
import { topicOf, topicsOf } from "./kafka-bus"

describe("Kafka topics", () => {
  it("puts each stream type on a topic of its own under the prefix", () => {
    expect(topicOf("ignite.events", "listing")).toBe("ignite.events.listing")
  })

  it("reads one topic for a pattern naming its stream type, whatever the event type part says", () => {
    expect(topicsOf("ignite.events.chatthread.>", "ignite.events")).toBe("ignite.events.chatthread")
    expect(topicsOf("ignite.events.user.SignedOut", "t1.events")).toBe("t1.events.user")
    expect(topicsOf("ignite.events.listing.*", "ignite.events")).toBe("ignite.events.listing")
  })

  it("reads every topic under the prefix, and only those, for a wildcard stream type", () => {
    for (const pattern of ["ignite.events.>", "ignite.events.*.ListingCreated"]) {
      const topics = topicsOf(pattern, "t1.events") as RegExp
      expect(topics).toBeInstanceOf(RegExp)
      expect(topics.test("t1.events.listing")).toBe(true)
      expect(topics.test("t1xevents.listing")).toBe(false)
      expect(topics.test("t2.events.listing")).toBe(false)
      expect(topics.test("t1.events.listing.more")).toBe(false)
    }
  })
})
