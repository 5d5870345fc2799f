import type { Bus } from "./bus"
import { createInProcessBus } from "./in-process-bus"
import { createNatsBus } from "./nats-bus"

export const connectBus = (options: { natsUrl?: string; stream?: string; prefix?: string }): Promise<Bus> =>
  options.natsUrl
    ? createNatsBus({ url: options.natsUrl, stream: options.stream, prefix: options.prefix })
    : Promise.resolve(createInProcessBus())
