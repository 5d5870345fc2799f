import type { ChatSide } from "@ignite/contracts/events"
import { commandRunner, type ServiceDeps } from "@ignite/platform"
import { chatThreadIdFor, chatThreadStreamId, clientKey } from "./chat-thread"
import { type ChatThreadCommand, chatThreadDecider } from "./chat-thread.decide"

/** A message to send, its sides already established by the caller (the facade checks who is who). */
export interface ChatSend {
  readonly accountId: string
  readonly govUserId: string
  readonly senderId: string
  readonly senderSide: ChatSide
  readonly content: string
  readonly clientMessageId: string | null
  readonly govUserAllowsRequests: boolean
}

export interface ChatThreadAct {
  readonly accountId: string
  readonly govUserId: string
}

/** The chat domain's commands. Answers carry ids only: readers read the read model. */
export interface ChatService {
  /** Sends (starting the pair's thread when it has none); answers the thread's and the stored message's id. */
  send(message: ChatSend): Promise<{ chatThreadId: string; messageId: string }>
  pause(thread: ChatThreadAct, actorId: string): Promise<void>
  unpause(thread: ChatThreadAct, actorId: string): Promise<void>
  markSeen(thread: ChatThreadAct, userId: string): Promise<void>
}

export const createChatService = (deps: ServiceDeps): ChatService => {
  const commands = commandRunner(deps)
  const run = (command: ChatThreadCommand, actorId: string) =>
    commands.run(chatThreadDecider, chatThreadStreamId(command.chatThreadId), command, actorId)
  const pairOf = ({ accountId, govUserId }: ChatThreadAct) => ({
    chatThreadId: chatThreadIdFor(accountId, govUserId),
    accountId,
    govUserId,
  })

  return {
    async send(message) {
      const pair = pairOf(message)
      const { events, state } = await run({ type: "SendChatMessage", ...pair, ...message }, message.senderId)
      const sent = events.find((event) => event.type === "ChatMessageSent")
      if (sent?.type === "ChatMessageSent")
        return { chatThreadId: pair.chatThreadId, messageId: sent.data.messageId }
      // nothing new: a retry of a message the thread has already
      const known =
        state.status !== "none" && message.clientMessageId
          ? state.sentByClientId.get(clientKey(message.senderId, message.clientMessageId))
          : undefined
      if (!known) throw new Error("a send decided nothing without a known client message id")
      return { chatThreadId: pair.chatThreadId, messageId: known }
    },
    pause: async (thread, actorId) => {
      await run({ type: "PauseChatThread", ...pairOf(thread), actorId }, actorId)
    },
    unpause: async (thread, actorId) => {
      await run({ type: "UnpauseChatThread", ...pairOf(thread), actorId }, actorId)
    },
    markSeen: async (thread, userId) => {
      await run({ type: "MarkChatThreadSeen", ...pairOf(thread), userId }, userId)
    },
  }
}
