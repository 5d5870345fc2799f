import {
  AppError,
  type ChatMessagesPage,
  type ChatMessagesQuery,
  type ChatMessageView,
  type ChatParticipantRef,
  type ChatSide,
  type ChatThreadLookup,
  type ChatThreadsPage,
  type ChatThreadsQuery,
  type ChatThreadView,
  type CreateChatThreadInput,
  type CurrentUser,
  chatMessages,
  chatMessagesPerPage,
  eagerNames,
  normalizePage,
  paginate,
  type SendChatMessageInput,
  type UnreadMessagesCount,
} from "@ignite/contracts"
import { type ChatService, chatThreadIdFor } from "@ignite/domain-chat"
import type { NotificationsService } from "@ignite/domain-notifications"
import { createThrottle, type Queryable } from "@ignite/platform"
import {
  type ChatReader,
  chatMessagesOf,
  chatThreadPair,
  chatThreadsOf,
  findChatMessage,
  findChatThread,
  unreadChatMessagesCount,
} from "@ignite/projection-chat"
import type { ResourceAccess, Viewer } from "../access/resource-access"
import type { Reads } from "../reads/reads"
import { createChatViews } from "./chat-views"

/** Sending limits per user: a burst, and a steady rate a person typing does not reach. */
const sendLimits = [
  { suffix: "burst", max: 20, windowSeconds: 10 },
  { suffix: "minute", max: 60, windowSeconds: 60 },
] as const

/** Who the caller is in a conversation: a government user, a company user of an account, or neither. */
type Me =
  | { readonly side: "gov"; readonly user: CurrentUser; readonly govUserId: string }
  | { readonly side: "account"; readonly user: CurrentUser; readonly accountId: string }
  | { readonly side: null; readonly user: CurrentUser }

const meOf = (user: CurrentUser): Me => {
  if (user.userRoles.includes("gov")) return { side: "gov", user, govUserId: user.id }
  if (user.userRoles.includes("ignite") && user.accountId)
    return { side: "account", user, accountId: user.accountId }
  return { side: null, user }
}

const readerOf = (me: Me): ChatReader => ({
  userId: me.user.id,
  accountId: me.side === "account" ? me.accountId : null,
})

/**
 * Chat (spec 02 §2 "Chat", §6, §7) for both transports and the socket: who may talk to whom, who reads a
 * thread, and the reads with names and pictures.
 *
 * - A thread has one company account and one government user. A government user starts one with an account
 *   (whose storefront they may see); a company user with a government user. Anyone else is refused with the
 *   spec's texts ('You are unable to chat with this account' / '... this user').
 * - Only participants read a thread: the government user and every user of the account. Anyone else, an
 *   admin too, finds nothing, exactly as if it did not exist.
 * - The rules of the conversation itself (one first message, pause) are the decider's.
 */
export const createChatFacade = ({
  service,
  notifications,
  db,
  reads,
  access,
  startedFromMatch,
}: {
  service: ChatService
  notifications: NotificationsService
  db: Queryable
  reads: Reads
  access: ResourceAccess
  /** Matchmaking's record of a chat started from one of its matches (issue 24). */
  startedFromMatch?: (
    viewer: Viewer,
    pair: { accountId: string; govUserId: string },
    chatThreadId: string,
  ) => Promise<void>
}) => {
  const views = createChatViews({ db, reads })
  const throttle = createThrottle(db)
  const me = async (viewer: Viewer) => meOf(await reads.currentUser(viewer.sub))

  const isParticipant = (caller: Me, thread: { accountId: string; govUserId: string } | undefined) =>
    thread !== undefined &&
    ((caller.side === "gov" && thread.govUserId === caller.govUserId) ||
      (caller.side === "account" && thread.accountId === caller.accountId))

  /** The caller's thread as they see it, or NotFound (someone else's, or none). */
  const participantOf = async (viewer: Viewer, chatThreadId: string) => {
    const caller = await me(viewer)
    const thread = await findChatThread(db, readerOf(caller), chatThreadId)
    if (!thread || !isParticipant(caller, thread)) throw new AppError("NotFound")
    return { caller, thread }
  }

  /** The same rule for commands, by the thread's pair alone (a send is the hot path). */
  const pairOfParticipant = async (viewer: Viewer, chatThreadId: string) => {
    const [caller, thread] = await Promise.all([me(viewer), chatThreadPair(db, chatThreadId)])
    if (!thread || !isParticipant(caller, thread)) throw new AppError("NotFound")
    return { caller, thread }
  }

  const threadView = async (
    viewer: Viewer,
    chatThreadId: string,
    withMessages = false,
  ): Promise<ChatThreadView> => {
    const { thread } = await participantOf(viewer, chatThreadId)
    const embedded = withMessages
      ? new Map([
          [thread.id, (await chatMessagesOf(db, thread.id, { perPage: chatMessagesPerPage.default })).data],
        ])
      : undefined
    const [view] = await views.threads([thread], embedded)
    return view!
  }

  /**
   * The pair the caller names (the other participant, and optionally their own side), or the spec's refusal.
   * The government target's "Allow New Company Messages" comes along for the decider.
   */
  const pairFor = async (viewer: Viewer, participants: readonly ChatParticipantRef[]) => {
    const caller = await me(viewer)
    const accounts = participants.filter((p) => p.participantType === "Account").map((p) => p.participantId)
    const users = participants.filter((p) => p.participantType === "User").map((p) => p.participantId)
    const refuse = () =>
      new AppError(accounts.length > 0 ? "ChatWithAccountNotAllowed" : "ChatWithUserNotAllowed")
    if (caller.side === "gov") {
      // a government user talks with one company account; the only user they may name is themselves
      if (accounts.length !== 1 || users.some((id) => id !== caller.govUserId)) throw refuse()
      const accountId = accounts[0]!
      const listing = await reads.listingOfAccount(accountId).catch(() => {
        throw new AppError("ChatWithAccountNotAllowed")
      })
      await access.visibleListing(viewer, listing.id).catch(() => {
        throw new AppError("ChatWithAccountNotAllowed")
      })
      return { caller, accountId, govUserId: caller.govUserId, govUserAllowsRequests: true }
    }
    if (caller.side === "account") {
      // a company user talks with one government user, for their own account only
      if (users.length !== 1 || accounts.some((id) => id !== caller.accountId))
        throw new AppError(users.length !== 1 ? "ChatWithAccountNotAllowed" : "ChatWithUserNotAllowed")
      const target = await reads.currentUser(users[0]!).catch(() => undefined)
      if (!target?.userRoles.includes("gov") || !target.isActive) throw new AppError("ChatWithUserNotAllowed")
      return {
        caller,
        accountId: caller.accountId,
        govUserId: target.id,
        govUserAllowsRequests: target.govUserSetting?.allowMessageRequests ?? true,
      }
    }
    throw refuse()
  }

  const send = async (
    caller: Extract<Me, { side: ChatSide }>,
    pair: { accountId: string; govUserId: string; govUserAllowsRequests: boolean },
    message: SendChatMessageInput,
  ) => {
    for (const { suffix, max, windowSeconds } of sendLimits)
      await throttle.limit(`chat-send-${suffix}:${caller.user.id}`, max, windowSeconds)
    return service.send({
      accountId: pair.accountId,
      govUserId: pair.govUserId,
      senderId: caller.user.id,
      senderSide: caller.side,
      content: message.content,
      clientMessageId: message.clientMessageId ?? null,
      govUserAllowsRequests: pair.govUserAllowsRequests,
    })
  }

  return {
    /** The start-chat button's question: the pair's thread, or whether the caller may start one. */
    async find(viewer: Viewer, participants: readonly ChatParticipantRef[]): Promise<ChatThreadLookup> {
      let pair: Awaited<ReturnType<typeof pairFor>>
      try {
        pair = await pairFor(viewer, participants)
      } catch (error) {
        if (error instanceof AppError && error.status === 403)
          return { chatThread: null, canStart: false, reason: error.message }
        throw error
      }
      const chatThreadId = chatThreadIdFor(pair.accountId, pair.govUserId)
      const existing = await findChatThread(db, readerOf(pair.caller), chatThreadId)
      if (existing)
        return { chatThread: await threadView(viewer, chatThreadId), canStart: false, reason: null }
      const allowed = pair.caller.side !== "account" || pair.govUserAllowsRequests
      return { chatThread: null, canStart: allowed, reason: allowed ? null : chatMessages.messageRequestsOff }
    },

    /** `POST /api/v1/chat_threads`: the first message starts the thread (or joins the pair's, by its rules). */
    async create(viewer: Viewer, input: CreateChatThreadInput): Promise<ChatThreadView> {
      const pair = await pairFor(viewer, input.participants)
      if (pair.caller.side === null) throw new AppError("ChatWithUserNotAllowed")
      const { chatThreadId } = await send(pair.caller, pair, input.initialMessages[0]!)
      if (input.fromMatch) await startedFromMatch?.(viewer, pair, chatThreadId)
      return threadView(viewer, chatThreadId, true)
    },

    get: (viewer: Viewer, chatThreadId: string, eager?: string) =>
      threadView(viewer, chatThreadId, eagerNames(eager).includes("userChatMessages")),

    async list(viewer: Viewer, query: ChatThreadsQuery): Promise<ChatThreadsPage> {
      const caller = await me(viewer)
      if (caller.side === null) {
        const { offset: _, ...pagination } = paginate(0, normalizePage(query))
        return { data: [], pagination }
      }
      const page = await chatThreadsOf(db, readerOf(caller), normalizePage(query), query.sortThreadId)
      return { data: await views.threads(page.data), pagination: page.pagination }
    },

    async messages(
      viewer: Viewer,
      chatThreadId: string,
      query: ChatMessagesQuery,
    ): Promise<ChatMessagesPage> {
      await pairOfParticipant(viewer, chatThreadId)
      const asked = Number(query.perPage)
      const perPage =
        Number.isInteger(asked) && asked >= 1
          ? Math.min(asked, chatMessagesPerPage.max)
          : chatMessagesPerPage.default
      const page = await chatMessagesOf(db, chatThreadId, {
        before: query.before,
        after: query.after,
        perPage,
      })
      return { data: await views.messages(page.data), hasOlder: page.hasOlder }
    },

    /** `POST /api/v1/chat_threads/{id}/user_chat_messages`: answers the stored message (a retry's too). */
    async sendMessage(viewer: Viewer, chatThreadId: string, input: SendChatMessageInput) {
      const { caller, thread } = await pairOfParticipant(viewer, chatThreadId)
      if (caller.side === null) throw new AppError("NotFound")
      const { messageId } = await send(
        caller,
        { accountId: thread.accountId, govUserId: thread.govUserId, govUserAllowsRequests: true },
        input,
      )
      const stored = await findChatMessage(db, chatThreadId, messageId)
      if (!stored) throw new AppError("NotFound")
      return (await views.messages([stored]))[0]!
    },

    async pause(viewer: Viewer, chatThreadId: string): Promise<ChatThreadView> {
      const { thread } = await pairOfParticipant(viewer, chatThreadId)
      await service.pause(thread, viewer.sub)
      return threadView(viewer, chatThreadId)
    },

    async unpause(viewer: Viewer, chatThreadId: string): Promise<ChatThreadView> {
      const { thread } = await pairOfParticipant(viewer, chatThreadId)
      await service.unpause(thread, viewer.sub)
      return threadView(viewer, chatThreadId)
    },

    /** The reader saw the thread's newest messages: its unread count and its notification clear. */
    async markSeen(viewer: Viewer, chatThreadId: string): Promise<ChatThreadView> {
      const { thread } = await pairOfParticipant(viewer, chatThreadId)
      await service.markSeen(thread, viewer.sub)
      await notifications.markChatThreadRead(viewer.sub, chatThreadId)
      return threadView(viewer, chatThreadId)
    },

    /**
     * Who a live subscriber (the socket's ChatChannel) is in conversations: the government user, a user of
     * an account, or nobody (an admin, a user without an account), who has nothing to listen to.
     */
    async listener(
      userId: string,
    ): Promise<{ userId: string; govUserId: string | null; accountId: string | null } | undefined> {
      const caller = meOf(await reads.currentUser(userId))
      if (caller.side === null) return undefined
      return {
        userId,
        govUserId: caller.side === "gov" ? caller.govUserId : null,
        accountId: caller.side === "account" ? caller.accountId : null,
      }
    },

    /**
     * A message as its thread's readers get it, for a live push: the same view as the reads, built from the
     * read model (which is inline, so it has every message the bus announces). Undefined if it is unknown.
     */
    async messageForPush(chatThreadId: string, messageId: string): Promise<ChatMessageView | undefined> {
      const stored = await findChatMessage(db, chatThreadId, messageId)
      return stored && (await views.messages([stored]))[0]
    },

    async unreadCount(viewer: Viewer): Promise<UnreadMessagesCount> {
      const caller = await me(viewer)
      if (caller.side === null) return { count: 0 }
      return { count: await unreadChatMessagesCount(db, readerOf(caller)) }
    },
  }
}

export type ChatFacade = ReturnType<typeof createChatFacade>
