import { createHash } from "node:crypto"
import type { ChatThreadEvent, ChatThreadStatus } from "@ignite/contracts/events"
import type { PersonalFields } from "@ignite/platform"

export { type ChatThreadEvent, chatThreadStreamId } from "@ignite/contracts/events"

/** As the decider writes them: a message's content sealed as its sender's personal data. */
export type ChatThreadStreamEvent = ChatThreadEvent & { readonly personal?: PersonalFields }

/**
 * The thread of a company account and a government user. Its id is a name-based UUID (version 5 layout) of
 * the pair, so the pair has exactly one thread: two first messages racing each other append to the same
 * stream, and the second is decided against the first (optimistic concurrency), not a second thread.
 */
export const chatThreadIdFor = (accountId: string, govUserId: string): string => {
  const hash = createHash("sha1").update(`ignite-chat-thread:${accountId}:${govUserId}`).digest()
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80
  const hex = hash.subarray(0, 16).toString("hex")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** A conversation as the write side needs it to apply the rules: who is in it, its state, who read what. */
export type ChatThreadState =
  | { readonly status: "none" }
  | {
      readonly status: ChatThreadStatus
      readonly id: string
      readonly accountId: string
      readonly govUserId: string
      /** sender + their client message id → the stored message's id: a retried send finds its message */
      readonly sentByClientId: ReadonlyMap<string, string>
      readonly lastMessageAt: string
      /** each reader's last `ChatThreadSeen` */
      readonly seenAt: ReadonlyMap<string, string>
    }

export const initialChatThreadState: ChatThreadState = { status: "none" }

export const clientKey = (senderId: string, clientMessageId: string) => `${senderId}\u0000${clientMessageId}`

export const evolveChatThread = (state: ChatThreadState, event: ChatThreadEvent): ChatThreadState => {
  switch (event.type) {
    case "ChatThreadStarted": {
      const { chatThreadId, accountId, govUserId, status, startedAt } = event.data
      return {
        status,
        id: chatThreadId,
        accountId,
        govUserId,
        sentByClientId: new Map(),
        lastMessageAt: startedAt,
        seenAt: new Map(),
      }
    }
    case "ChatMessageSent": {
      if (state.status === "none") return state
      const { senderId, clientMessageId, messageId, sentAt } = event.data
      const sentByClientId = clientMessageId
        ? new Map(state.sentByClientId).set(clientKey(senderId, clientMessageId), messageId)
        : state.sentByClientId
      return { ...state, sentByClientId, lastMessageAt: sentAt }
    }
    case "ChatThreadActivated":
    case "ChatThreadUnpaused":
      return state.status === "none" ? state : { ...state, status: "active" }
    case "ChatThreadPaused":
      return state.status === "none" ? state : { ...state, status: "paused" }
    case "ChatThreadSeen":
      return state.status === "none"
        ? state
        : { ...state, seenAt: new Map(state.seenAt).set(event.data.userId, event.data.seenAt) }
    default: {
      const _exhaustive: never = event
      return state
    }
  }
}
