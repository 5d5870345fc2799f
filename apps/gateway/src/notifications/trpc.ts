import { NotificationsCount, NotificationsPage, NotificationView, PageQuery, Uuid } from "@ignite/contracts"
import { Schema } from "effect"
import { procedure, router } from "../trpc/init"
import { input } from "../trpc/input"
import { output } from "../trpc/output"

const notifications = router({
  list: procedure("user")
    .input(input(PageQuery))
    .output(output(NotificationsPage))
    .query(({ ctx, input }) => ctx.services.notifications.list(ctx.caller, input)),
  count: procedure("user")
    .output(output(NotificationsCount))
    .query(({ ctx }) => ctx.services.notifications.count(ctx.caller)),
  markRead: procedure("user")
    .input(input(Schema.Struct({ notificationId: Uuid })))
    .output(output(NotificationView))
    .mutation(({ ctx, input }) => ctx.services.notifications.markRead(ctx.caller, input.notificationId)),
  markAllRead: procedure("user")
    .output(output(NotificationsCount))
    .mutation(({ ctx }) => ctx.services.notifications.markAllRead(ctx.caller)),
})

export const notificationsProcedures = { notifications }
