import type { NotificationView } from "@ignite/contracts"

/** The notifications' texts: what each kind of notification says, and the list's states. */
export const notificationMessages = {
  savedSearchAlert: ({ payload }: NotificationView) =>
    `New match for '${payload.savedSearchName}': ${payload.listingName}`,
  openSavedSearch: "Open saved search",
  empty: "No notifications yet.",
  loadFailed: "The notifications could not be loaded.",
  loading: "Loading the notifications",
  markAllRead: "Mark all as read",
  markAllFailed: "The notifications could not be marked as read. Please try again.",
  seeAll: "See all notifications",
  unread: "unread",
} as const
