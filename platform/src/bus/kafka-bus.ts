import { randomUUID } from "node:crypto"
import { type Consumer, Kafka, logLevel } from "kafkajs"
import { type Bus, decodeEvent, subjectMatches, subjectOf, subjectPrefix } from "./bus"

export interface KafkaBusOptions {
  /** `KAFKA_BROKERS`: host:port, comma-separated. */
  readonly brokers: string
  /** Topic prefix; tests isolate themselves with their own. Default `ignite.events`. */
  readonly prefix?: string
  readonly clientId?: string
}

/** One topic per stream type: `<prefix>.<streamType>` (Kafka orders within a partition, so by stream). */
export const topicOf = (prefix: string, streamType: string) => `${prefix}.${streamType}`

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * The topics a bus pattern (`ignite.events.<streamType>.<eventType>`, NATS syntax) reads: its stream type's
 * topic, or every topic under the prefix when the stream type is a wildcard. Event types are filtered after.
 */
export const topicsOf = (pattern: string, prefix: string): string | RegExp => {
  const [streamType] = pattern.slice(subjectPrefix.length + 1).split(".")
  return streamType === undefined || streamType === "" || streamType === "*" || streamType === ">"
    ? new RegExp(`^${escaped(prefix)}\\.[^.]+$`)
    : topicOf(prefix, streamType)
}

/**
 * Kafka behind the bus port (`KAFKA_BROKERS` selects it): a topic per stream type, each event keyed by its
 * stream id, so one stream's events stay in order on one partition; an idempotent producer (a retried send is
 * written once) with every replica's acknowledgement before `publish` resolves, so the relay checkpoints only
 * what the brokers hold. A second publish of the same event (the relay after a crash) is a second message:
 * consumers de-duplicate by `eventId`, as the live channels do. Live listeners are consumers in a group of
 * their own, reading from the newest offset, like NATS core subscriptions.
 */
export const createKafkaBus = async (options: KafkaBusOptions): Promise<Bus> => {
  const prefix = options.prefix ?? subjectPrefix
  const clientId = options.clientId ?? "ignite"
  const kafka = new Kafka({
    clientId,
    brokers: options.brokers.split(",").map((broker) => broker.trim()),
    logLevel: logLevel.WARN,
  })
  const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: false })
  const admin = kafka.admin()
  await Promise.all([producer.connect(), admin.connect()])
  const topics = new Set(await admin.listTopics())
  const ensureTopics = async (wanted: readonly string[]) => {
    const missing = [...new Set(wanted)].filter((topic) => !topics.has(topic))
    if (missing.length === 0) return
    await admin.createTopics({ topics: missing.map((topic) => ({ topic })), waitForLeaders: true })
    for (const topic of missing) topics.add(topic)
  }
  const consumers = new Set<Consumer>()

  return {
    kind: "kafka",
    async publish(events) {
      if (events.length === 0) return
      await ensureTopics(events.map((event) => topicOf(prefix, event.streamType)))
      // one topic's messages keep their order in the batch; across streams Kafka promises no order
      const byTopic = new Map<string, { key: string; value: string; headers: Record<string, string> }[]>()
      for (const event of events) {
        const topic = topicOf(prefix, event.streamType)
        const messages = byTopic.get(topic) ?? []
        messages.push({
          key: event.streamId,
          value: JSON.stringify(event),
          headers: { eventType: event.type, eventId: event.eventId },
        })
        byTopic.set(topic, messages)
      }
      await producer.sendBatch({
        acks: -1,
        topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })),
      })
    },
    subscribe(pattern, handler) {
      const consumer = kafka.consumer({ groupId: `${clientId}-live-${randomUUID()}` })
      consumers.add(consumer)
      // the port's subscribe is synchronous; the consumer joins in the background, as a NATS one connects
      const started = (async () => {
        await consumer.connect()
        await consumer.subscribe({ topics: [topicsOf(pattern, prefix)], fromBeginning: false })
        await consumer.run({
          eachMessage: async ({ message }) => {
            if (!message.value) return
            try {
              const event = decodeEvent(message.value.toString())
              const subject = subjectOf(event)
              if (subjectMatches(pattern, subject)) handler({ subject, event })
            } catch {
              // A malformed message or a failing handler must not end the subscription.
            }
          },
        })
      })().catch(() => {})
      return () => {
        consumers.delete(consumer)
        void started.then(() => consumer.disconnect())
      }
    },
    async close() {
      await Promise.all([...consumers].map((consumer) => consumer.disconnect().catch(() => {})))
      consumers.clear()
      await Promise.all([producer.disconnect(), admin.disconnect()])
    },
  }
}
