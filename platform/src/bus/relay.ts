import type { Subscription } from "../subscriptions/subscription"
import type { Bus } from "./bus"

/**
 * Publishes committed events to the bus in log order. It runs as a subscription, so it resumes from its
 * checkpoint after a crash; a batch published but not checkpointed is published again, and NATS drops
 * the duplicates by message id.
 */
export const busRelay = (bus: Bus): Subscription => ({
  name: "relay:bus",
  batchSize: 1000,
  handle: (events) => bus.publish(events),
})
