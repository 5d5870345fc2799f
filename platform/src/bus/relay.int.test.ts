import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { EventStore } from "../eventstore/event-store"
import type { RecordedEvent } from "../eventstore/types"
import { processBatch } from "../subscriptions/subscription"
import { testNatsUrl, waitFor } from "../testing"
import { openTestStore } from "../testing/conformance"
import type { Bus } from "./bus"
import { connectBus } from "./connect"
import { busRelay } from "./relay"

describe(`bus relay on ${testNatsUrl() ? "NATS JetStream" : "the in-process bus"}`, () => {
  let store: EventStore
  let dispose: () => Promise<void>
  let bus: Bus
  const namespace = `t${randomUUID().replace(/-/g, "").slice(0, 12)}`

  beforeAll(async () => {
    ;({ store, dispose } = await openTestStore())
    bus = await connectBus({
      natsUrl: testNatsUrl(),
      stream: namespace.toUpperCase(),
      prefix: `${namespace}.events`,
      ephemeral: true,
    })
  })
  afterAll(async () => {
    await bus.close()
    await dispose()
  })

  it("publishes committed events in log order, once per event even when a batch is retried", async () => {
    const received: RecordedEvent[] = []
    const off = bus.subscribe("ignite.events.listing.*", ({ event }) => received.push(event))
    const other: RecordedEvent[] = []
    const offOther = bus.subscribe("ignite.events.chat.>", ({ event }) => other.push(event))
    await store.append("listing-1", [
      { type: "ListingCreated", data: { n: 1 } },
      { type: "ListingPublished", data: { n: 2 } },
    ])
    await store.append("listing-2", [{ type: "ListingCreated", data: { n: 3 } }])
    // Relay until all three are out: on PostgreSQL another test's open transaction may fence them a moment.
    const relay = busRelay(bus)
    await waitFor(
      async () => {
        await processBatch(store, relay)
        return received.length >= 3
      },
      { message: "delivery" },
    )
    expect(received.map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3])
    expect(received[0]!.recordedAt).toBeInstanceOf(Date)
    expect(other).toHaveLength(0)
    off()
    offOther()
  })

  it.runIf(Boolean(testNatsUrl()))(
    "(NATS runs only) lets JetStream drop a republished event by its id",
    async () => {
      const { jetstreamManager } = await import("@nats-io/jetstream")
      const { connect } = await import("@nats-io/transport-node")
      const [event] = (await store.append("listing-3", [{ type: "ListingCreated", data: {} }])).events
      await bus.publish([event!])
      await bus.publish([event!])
      const nc = await connect({ servers: testNatsUrl() })
      try {
        const jsm = await jetstreamManager(nc)
        const info = await jsm.streams.info(namespace.toUpperCase())
        const matching = await jsm.streams.getMessage(namespace.toUpperCase(), {
          last_by_subj: `${namespace}.events.listing.ListingCreated`,
        })
        expect(JSON.parse(new TextDecoder().decode(matching!.data)).eventId).toBe(event!.eventId)
        // the earlier test published 3 events; this one adds exactly 1 despite two publishes
        expect(info.state.messages).toBe(4)
      } finally {
        await nc.close()
      }
    },
  )
})
