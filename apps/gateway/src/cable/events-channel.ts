import { toEventDto } from "@ignite/platform"
import type { CableChannel } from "./channel"

/** Operators watch committed events live (the CLI's `events tail --follow`). */
export const eventsChannel: CableChannel = {
  name: "EventsChannel",
  subscribe({ auth, services, send }) {
    if (!auth.claims.roles.some((role) => role === "operator" || role === "admin")) return undefined
    return services.platform.bus.subscribe("ignite.events.>", ({ event }) => send(toEventDto(event)))
  },
}
