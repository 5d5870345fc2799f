import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RecordedEvent } from "../eventstore/types"
import { testNatsUrl, uniqueSchema, waitFor } from "../testing"
import type { Bus, BusMessage } from "./bus"
import { connectBus } from "./connect"

const kafkaBrokers = process.env.KAFKA_BROKERS || undefined
const natsUrl = testNatsUrl()

let position = 0
const recorded = (streamType: string, type: string, streamId: string, n: number): RecordedEvent => ({
  type,
  data: { n },
  metadata: {},
  eventId: randomUUID(),
  streamId,
  streamType,
  streamVersion: n,
  globalPosition: ++position,
  transactionId: String(position),
  schemaVersion: 1,
  recordedAt: new Date(Date.UTC(2026, 10, 27, 1, 2, 3, n)),
})

/**
 * What every bus adapter promises the relay and the live channels. A live subscription may join a moment
 * after `subscribe` returns (Kafka's consumer group, NATS's connection): each test first waits until a probe
 * published on its pattern arrives, then publishes what it checks.
 */
const busContract = (open: (namespace: string) => Promise<Bus>) => {
  let bus: Bus
  beforeAll(async () => {
    bus = await open(uniqueSchema("contract"))
  }, 60_000)
  afterAll(() => bus?.close())

  const listen = async (pattern: string, streamType: string, probeType = "Probed") => {
    const received: BusMessage[] = []
    const off = bus.subscribe(pattern, (message) => received.push(message))
    const probeId = `probe-${randomUUID()}`
    await waitFor(
      async () => {
        await bus.publish([recorded(streamType, probeType, probeId, 0)])
        return received.some((message) => message.event.streamId === probeId)
      },
      { timeoutMs: 30_000, intervalMs: 250, message: `the subscription on ${pattern} to join` },
    )
    const after = () => received.filter((message) => !message.event.streamId.startsWith("probe-"))
    return { after, off }
  }

  it("delivers one stream's events in the order they were published, with their dates as Dates", async () => {
    const { after, off } = await listen("ignite.events.listing.>", "listing")
    const events = [1, 2, 3, 4, 5].map((n) =>
      recorded("listing", n % 2 ? "ListingEdited" : "ListingPublished", "listing-a", n),
    )
    await bus.publish(events)
    await waitFor(() => after().length >= 5, { message: "five events" })
    expect(after().map((message) => (message.event.data as { n: number }).n)).toEqual([1, 2, 3, 4, 5])
    expect(after().map((message) => message.event.eventId)).toEqual(events.map((event) => event.eventId))
    expect(after()[0]!.event.recordedAt).toEqual(events[0]!.recordedAt)
    expect(after()[0]!.subject).toBe("ignite.events.listing.ListingEdited")
    off()
  })

  it("gives `*` one token and `>` the rest: a subscriber gets exactly the subjects its pattern matches", async () => {
    const oneType = await listen("ignite.events.user.*", "user")
    const signedOut = await listen("ignite.events.user.SignedOut", "user", "SignedOut")
    const everything = await listen("ignite.events.>", "account")
    await bus.publish([
      recorded("user", "SignedOut", "user-1", 1),
      recorded("user", "PasswordChanged", "user-1", 2),
      recorded("account", "AccountRenamed", "account-1", 1),
    ])
    await waitFor(() => everything.after().length >= 3, { message: "every event on >" })
    // what arrives for the narrower patterns has arrived by then on a single broker; wait a moment more anyway
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(oneType.after().map((message) => message.event.type)).toEqual(["SignedOut", "PasswordChanged"])
    expect(signedOut.after().map((message) => message.event.type)).toEqual(["SignedOut"])
    expect(everything.after().map((message) => message.event.type)).toEqual([
      "SignedOut",
      "PasswordChanged",
      "AccountRenamed",
    ])
    for (const listener of [oneType, signedOut, everything]) listener.off()
  })

  it("keeps delivering after a handler throws, and stops delivering once unsubscribed", async () => {
    let calls = 0
    const off = bus.subscribe("ignite.events.chatthread.>", () => {
      calls++
      throw new Error("a failing listener")
    })
    const { after, off: offOther } = await listen("ignite.events.chatthread.>", "chatthread")
    await waitFor(() => calls > 0, { message: "the failing listener's first call" })
    await bus.publish([recorded("chatthread", "ChatMessageSent", "thread-1", 1)])
    await bus.publish([recorded("chatthread", "ChatMessageSent", "thread-1", 2)])
    await waitFor(() => after().length >= 2, { message: "both messages after a throwing handler" })
    const before = calls
    expect(before).toBeGreaterThanOrEqual(2)
    off()
    offOther()
    await new Promise((resolve) => setTimeout(resolve, 300))
    const settled = calls
    await bus.publish([recorded("chatthread", "ChatMessageSent", "thread-1", 3)])
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(calls).toBe(settled)
    expect(after()).toHaveLength(2)
  })
}

describe("the in-process bus's contract", () => {
  busContract(() => connectBus({}))
})

describe.skipIf(!natsUrl)(
  `the NATS JetStream bus's contract${natsUrl ? "" : " (skipped: NATS_URL is not set; it runs in the PostgreSQL + NATS pass)"}`,
  () => {
    busContract((namespace) =>
      connectBus({
        natsUrl,
        stream: namespace.toUpperCase(),
        prefix: `${namespace}.events`,
        ephemeral: true,
      }),
    )
  },
)

describe.skipIf(!kafkaBrokers)(
  `the Kafka bus's contract${kafkaBrokers ? "" : " (skipped: KAFKA_BROKERS is not set; no Kafka broker runs on these machines)"}`,
  () => {
    busContract((namespace) => connectBus({ kafkaBrokers, prefix: `${namespace}.events` }))
  },
)
