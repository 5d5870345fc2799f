import type { AppError } from "@ignite/contracts"
import type { Decider, DecisionContext } from "@ignite/platform"
import { evolveInbox, type InboxState, type InboxStreamEvent, initialInboxState } from "./inbox"

/**
 * The user's own inbox only: the stream is named by the user (`inbox-<userId>`), so nobody can mark another
 * user's notifications; the facade answers NotFound for an id that is not one of the caller's.
 */
export type InboxCommand =
  | { readonly type: "MarkNotificationRead"; readonly userId: string; readonly notificationId: string }
  | { readonly type: "MarkAllNotificationsRead"; readonly userId: string }
  | {
      readonly type: "NotifyNewMessage"
      readonly userId: string
      readonly chatThreadId: string
      readonly messageId: string
      readonly senderId: string
      readonly senderName: string | null
      /** the user's userAppNotificationSetting / userEmailNotificationSetting .newChatMessage, as now */
      readonly inApp: boolean
      readonly byEmail: boolean
    }
  /** The user read the conversation: its new-message notification is read with it. */
  | {
      readonly type: "MarkChatThreadNotificationRead"
      readonly userId: string
      readonly chatThreadId: string
    }

type Decision = InboxStreamEvent[] | AppError

export const decideInbox = (command: InboxCommand, state: InboxState, ctx: DecisionContext): Decision => {
  const at = ctx.now.toISOString()
  switch (command.type) {
    case "MarkNotificationRead":
      // marking a read notification read again is no new fact
      return state.readIds.has(command.notificationId)
        ? []
        : [
            {
              type: "NotificationRead",
              data: { userId: command.userId, notificationId: command.notificationId, readAt: at },
            },
          ]
    case "MarkAllNotificationsRead":
      // everything the user had at this moment: a notification that arrives later is unread
      return [{ type: "NotificationsRead", data: { userId: command.userId, readAt: at } }]
    case "NotifyNewMessage": {
      // one notification (and one email) per conversation until the user reads it; none if both are off
      if (state.unreadChatThreads.has(command.chatThreadId) || !(command.inApp || command.byEmail)) return []
      const { type: _, ...data } = command
      return [
        {
          type: "NewMessageNotified",
          data: { ...data, notificationId: ctx.newId(), notifiedAt: at },
          personal: { subject: command.senderId, fields: ["senderName"] },
        },
      ]
    }
    case "MarkChatThreadNotificationRead": {
      const notificationId = state.unreadChatThreads.get(command.chatThreadId)
      return notificationId === undefined
        ? []
        : [{ type: "NotificationRead", data: { userId: command.userId, notificationId, readAt: at } }]
    }
    default: {
      const _exhaustive: never = command
      return []
    }
  }
}

export const inboxDecider: Decider<InboxCommand, InboxStreamEvent, InboxState> = {
  initialState: initialInboxState,
  evolve: evolveInbox,
  decide: decideInbox,
}
