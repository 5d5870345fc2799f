/**
 * An external consumer of Ignite's events, as another team's service would write one: it knows only NATS and
 * the published JSON, nothing of Ignite's code.
 *
 *   node --import tsx tools/src/examples/nats-consumer.ts --nats-url nats://127.0.0.1:4222 \
 *     --durable my-service [--subject 'ignite.events.listing.>'] [--stream IGNITE_EVENTS]
 *
 * What Ignite promises on the stream (docs/architecture.md, "Bus"): each committed event once (JetStream drops
 * a republished one by its id, `Nats-Msg-Id` = eventId), in the log's order, on the subject
 * `ignite.events.<streamType>.<eventType>`, as JSON (`eventId`, `streamId`, `streamType`, `type`, `data`,
 * `metadata`, `globalPosition`, `recordedAt`). A durable consumer keeps its place on the server, so a restart
 * goes on after the last acknowledged event. Delivery to a consumer is at least once (a message not
 * acknowledged in time comes again): make the handler idempotent by `eventId`.
 */
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager } from "@nats-io/jetstream"
import { connect } from "@nats-io/transport-node"

/** What an event looks like on the wire; `data` is the event's own contract (contracts/src/events). */
export interface PublishedEvent {
  readonly eventId: string
  readonly streamId: string
  readonly streamType: string
  readonly type: string
  readonly data: unknown
  readonly globalPosition: number
  readonly recordedAt: string
}

export interface ConsumerOptions {
  readonly natsUrl: string
  /** The consumer's name on the server: its place in the stream is kept under it. */
  readonly durable: string
  readonly stream?: string
  readonly subject?: string
  /** Called once per event, in order; the event is acknowledged when it resolves. */
  readonly handle: (event: PublishedEvent, subject: string) => Promise<void> | void
}

/** Consumes until `stop()`; resolves once the consumer is attached to the stream. */
export const consumeIgniteEvents = async (options: ConsumerOptions) => {
  const stream = options.stream ?? "IGNITE_EVENTS"
  const nc = await connect({ servers: options.natsUrl, name: options.durable })
  const jsm = await jetstreamManager(nc)
  // adding an existing durable with the same settings is a no-op: the consumer resumes where it stopped
  await jsm.consumers.add(stream, {
    durable_name: options.durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    ...(options.subject ? { filter_subject: options.subject } : {}),
  })
  const consumer = await jetstream(nc).consumers.get(stream, options.durable)
  const messages = await consumer.consume()
  const done = (async () => {
    for await (const message of messages) {
      await options.handle(message.json<PublishedEvent>(), message.subject)
      message.ack()
    }
  })()
  return {
    async stop() {
      await messages.close()
      await done
      await nc.drain()
    },
  }
}

const argument = (name: string) => {
  const at = process.argv.indexOf(`--${name}`)
  return at < 0 ? undefined : process.argv[at + 1]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const natsUrl = argument("nats-url") ?? "nats://127.0.0.1:4222"
  const durable = argument("durable") ?? "example-consumer"
  const stream = argument("stream") ?? "IGNITE_EVENTS"
  const running = await consumeIgniteEvents({
    natsUrl,
    durable,
    stream,
    subject: argument("subject"),
    handle: (event) =>
      console.log(`${event.globalPosition}\t${event.type}\t${event.streamId}\t${event.recordedAt}`),
  }).catch((error: unknown) => {
    const missing = (error as { name?: string }).name === "StreamNotFoundError"
    console.error(
      missing
        ? `No stream ${stream} on ${natsUrl} yet: Ignite creates it when it first starts with NATS_URL.`
        : String(error),
    )
    process.exit(1)
  })
  console.error(`consuming as ${durable}; Ctrl-C stops (the next start goes on from here)`)
  process.on("SIGINT", () => void running.stop().then(() => process.exit(0)))
}
