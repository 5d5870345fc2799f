// Spec 02 §"Thread card unread badge" and its constants: hidden at 0, the count up to 999, "1K+" above.
const badgeCap = 999

/** The badge's text for an unread count, or null when there is nothing unread (no badge). */
export const unreadBadge = (count: number): string | null =>
  count <= 0 ? null : count > badgeCap ? "1K+" : String(count)

/** The bell's accessible name: the badge is drawn, so the count is said in the name as well. */
export const bellLabel = (count: number) => (count > 0 ? `Notifications, ${count} unread` : "Notifications")
