import type { InboxEvent } from "@ignite/contracts/events"
import type { PersonalFields } from "@ignite/platform"

export { type InboxEvent, inboxStreamId } from "@ignite/contracts/events"

/** As the decider writes them: a new-message notification's sender name sealed as the sender's. */
export type InboxStreamEvent = InboxEvent & { readonly personal?: PersonalFields }

/**
 * A user's inbox as the write side knows it: which notifications they marked read one by one, when they last
 * marked them all, and which conversations have a new-message notification they have not read yet (a burst
 * of messages in one thread notifies once). Saved-search alerts are other streams' facts, folded by the read
 * model.
 */
export interface InboxState {
  readonly readIds: ReadonlySet<string>
  readonly allReadAt: string | null
  /** chat thread id → its unread new-message notification */
  readonly unreadChatThreads: ReadonlyMap<string, string>
}

export const initialInboxState: InboxState = {
  readIds: new Set(),
  allReadAt: null,
  unreadChatThreads: new Map(),
}

const withoutNotification = (threads: ReadonlyMap<string, string>, notificationId: string) =>
  new Map([...threads].filter(([, id]) => id !== notificationId))

export const evolveInbox = (state: InboxState, event: InboxEvent): InboxState => {
  switch (event.type) {
    case "NewMessageNotified":
      return {
        ...state,
        unreadChatThreads: new Map(state.unreadChatThreads).set(
          event.data.chatThreadId,
          event.data.notificationId,
        ),
      }
    case "NotificationRead":
      return {
        ...state,
        readIds: new Set([...state.readIds, event.data.notificationId]),
        unreadChatThreads: withoutNotification(state.unreadChatThreads, event.data.notificationId),
      }
    case "NotificationsRead":
      return { ...state, allReadAt: event.data.readAt, unreadChatThreads: new Map() }
    default: {
      const _exhaustive: never = event
      return state
    }
  }
}
