/** The bell's accessible name: the badge is drawn, so the count is said in the name as well. */
export const bellLabel = (count: number) => (count > 0 ? `Notifications, ${count} unread` : "Notifications")
