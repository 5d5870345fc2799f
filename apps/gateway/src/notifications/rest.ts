import { NotificationsCount, NotificationsPage, NotificationView, PageQuery, Uuid } from "@ignite/contracts"
import { Schema } from "effect"
import { defineRoute, type RestRoute } from "../rest/route"

const NotificationParams = Schema.Struct({ id: Uuid })

/** The signed-in user's notifications (spec 02 §7): theirs only, newest first. */
export const notificationsRoutes: readonly RestRoute[] = [
  defineRoute({
    method: "GET",
    path: "/api/v1/current_user/notifications",
    summary: "The caller's notifications, newest first (page, perPage)",
    tag: "Notifications",
    access: "user",
    query: PageQuery,
    response: NotificationsPage,
    handler: ({ ctx, caller, query }) => ctx.services.notifications.list(caller, query),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/current_user/notifications/count",
    summary: "How many of the caller's notifications are unread",
    tag: "Notifications",
    access: "user",
    response: NotificationsCount,
    handler: ({ ctx, caller }) => ctx.services.notifications.count(caller),
  }),
  defineRoute({
    method: "PATCH",
    path: "/api/v1/current_user/notifications/read",
    summary: "Mark every notification of the caller read; answers the unread count",
    tag: "Notifications",
    access: "user",
    response: NotificationsCount,
    handler: ({ ctx, caller }) => ctx.services.notifications.markAllRead(caller),
  }),
  defineRoute({
    method: "PATCH",
    path: "/api/v1/current_user/notifications/{id}/read",
    summary: "Mark one of the caller's notifications read",
    tag: "Notifications",
    access: "user",
    params: NotificationParams,
    response: NotificationView,
    handler: ({ ctx, caller, params }) => ctx.services.notifications.markRead(caller, params.id),
  }),
]
