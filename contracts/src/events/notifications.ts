import { Schema } from "effect"
import { defineEvents, type EventDataOf, type EventUnionOf } from "./define"

/**
 * One stream per user's inbox, `inbox-<userId>`: what the user has read of their notifications. The
 * notifications themselves are the facts other domains record (a saved search's `SavedSearchMatched`, later
 * chat's new messages); the notifications read model folds both. No personal data: ids and times only.
 */
export const inboxEvents = defineEvents({
  /** One notification read (`PATCH /api/v1/current_user/notifications/{id}/read`). */
  NotificationRead: {
    version: 1,
    data: Schema.Struct({ userId: Schema.String, notificationId: Schema.String, readAt: Schema.String }),
  },
  /** Every notification the user had at `readAt` read (`PATCH /api/v1/current_user/notifications/read`). */
  NotificationsRead: {
    version: 1,
    data: Schema.Struct({ userId: Schema.String, readAt: Schema.String }),
  },
})

export type InboxEventData = EventDataOf<typeof inboxEvents>
export type InboxEvent = EventUnionOf<typeof inboxEvents>

export const inboxStreamId = (userId: string) => `inbox-${userId}`
