export { type InboxEvent, type InboxState, type InboxStreamEvent, inboxStreamId } from "./inbox"
export { type InboxCommand, inboxDecider } from "./inbox.decide"
export { createNotificationsService, type NotificationsService } from "./service"
