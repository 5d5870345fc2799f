import { NotificationsChannelMessage } from "@ignite/contracts"
import type { KnownEvents } from "@ignite/contracts/events"
import type { Services } from "../context"
import { answerOf } from "../rest/answer"
import { type CableChannel, createListeners, createSerialQueues } from "./channel"

interface Listener {
  readonly userId: string
  readonly send: (message: unknown) => void
}

/** Whose unread notifications an event may move: the inbox's owner, a saved search's owner. */
const ownerBy: Partial<Record<string, (data: Record<string, unknown>) => string>> = {
  NewMessageNotified: (data) => (data as KnownEvents["NewMessageNotified"]).userId,
  NotificationRead: (data) => (data as KnownEvents["NotificationRead"]).userId,
  NotificationsRead: (data) => (data as KnownEvents["NotificationsRead"]).userId,
  SavedSearchMatched: (data) => (data as KnownEvents["SavedSearchMatched"]).ownerId,
}

/**
 * `NotificationsChannel` (identifier `{"channel":"NotificationsChannel"}`): the bell's count, pushed to every
 * open subscription of the user whenever an event may have moved it (`{ type: "count", count }`). The
 * notifications read model is inline, so the count read here already includes the event that caused it.
 */
export const createNotificationsChannel = (services: Services): CableChannel & { close(): void } => {
  const listeners = createListeners<Listener>()
  const enqueue = createSerialQueues((error) =>
    services.logger.error({ err: error }, "a notifications push failed; the bell catches up on reconnect"),
  )

  const deliver = async (userId: string) => {
    const recipients = listeners.of(userId)
    if (recipients.length === 0) return
    const { count } = await services.notifications.count({ sub: userId, roles: [] })
    const message = answerOf(NotificationsChannelMessage, { type: "count", count }, "NotificationsChannel")
    for (const listener of recipients) listener.send(message)
  }

  const onEvent = ({ event }: { event: { type: string; data: unknown } }) => {
    const userId = ownerBy[event.type]?.(event.data as Record<string, unknown>)
    if (userId && listeners.of(userId).length > 0) enqueue(userId, () => deliver(userId))
  }
  const offs = [
    services.platform.bus.subscribe("ignite.events.inbox.>", onEvent),
    services.platform.bus.subscribe("ignite.events.savedsearch.SavedSearchMatched", onEvent),
  ]

  return {
    name: "NotificationsChannel",
    subscribe({ auth, send }) {
      // a user's own notifications: any signed-in user has a bell (operator tokens name no user)
      if (!auth.claims.sid) return undefined
      return listeners.add(auth.claims.sub, { userId: auth.claims.sub, send })
    },
    close() {
      for (const off of offs) off()
    },
  }
}
