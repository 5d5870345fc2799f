import {
  AppError,
  type NotificationsCount,
  type NotificationView,
  normalizePage,
  type PageQuery,
} from "@ignite/contracts"
import type { NotificationsService } from "@ignite/domain-notifications"
import type { Queryable } from "@ignite/platform"
import { findNotification, notificationsOf, unreadNotificationsCount } from "@ignite/projection-notifications"
import type { Viewer } from "../access/resource-access"

/**
 * The signed-in user's notifications (spec 02 §7 `/current_user/notifications`): theirs only. Someone else's
 * notification answers NotFound, exactly as one that never existed; the inbox stream is the caller's own.
 */
export const createNotificationsFacade = ({
  service,
  db,
}: {
  service: NotificationsService
  db: Queryable
}) => {
  const own = async (viewer: Viewer, notificationId: string): Promise<NotificationView> => {
    const found = await findNotification(db, viewer.sub, notificationId)
    if (!found) throw new AppError("NotFound")
    return found
  }
  const count = async (viewer: Viewer): Promise<NotificationsCount> => ({
    count: await unreadNotificationsCount(db, viewer.sub),
  })
  return {
    list: (viewer: Viewer, query: typeof PageQuery.Type) =>
      notificationsOf(db, viewer.sub, normalizePage(query)),
    count,
    async markRead(viewer: Viewer, notificationId: string): Promise<NotificationView> {
      const found = await own(viewer, notificationId)
      if (found.readAt === null) await service.markRead(viewer.sub, notificationId)
      return own(viewer, notificationId)
    },
    async markAllRead(viewer: Viewer): Promise<NotificationsCount> {
      if ((await count(viewer)).count > 0) await service.markAllRead(viewer.sub)
      return count(viewer)
    },
  }
}

export type NotificationsFacade = ReturnType<typeof createNotificationsFacade>
