import { Schema } from "effect"
import { defineEvents, type EventDataOf, type EventUnionOf } from "./define"

/**
 * One stream per user's inbox, `inbox-<userId>`: what the user has read of their notifications. The
 * notifications themselves are the facts other domains record (a saved search's `SavedSearchMatched`, later
 * chat's new messages, `NewMessageNotified` here, one per burst); the notifications read model folds both.
 */
export const inboxEvents = defineEvents({
  /**
   * A new chat message for this user (spec 01 §3 NewMessageNotification): one per thread until the user reads
   * it, so a burst of messages is one notification and one email. The sender's name is copied for the list
   * and the mail, and is the sender's personal data.
   */
  NewMessageNotified: {
    version: 1,
    personal: ["senderName"],
    data: Schema.Struct({
      userId: Schema.String,
      notificationId: Schema.String,
      chatThreadId: Schema.String,
      messageId: Schema.String,
      senderId: Schema.String,
      senderName: Schema.NullOr(Schema.String),
      /** whether the user wanted it in the app and by email when it came (their two newChatMessage settings) */
      inApp: Schema.Boolean,
      byEmail: Schema.Boolean,
      notifiedAt: Schema.String,
    }),
  },
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
