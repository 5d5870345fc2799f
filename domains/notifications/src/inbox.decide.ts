import type { AppError } from "@ignite/contracts"
import type { Decider, DecisionContext } from "@ignite/platform"
import { evolveInbox, type InboxEvent, type InboxState, initialInboxState } from "./inbox"

/**
 * The user's own inbox only: the stream is named by the user (`inbox-<userId>`), so nobody can mark another
 * user's notifications; the facade answers NotFound for an id that is not one of the caller's.
 */
export type InboxCommand =
  | { readonly type: "MarkNotificationRead"; readonly userId: string; readonly notificationId: string }
  | { readonly type: "MarkAllNotificationsRead"; readonly userId: string }

type Decision = InboxEvent[] | AppError

export const decideInbox = (command: InboxCommand, state: InboxState, ctx: DecisionContext): Decision => {
  const readAt = ctx.now.toISOString()
  switch (command.type) {
    case "MarkNotificationRead":
      // marking a read notification read again is no new fact
      return state.readIds.has(command.notificationId)
        ? []
        : [
            {
              type: "NotificationRead",
              data: { userId: command.userId, notificationId: command.notificationId, readAt },
            },
          ]
    case "MarkAllNotificationsRead":
      // everything the user had at this moment: a notification that arrives later is unread
      return [{ type: "NotificationsRead", data: { userId: command.userId, readAt } }]
    default: {
      const _exhaustive: never = command
      return []
    }
  }
}

export const inboxDecider: Decider<InboxCommand, InboxEvent, InboxState> = {
  initialState: initialInboxState,
  evolve: evolveInbox,
  decide: decideInbox,
}
