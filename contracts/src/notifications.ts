import { Schema } from "effect"
import { SavedSearchItemKind } from "./events/search"
import { Uuid } from "./ids"
import { Paginated } from "./pagination"

/** What a saved-search alert says: which search, which storefront, and the item that brought it in. */
export const SavedSearchAlertPayload = Schema.Struct({
  savedSearchId: Uuid,
  savedSearchName: Schema.String,
  listingId: Uuid,
  listingName: Schema.String,
  itemKind: SavedSearchItemKind,
  itemId: Uuid,
  itemName: Schema.String,
})
export type SavedSearchAlertPayload = typeof SavedSearchAlertPayload.Type

/** What a new-message notification says: which conversation, which message, from whom. */
export const NewMessagePayload = Schema.Struct({
  chatThreadId: Uuid,
  messageId: Uuid,
  senderId: Uuid,
  /** null once the sender's personal data was erased */
  senderName: Schema.NullOr(Schema.String),
})
export type NewMessagePayload = typeof NewMessagePayload.Type

/** What a weekly match digest says: how many new matches, and which side (the home's matches list them). */
export const MatchDigestPayload = Schema.Struct({
  side: Schema.Literals(["companies", "govUsers"]),
  count: Schema.Number,
})
export type MatchDigestPayload = typeof MatchDigestPayload.Type

const notificationFields = {
  id: Uuid,
  createdAt: Schema.String,
  readAt: Schema.NullOr(Schema.String),
}

/**
 * One notification of the signed-in user (spec 02 §7 `/current_user/notifications`), newest first: a saved
 * search's alert, chat's NewMessageNotification (spec 01 §3), one per conversation until it is read, or
 * the weekly digest of new matches (issue 24) for a user who opted in.
 */
export const NotificationView = Schema.Union([
  Schema.Struct({
    ...notificationFields,
    type: Schema.Literal("SavedSearchAlert"),
    payload: SavedSearchAlertPayload,
  }),
  Schema.Struct({
    ...notificationFields,
    type: Schema.Literal("NewMessageNotification"),
    payload: NewMessagePayload,
  }),
  Schema.Struct({
    ...notificationFields,
    type: Schema.Literal("MatchDigest"),
    payload: MatchDigestPayload,
  }),
])
export type NotificationView = typeof NotificationView.Type

export const NotificationsPage = Paginated(NotificationView)
export type NotificationsPage = typeof NotificationsPage.Type

/** `GET /api/v1/current_user/notifications/count`: the unread ones. */
export const NotificationsCount = Schema.Struct({ count: Schema.Number })
export type NotificationsCount = typeof NotificationsCount.Type
