import type { Bus, BusMessage } from "./bus"
import { subjectMatches, subjectOf } from "./bus"

/** The embedded default: delivery to handlers in this process, fed by the same relay as NATS would be. */
export const createInProcessBus = (): Bus => {
  const handlers = new Set<{ pattern: string; handler: (message: BusMessage) => void }>()
  return {
    kind: "in-process",
    async publish(events) {
      for (const event of events) {
        const message = { subject: subjectOf(event), event }
        for (const entry of handlers) {
          if (!subjectMatches(entry.pattern, message.subject)) continue
          try {
            entry.handler(message)
          } catch {
            // A failing listener must not stop delivery to the others or stall the relay.
          }
        }
      }
    },
    subscribe(pattern, handler) {
      const entry = { pattern, handler }
      handlers.add(entry)
      return () => handlers.delete(entry)
    },
    async close() {
      handlers.clear()
    },
  }
}
