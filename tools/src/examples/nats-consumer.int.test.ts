import { connectBus } from "@ignite/platform"
import { testNatsUrl, uniqueSchema, waitFor } from "@ignite/platform/testing"
import { openTestStore } from "@ignite/platform/testing/conformance"
import { describe, expect, it } from "vitest"
import { consumeIgniteEvents, type PublishedEvent } from "./nats-consumer"

const nats = testNatsUrl()

describe.skipIf(!nats)(
  `the example external consumer${nats ? "" : " (skipped: needs NATS_URL, the PostgreSQL + NATS pass)"}`,
  () => {
    it("reads the published events in log order, once each, and a restart goes on after the last one it acknowledged", async () => {
      const { store, dispose } = await openTestStore()
      const namespace = uniqueSchema("consumer")
      const stream = namespace.toUpperCase()
      const bus = await connectBus({ natsUrl: nats, stream, prefix: `${namespace}.events`, ephemeral: true })
      try {
        const first = await store.append("listing-1", [
          { type: "ListingCreated", data: { n: 1 } },
          { type: "ListingPublished", data: { n: 2 } },
        ])
        const chat = await store.append("chatthread-1", [{ type: "ChatThreadStarted", data: { n: 3 } }])
        // the relay publishes each batch at least once: a batch sent again after a crash is dropped by its id
        await bus.publish([...first.events, ...chat.events])
        await bus.publish(first.events)

        const seen: { event: PublishedEvent; subject: string }[] = []
        const subject = `${namespace}.events.listing.>`
        const consume = () =>
          consumeIgniteEvents({
            natsUrl: nats!,
            durable: "example",
            stream,
            subject,
            handle: (event, on) => {
              seen.push({ event, subject: on })
            },
          })
        const running = await consume()
        await waitFor(() => seen.length >= 2, { message: "the listing events" })
        await running.stop()
        expect(seen.map(({ event }) => [event.type, (event.data as { n: number }).n])).toEqual([
          ["ListingCreated", 1],
          ["ListingPublished", 2],
        ])
        expect(seen.map(({ subject }) => subject)).toEqual([
          `${namespace}.events.listing.ListingCreated`,
          `${namespace}.events.listing.ListingPublished`,
        ])
        expect(seen[0]!.event.eventId).toBe(first.events[0]!.eventId)

        // stopped, then a new event: the same durable consumer starts after what it acknowledged
        const later = await store.append("listing-1", [{ type: "ListingUnpublished", data: { n: 4 } }])
        await bus.publish(later.events)
        const again = await consume()
        await waitFor(() => seen.length >= 3, { message: "the event published while it was stopped" })
        await new Promise((resolve) => setTimeout(resolve, 300))
        await again.stop()
        expect(seen.slice(2).map(({ event }) => event.type)).toEqual(["ListingUnpublished"])
      } finally {
        await bus.close()
        await dispose()
      }
    })
  },
)
