import { Schema } from "effect"
import { Eager, eagerRelations } from "./eager"
import { ChatThreadStatus } from "./events/chat"
import { StoredFile } from "./file-address"
import { Uuid } from "./ids"
import { PageQuery, Paginated } from "./pagination"
import { chatMessageMaxLength, chatMessageMinLength, chatMessages } from "./texts/chat"
import { Trimmed } from "./trimmed"

export { ChatSide, ChatThreadStatus } from "./events/chat"
export {
  chatErrors,
  chatMessageMaxLength,
  chatMessageMinLength,
  chatMessages,
} from "./texts/chat"
export { unreadBadgeText } from "./texts/first-view"

/** spec 02 §3: a thread's two participants, the company's account and the government user. */
export const ChatParticipantType = Schema.Literals(["User", "Account"])
export type ChatParticipantType = typeof ChatParticipantType.Type

export const ChatParticipantRef = Schema.Struct({
  participantType: ChatParticipantType,
  participantId: Uuid,
})
export type ChatParticipantRef = typeof ChatParticipantRef.Type

/**
 * A message as people type it: plain text, trimmed, 2 to 5,000 characters (spec 02 §5, §9). It is stored
 * and shown as text, never as markup (decoding refuses characters a database cannot store).
 */
export const ChatMessageContent = Trimmed.check(
  Schema.makeFilter((s: string) => s.length >= chatMessageMinLength, {
    message: chatMessages.contentTooShort,
  }),
  Schema.makeFilter((s: string) => s.length <= chatMessageMaxLength, {
    message: chatMessages.contentTooLong,
  }),
)

/** The client's own id for a message: a retried send with the same id stores one message. */
const ClientMessageId = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100))

/** `POST /api/v1/chat_threads/{id}/user_chat_messages` */
export const SendChatMessageInput = Schema.Struct({
  content: ChatMessageContent,
  clientMessageId: Schema.optional(ClientMessageId),
})
export type SendChatMessageInput = typeof SendChatMessageInput.Type

/**
 * `POST /api/v1/chat_threads`: the other participant (the caller's own side may be named too, and must then
 * be the caller's) and the first message.
 */
export const CreateChatThreadInput = Schema.Struct({
  participants: Schema.Array(ChatParticipantRef).check(Schema.isMinLength(1), Schema.isMaxLength(2)),
  initialMessages: Schema.Array(SendChatMessageInput).check(Schema.isMinLength(1), Schema.isMaxLength(1)),
  /** Started from a matchmaking suggestion (issue 24): the match's success is recorded. */
  fromMatch: Schema.optional(Schema.Boolean),
})
export type CreateChatThreadInput = typeof CreateChatThreadInput.Type

/** `POST /api/v1/chat_threads/find` */
export const FindChatThreadInput = Schema.Struct({
  participants: Schema.Array(ChatParticipantRef).check(Schema.isMinLength(1), Schema.isMaxLength(2)),
})
export type FindChatThreadInput = typeof FindChatThreadInput.Type

/** `GET /api/v1/current_user/chat/threads`: page, perPage, and the thread to list first (a deep link's). */
export const ChatThreadsQuery = Schema.Struct({
  ...PageQuery.fields,
  sortThreadId: Schema.optional(Uuid),
  eager: Schema.optional(Eager(eagerRelations.chatThread)),
})
export type ChatThreadsQuery = typeof ChatThreadsQuery.Type

/**
 * `GET /api/v1/chat_threads/{id}/user_chat_messages`: newest first, `perPage` at a time; `before` pages back
 * (scrolling up), `after` resumes a reconnected client from the last message it has.
 */
export const ChatMessagesQuery = Schema.Struct({
  before: Schema.optional(Uuid),
  after: Schema.optional(Uuid),
  /** 1 to 100, 30 when absent or unreadable (as the footer's page sizes, a bad value is not an error) */
  perPage: Schema.optional(Schema.Unknown),
})
export type ChatMessagesQuery = typeof ChatMessagesQuery.Type

const Headshot = Schema.NullOr(StoredFile)

/** spec 02 §3 Chat message: who wrote it (name and headshot only) and what, when. */
export const ChatMessageView = Schema.Struct({
  id: Uuid,
  chatThreadId: Uuid,
  userId: Uuid,
  user: Schema.Struct({ firstName: Schema.String, lastName: Schema.String, headshot: Headshot }),
  /** null once its sender's personal data was erased */
  content: Schema.NullOr(Schema.String),
  clientMessageId: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
})
export type ChatMessageView = typeof ChatMessageView.Type

/**
 * A participant as a thread's header shows it: a government user (name, headshot, link /gov/users/{id}) or
 * a company (spec 02 §3 "Account/company target": name, logo, its storefront /ignite/listings/{id}).
 */
export const ChatParticipantView = Schema.Struct({
  participantType: ChatParticipantType,
  participantId: Uuid,
  name: Schema.String,
  avatar: Headshot,
  /** the storefront of an account, the profile of a government user */
  href: Schema.String,
  /** an account's Unique Entity Id */
  uniqueEntityId: Schema.NullOr(Schema.String),
})
export type ChatParticipantView = typeof ChatParticipantView.Type

/** spec 02 §3 Chat thread, as the caller sees it (their unread count, when they last read it). */
export const ChatThreadView = Schema.Struct({
  id: Uuid,
  status: ChatThreadStatus,
  participants: Schema.Array(ChatParticipantView),
  lastMessageSeenAt: Schema.NullOr(Schema.String),
  currentUserUnreadCount: Schema.Int,
  lastMessage: Schema.NullOr(ChatMessageView),
  createdAt: Schema.String,
  updatedAt: Schema.String,
  /** with eager=userChatMessages: the newest messages, oldest first */
  userChatMessages: Schema.optional(Schema.Array(ChatMessageView)),
})
export type ChatThreadView = typeof ChatThreadView.Type

export const ChatThreadsPage = Paginated(ChatThreadView)
export type ChatThreadsPage = typeof ChatThreadsPage.Type

/** A page of messages, oldest first; `hasOlder` tells whether scrolling up finds more. */
export const ChatMessagesPage = Schema.Struct({
  data: Schema.Array(ChatMessageView),
  hasOlder: Schema.Boolean,
})
export type ChatMessagesPage = typeof ChatMessagesPage.Type

/**
 * The start-chat button's answer (`POST /api/v1/chat_threads/find`): the pair's thread if there is one, and
 * otherwise whether the caller may start one, with the spec's text when not.
 */
export const ChatThreadLookup = Schema.Struct({
  chatThread: Schema.NullOr(ChatThreadView),
  canStart: Schema.Boolean,
  reason: Schema.NullOr(Schema.String),
})
export type ChatThreadLookup = typeof ChatThreadLookup.Type

/** `GET /api/v1/current_user/chat/unread_messages_count` */
export const UnreadMessagesCount = Schema.Struct({ count: Schema.Int })
export type UnreadMessagesCount = typeof UnreadMessagesCount.Type

export { chatMessagesPerPage } from "./page-rules"

/** `GET /api/v1/chat_threads/{id}`: eager=userChatMessages embeds the newest messages. */
export const ChatThreadQuery = Schema.Struct({ eager: Schema.optional(Eager(eagerRelations.chatThread)) })
export type ChatThreadQuery = typeof ChatThreadQuery.Type

/**
 * What `/cable` pushes on the `ChatChannel` subscription (identifier `{"channel":"ChatChannel"}`), to every
 * open session of each participant: a new message (the sender's other sessions too), a thread's new status,
 * the reader's unread total after any change, and a thread the reader read elsewhere.
 */
export const ChatChannelMessage = Schema.Union([
  Schema.Struct({ type: Schema.Literal("message"), chatThreadId: Uuid, message: ChatMessageView }),
  /** `updatedAt`: when the status changed, so a page can tell it from an older read of the thread */
  Schema.Struct({
    type: Schema.Literal("thread"),
    chatThreadId: Uuid,
    status: ChatThreadStatus,
    updatedAt: Schema.String,
  }),
  Schema.Struct({ type: Schema.Literal("unread"), count: Schema.Int }),
  Schema.Struct({ type: Schema.Literal("seen"), chatThreadId: Uuid }),
])
export type ChatChannelMessage = typeof ChatChannelMessage.Type

/** What `/cable` pushes on `NotificationsChannel`: the unread notifications count whenever it may have moved. */
export const NotificationsChannelMessage = Schema.Struct({ type: Schema.Literal("count"), count: Schema.Int })
export type NotificationsChannelMessage = typeof NotificationsChannelMessage.Type
