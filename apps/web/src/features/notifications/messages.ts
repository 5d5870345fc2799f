import type { NotificationView } from "@ignite/contracts"

export type SavedSearchAlert = Extract<NotificationView, { type: "SavedSearchAlert" }>
export type NewMessageNotification = Extract<NotificationView, { type: "NewMessageNotification" }>

/** The notifications' texts: what each kind of notification says, and the list's states. */
export const notificationMessages = {
  savedSearchAlert: ({ payload }: SavedSearchAlert) =>
    `New match for '${payload.savedSearchName}': ${payload.listingName}`,
  // spec 01 §3 NewMessageNotification; an erased sender has no name left
  newMessage: ({ payload }: NewMessageNotification) =>
    `New message from ${payload.senderName ?? "a former user"}`,
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
    : notificationMessages.newMessage(notification)
