import { Schema } from "effect"
import { defineEvents, type EventDataOf, type EventUnionOf } from "./define"

/** Which side of a conversation someone writes from: the company's account or the government user. */
export const ChatSide = Schema.Literals(["account", "gov"])
export type ChatSide = typeof ChatSide.Type

/** A thread's state (spec 02 §4): a company's first message waits for a reply (pre_active). */
export const ChatThreadStatus = Schema.Literals(["pre_active", "active", "paused"])
export type ChatThreadStatus = typeof ChatThreadStatus.Type

/** Every chat event names both sides, so a live push and a read model know the recipients from the event alone. */
const sides = { chatThreadId: Schema.String, accountId: Schema.String, govUserId: Schema.String }

/**
 * One stream per conversation between a company account and a government user, `chatthread-<id>`; the id is
 * derived from the pair (`chatThreadIdFor`), so a pair has one thread and two racing first messages meet in
 * the same stream. A message's content is personal data of its sender (sealed, erasable).
 */
export const chatThreadEvents = defineEvents({
  /** The first message started the thread (spec 02 §4 "Chat initiation"). */
  ChatThreadStarted: {
    version: 1,
    data: Schema.Struct({
      ...sides,
      startedBy: Schema.String,
      startedBySide: ChatSide,
      status: ChatThreadStatus,
      startedAt: Schema.String,
    }),
  },
  ChatMessageSent: {
    version: 1,
    personal: ["content"],
    data: Schema.Struct({
      ...sides,
      messageId: Schema.String,
      senderId: Schema.String,
      senderSide: ChatSide,
      /** null once the sender's personal data is erased */
      content: Schema.NullOr(Schema.String),
      /** the sender's own id for the message, so a retried send stores it once */
      clientMessageId: Schema.NullOr(Schema.String),
      sentAt: Schema.String,
    }),
  },
  /** The government user replied to a company's first message: pre_active → active. */
  ChatThreadActivated: {
    version: 1,
    data: Schema.Struct({ ...sides, activatedAt: Schema.String }),
  },
  ChatThreadPaused: {
    version: 1,
    data: Schema.Struct({ ...sides, pausedBy: Schema.String, pausedAt: Schema.String }),
  },
  ChatThreadUnpaused: {
    version: 1,
    data: Schema.Struct({ ...sides, unpausedBy: Schema.String, unpausedAt: Schema.String }),
  },
  /** A participant read the thread up to this point (`lastMessageSeenAt`): their unread count is 0 again. */
  ChatThreadSeen: {
    version: 1,
    data: Schema.Struct({ ...sides, userId: Schema.String, seenAt: Schema.String }),
  },
})

export type ChatThreadEventData = EventDataOf<typeof chatThreadEvents>
export type ChatThreadEvent = EventUnionOf<typeof chatThreadEvents>

export const chatThreadStreamId = (chatThreadId: string) => `chatthread-${chatThreadId}`
