import type { Bus } from "./bus"
import { createInProcessBus } from "./in-process-bus"
import { createKafkaBus } from "./kafka-bus"
import { createNatsBus } from "./nats-bus"

export interface BusOptions {
  readonly natsUrl?: string
  /** `KAFKA_BROKERS`: setting it selects Kafka (then NATS_URL is not used for events). */
  readonly kafkaBrokers?: string
  readonly stream?: string
  readonly prefix?: string
  readonly ephemeral?: boolean
  readonly reconnectWaitMs?: number
}

export const connectBus = (options: BusOptions): Promise<Bus> => {
  if (options.kafkaBrokers) return createKafkaBus({ brokers: options.kafkaBrokers, prefix: options.prefix })
  return options.natsUrl
    ? createNatsBus({ url: options.natsUrl, ...options })
    : Promise.resolve(createInProcessBus())
}
