import type { InboxEvent } from "@ignite/contracts/events"

export { type InboxEvent, inboxStreamId } from "@ignite/contracts/events"

/**
 * A user's inbox as the write side knows it: which notifications they marked read one by one, and when they
 * last marked them all. The notifications themselves are other domains' facts, folded by the read model.
 */
export interface InboxState {
  readonly readIds: ReadonlySet<string>
  readonly allReadAt: string | null
}

export const initialInboxState: InboxState = { readIds: new Set(), allReadAt: null }

export const evolveInbox = (state: InboxState, event: InboxEvent): InboxState => {
  switch (event.type) {
    case "NotificationRead":
      return { ...state, readIds: new Set([...state.readIds, event.data.notificationId]) }
    case "NotificationsRead":
      return { ...state, allReadAt: event.data.readAt }
    default: {
      const _exhaustive: never = event
      return state
    }
  }
}
