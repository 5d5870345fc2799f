import type { Bus } from "./bus"
import { createInProcessBus } from "./in-process-bus"
import { createNatsBus } from "./nats-bus"

export interface BusOptions {
  readonly natsUrl?: string
  readonly stream?: string
  readonly prefix?: string
  readonly ephemeral?: boolean
  readonly reconnectWaitMs?: number
}

export const connectBus = (options: BusOptions): Promise<Bus> =>
  options.natsUrl
    ? createNatsBus({ url: options.natsUrl, ...options })
    : Promise.resolve(createInProcessBus())
