import type { NotificationView } from "@ignite/contracts"

export type SavedSearchAlert = Extract<NotificationView, { type: "SavedSearchAlert" }>
export type NewMessageNotification = Extract<NotificationView, { type: "NewMessageNotification" }>
export type MatchDigestNotification = Extract<NotificationView, { type: "MatchDigest" }>

/** The notifications' texts: what each kind of notification says, and the list's states. */
export const notificationMessages = {
  savedSearchAlert: ({ payload }: SavedSearchAlert) =>
    `New match for '${payload.savedSearchName}': ${payload.listingName}`,
  // spec 01 §3 NewMessageNotification; an erased sender has no name left
  newMessage: ({ payload }: NewMessageNotification) =>
    `New message from ${payload.senderName ?? "a former user"}`,
  // issue 24: the weekly digest of new matches, which the home lists
  matchDigest: ({ payload }: MatchDigestNotification) =>
    payload.side === "companies"
      ? `${payload.count === 1 ? "1 new company" : `${payload.count} new companies`} for you this week`
      : `${payload.count === 1 ? "1 new government user" : `${payload.count} new government users`} for you this week`,
  openSavedSearch: "Open saved search",
  empty: "No notifications yet.",
  loadFailed: "The notifications could not be loaded.",
  loading: "Loading the notifications",
  markAllRead: "Mark all as read",
  markAllFailed: "The notifications could not be marked as read. Please try again.",
  seeAll: "See all notifications",
  unread: "unread",
} as const

/** What a notification says, whichever its kind: its link's text and the list item's name. */
export const notificationText = (notification: NotificationView) =>
  notification.type === "SavedSearchAlert"
    ? notificationMessages.savedSearchAlert(notification)
    : notification.type === "MatchDigest"
      ? notificationMessages.matchDigest(notification)
      : notificationMessages.newMessage(notification)
