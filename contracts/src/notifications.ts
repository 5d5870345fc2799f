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

/**
 * One notification of the signed-in user (spec 02 §7 `/current_user/notifications`), newest first.
 * `SavedSearchAlert` today; chat adds `NewMessageNotification` as another member of this union.
 */
export const NotificationView = Schema.Struct({
  id: Uuid,
  type: Schema.Literal("SavedSearchAlert"),
  payload: SavedSearchAlertPayload,
  createdAt: Schema.String,
  readAt: Schema.NullOr(Schema.String),
})
export type NotificationView = typeof NotificationView.Type

export const NotificationsPage = Paginated(NotificationView)
export type NotificationsPage = typeof NotificationsPage.Type

/** `GET /api/v1/current_user/notifications/count`: the unread ones. */
export const NotificationsCount = Schema.Struct({ count: Schema.Number })
export type NotificationsCount = typeof NotificationsCount.Type
