import type { PlatformModule } from "@ignite/platform"
import { notificationsProjection } from "./notifications.projection"

export {
  findNotification,
  notificationsOf,
  notificationsProjection,
  unreadNotificationsCount,
} from "./notifications.projection"

/** The notifications read model: saved-search alerts now, chat's new messages next. */
export const notificationsReadModel: PlatformModule = {
  name: "notifications-read-model",
  projections: [notificationsProjection],
}
