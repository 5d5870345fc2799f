import { AppError } from "@ignite/contracts"
import type { ChatSide } from "@ignite/contracts/events"
import type { Decider, DecisionContext } from "@ignite/platform"
import {
  type ChatThreadState,
  type ChatThreadStreamEvent,
  clientKey,
  evolveChatThread,
  initialChatThreadState,
} from "./chat-thread"

/** The pair a thread belongs to; the facade checks who the caller is before it names a side. */
interface Pair {
  readonly chatThreadId: string
  readonly accountId: string
  readonly govUserId: string
}

export type ChatThreadCommand =
  | (Pair & {
      readonly type: "SendChatMessage"
      readonly senderId: string
      readonly senderSide: ChatSide
      readonly content: string
      readonly clientMessageId: string | null
      /**
       * The government user's "Allow New Company Messages" (spec 01 §7) as the read side knows it now: only
       * asked when a company starts the thread.
       */
      readonly govUserAllowsRequests: boolean
    })
  | (Pair & { readonly type: "PauseChatThread"; readonly actorId: string })
  | (Pair & { readonly type: "UnpauseChatThread"; readonly actorId: string })
  | (Pair & { readonly type: "MarkChatThreadSeen"; readonly userId: string })

type Decision = ChatThreadStreamEvent[] | AppError
type Command<T extends ChatThreadCommand["type"]> = Extract<ChatThreadCommand, { type: T }>
type Started = Exclude<ChatThreadState, { status: "none" }>

const pairOf = ({ chatThreadId, accountId, govUserId }: Pair) => ({ chatThreadId, accountId, govUserId })

/**
 * spec 02 §1, §6: a company may send one first message to a government user and nothing more until the user
 * replies (pre_active → active on the reply); a government user who does not allow message requests cannot
 * be messaged first by a company; a paused thread takes no messages from the company. A government user
 * who starts a conversation starts it active. A retried send (same sender, same client message id) is the
 * message already stored: nothing new.
 */
const send = (
  command: Command<"SendChatMessage">,
  state: ChatThreadState,
  ctx: DecisionContext,
): Decision => {
  const sentAt = ctx.now.toISOString()
  const message: ChatThreadStreamEvent = {
    type: "ChatMessageSent",
    data: {
      ...pairOf(command),
      messageId: ctx.newId(),
      senderId: command.senderId,
      senderSide: command.senderSide,
      content: command.content,
      clientMessageId: command.clientMessageId,
      sentAt,
    },
    personal: { subject: command.senderId, fields: ["content"] },
  }
  if (state.status === "none") {
    const byCompany = command.senderSide === "account"
    if (byCompany && !command.govUserAllowsRequests) return new AppError("MessageRequestsNotAllowed")
    return [
      {
        type: "ChatThreadStarted",
        data: {
          ...pairOf(command),
          startedBy: command.senderId,
          startedBySide: command.senderSide,
          status: byCompany ? "pre_active" : "active",
          startedAt: sentAt,
        },
      },
      message,
    ]
  }
  if (
    command.clientMessageId &&
    state.sentByClientId.has(clientKey(command.senderId, command.clientMessageId))
  )
    return []
  if (command.senderSide === "account") {
    if (state.status === "pre_active") return new AppError("AwaitingReply")
    if (state.status === "paused") return new AppError("ChatThreadPaused")
    return [message]
  }
  if (state.status === "pre_active")
    return [message, { type: "ChatThreadActivated", data: { ...pairOf(command), activatedAt: sentAt } }]
  return [message]
}

/** Only the thread's government user pauses and unpauses (spec 02 §2, §6); a pre_active thread cannot pause. */
const govOnly = (state: ChatThreadState, actorId: string): Started | AppError => {
  if (state.status === "none") return new AppError("NotFound")
  if (state.govUserId !== actorId) return new AppError("OnlyGovPauses")
  return state
}

const pause = (
  command: Command<"PauseChatThread">,
  state: ChatThreadState,
  ctx: DecisionContext,
): Decision => {
  const thread = govOnly(state, command.actorId)
  if (thread instanceof AppError) return thread
  if (thread.status === "pre_active") return new AppError("PauseNotAllowed")
  if (thread.status === "paused") return []
  return [
    {
      type: "ChatThreadPaused",
      data: { ...pairOf(command), pausedBy: command.actorId, pausedAt: ctx.now.toISOString() },
    },
  ]
}

const unpause = (
  command: Command<"UnpauseChatThread">,
  state: ChatThreadState,
  ctx: DecisionContext,
): Decision => {
  const thread = govOnly(state, command.actorId)
  if (thread instanceof AppError) return thread
  if (thread.status !== "paused") return []
  return [
    {
      type: "ChatThreadUnpaused",
      data: { ...pairOf(command), unpausedBy: command.actorId, unpausedAt: ctx.now.toISOString() },
    },
  ]
}

/** Reading a thread with nothing new in it since the reader's last visit records nothing. */
const markSeen = (
  command: Command<"MarkChatThreadSeen">,
  state: ChatThreadState,
  ctx: DecisionContext,
): Decision => {
  if (state.status === "none") return new AppError("NotFound")
  const seenAt = state.seenAt.get(command.userId)
  if (seenAt !== undefined && seenAt >= state.lastMessageAt) return []
  return [
    {
      type: "ChatThreadSeen",
      data: { ...pairOf(command), userId: command.userId, seenAt: ctx.now.toISOString() },
    },
  ]
}

export const decideChatThread = (
  command: ChatThreadCommand,
  state: ChatThreadState,
  ctx: DecisionContext,
): Decision => {
  switch (command.type) {
    case "SendChatMessage":
      return send(command, state, ctx)
    case "PauseChatThread":
      return pause(command, state, ctx)
    case "UnpauseChatThread":
      return unpause(command, state, ctx)
    case "MarkChatThreadSeen":
      return markSeen(command, state, ctx)
    default: {
      const _exhaustive: never = command
      return []
    }
  }
}

export const chatThreadDecider: Decider<ChatThreadCommand, ChatThreadStreamEvent, ChatThreadState> = {
  initialState: initialChatThreadState,
  evolve: evolveChatThread,
  decide: decideChatThread,
}
