import { jetstream, jetstreamManager } from "@nats-io/jetstream"
import { connect } from "@nats-io/transport-node"
import type { RecordedEvent } from "../eventstore/types"
import { type Bus, type BusMessage, decodeEvent, subjectOf, subjectPrefix } from "./bus"

export interface NatsBusOptions {
  readonly url: string
  /** JetStream stream name; tests use their own. */
  readonly stream?: string
  /** Subject prefix under which events are published; tests isolate themselves with their own. */
  readonly prefix?: string
  /** Delete the stream on close (tests). */
  readonly ephemeral?: boolean
  /** Pause between reconnection attempts (the client's default is 2 s; fault tests shorten it). */
  readonly reconnectWaitMs?: number
}

const encoder = new TextEncoder()
const decoder = new TextDecoder()

/**
 * NATS JetStream: events are stored in a stream (so late consumers can replay) and published with
 * Nats-Msg-Id = event id, so the relay's at-least-once retries are de-duplicated by the server.
 * Live listeners use plain subscriptions on the same subjects.
 */
export const createNatsBus = async (options: NatsBusOptions): Promise<Bus> => {
  const nc = await connect({
    servers: options.url,
    name: "ignite",
    // Never give up on the server: the client's default stops after 10 attempts (about 20 s), and a closed
    // connection would leave the relay failing forever after a longer NATS outage. The log is the source
    // of truth; the relay publishes what it missed once the server is back.
    maxReconnectAttempts: -1,
    ...(options.reconnectWaitMs === undefined ? {} : { reconnectTimeWait: options.reconnectWaitMs }),
  })
  const prefix = options.prefix ?? subjectPrefix
  const streamName = options.stream ?? "IGNITE_EVENTS"
  const jsm = await jetstreamManager(nc)
  try {
    await jsm.streams.info(streamName)
  } catch {
    await jsm.streams.add({ name: streamName, subjects: [`${prefix}.>`], duplicate_window: 120_000_000_000 })
  }
  const js = jetstream(nc)
  const localSubject = (event: RecordedEvent) => `${prefix}${subjectOf(event).slice(subjectPrefix.length)}`

  return {
    kind: "nats",
    async publish(events) {
      // Sequential on purpose: subscribers see events in log order.
      for (const event of events)
        await js.publish(localSubject(event), encoder.encode(JSON.stringify(event)), { msgID: event.eventId })
    },
    subscribe(pattern, handler) {
      const subject = `${prefix}${pattern.slice(subjectPrefix.length)}`
      const subscription = nc.subscribe(subject, {
        callback: (error, msg) => {
          if (error) return
          try {
            const event = decodeEvent(decoder.decode(msg.data))
            const message: BusMessage = { subject: subjectOf(event), event }
            handler(message)
          } catch {
            // A malformed message or a failing handler must not end the subscription.
          }
        },
      })
      return () => subscription.unsubscribe()
    },
    async close() {
      if (options.ephemeral) await jsm.streams.delete(streamName).catch(() => false)
      // draining needs the server; closing during an outage must not fail the shutdown
      await nc.drain().catch(() => nc.close())
    },
  }
}
