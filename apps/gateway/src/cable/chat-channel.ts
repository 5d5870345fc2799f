import { ChatChannelMessage, type ChatThreadStatus } from "@ignite/contracts"
import type { KnownEvents } from "@ignite/contracts/events"
import type { RecordedEvent } from "@ignite/platform"
import type { Services } from "../context"
import { answerOf } from "../rest/answer"
import { answeringWith } from "../rest/file-addresses"
import { type CableChannel, createListeners, createSerialQueues } from "./channel"

interface Listener {
  readonly userId: string
  readonly send: (message: unknown) => void
}

/** A thread's new status and when it changed, by the event that set it. */
type StatusChange = { readonly status: ChatThreadStatus; readonly updatedAt: string }
const statusBy: Partial<Record<string, (data: never) => StatusChange>> = {
  ChatThreadStarted: (data: KnownEvents["ChatThreadStarted"]) => ({
    status: data.status,
    updatedAt: data.startedAt,
  }),
  ChatThreadActivated: (data: KnownEvents["ChatThreadActivated"]) => ({
    status: "active",
    updatedAt: data.activatedAt,
  }),
  ChatThreadPaused: (data: KnownEvents["ChatThreadPaused"]) => ({
    status: "paused",
    updatedAt: data.pausedAt,
  }),
  ChatThreadUnpaused: (data: KnownEvents["ChatThreadUnpaused"]) => ({
    status: "active",
    updatedAt: data.unpausedAt,
  }),
}

/**
 * `ChatChannel` (identifier `{"channel":"ChatChannel"}`): a participant's live conversations. Every chat
 * event names its thread's account and government user, so the recipients are known from the event alone:
 * the government user's and every account user's open subscriptions, on whichever gateway holds them (the
 * bus brings every committed event to every gateway). Pushes are `ChatChannelMessage`s:
 * - `message` to everyone in the thread (the sender's other tabs too), then `unread` with each one's total;
 * - `thread` when its status changes (started, activated, paused, unpaused);
 * - `seen` and `unread` to the reader's own subscriptions when they read a thread (their other tabs clear).
 * A message missed while disconnected is fetched with `user_chat_messages?after=<last id>`.
 */
export const createChatChannel = (services: Services): CableChannel & { close(): void } => {
  const listeners = createListeners<Listener>()
  const enqueue = createSerialQueues((error) =>
    services.logger.error({ err: error }, "a chat push failed; its readers catch up on reconnect"),
  )
  // headshots go out signed, as in any answer
  const push = (listener: Listener, message: ChatChannelMessage) =>
    listener.send(
      answeringWith(services.fileAddresses, () => answerOf(ChatChannelMessage, message, "ChatChannel")),
    )

  /**
   * Each listening user's unread total, read once per user however many tabs they have open, and at most one
   * count in flight per user: events that come while one is read are answered by one more count after it
   * (a company watching fifty busy threads asks once per round, not once per message), so the total every
   * tab ends with is the latest.
   */
  const unread = new Map<string, { readonly waiting: Set<Listener>; again: boolean }>()
  const refreshUnread = (userId: string, recipients: readonly Listener[]) => {
    const known = unread.get(userId)
    if (known) {
      for (const listener of recipients) known.waiting.add(listener)
      known.again = true
      return
    }
    const state = { waiting: new Set(recipients), again: false }
    unread.set(userId, state)
    void (async () => {
      try {
        do {
          state.again = false
          const targets = [...state.waiting]
          state.waiting.clear()
          const { count } = await services.chat.unreadCount({ sub: userId, roles: [] })
          for (const listener of targets) push(listener, { type: "unread", count })
        } while (state.again)
      } catch (error) {
        services.logger.error(
          { err: error },
          "an unread count push failed; its readers catch up on reconnect",
        )
      } finally {
        unread.delete(userId)
      }
    })()
  }
  const pushUnread = (recipients: readonly Listener[]) => {
    const byUser = new Map<string, Listener[]>()
    for (const listener of recipients)
      byUser.set(listener.userId, [...(byUser.get(listener.userId) ?? []), listener])
    for (const [userId, listeners] of byUser) refreshUnread(userId, listeners)
  }

  const deliver = async (event: RecordedEvent) => {
    const data = event.data as KnownEvents["ChatMessageSent"]
    const { chatThreadId } = data
    const everyone = listeners.of(`user:${data.govUserId}`, `account:${data.accountId}`)
    if (everyone.length === 0) return
    if (event.type === "ChatMessageSent") {
      const message = await services.chat.messageForPush(chatThreadId, data.messageId)
      if (message) for (const listener of everyone) push(listener, { type: "message", chatThreadId, message })
      return pushUnread(everyone)
    }
    if (event.type === "ChatThreadSeen") {
      const { userId } = event.data as KnownEvents["ChatThreadSeen"]
      const readers = everyone.filter((listener) => listener.userId === userId)
      for (const listener of readers) push(listener, { type: "seen", chatThreadId })
      return pushUnread(readers)
    }
    const change = statusBy[event.type]?.(event.data as never)
    if (change) for (const listener of everyone) push(listener, { type: "thread", chatThreadId, ...change })
  }

  // Each event is pushed once, whichever way it came first (see below).
  const pushed = new Set<string>()
  const once = (event: RecordedEvent) => {
    if (event.streamType !== "chatthread" || pushed.has(event.eventId)) return
    const { chatThreadId } = event.data as { chatThreadId?: unknown }
    if (typeof chatThreadId !== "string") return
    pushed.add(event.eventId)
    // insertion order: the oldest ids go first
    if (pushed.size > 10_000) pushed.delete(pushed.values().next().value!)
    enqueue(chatThreadId, () => deliver(event))
  }
  const offs = [
    // every gateway hears every committed event through the bus (the relay publishes after the commit)
    services.platform.bus.subscribe("ignite.events.chatthread.>", ({ event }) => once(event)),
    // and this gateway hears its own appends at once: the relay waits for the log's snapshot fence, which
    // any other open transaction on the server holds back (seconds under load). Chat's commands append
    // outside a caller's transaction, so what is announced here is committed and readable.
    services.platform.store.onAppended((events) => {
      for (const event of events) once(event)
    }),
  ]

  return {
    name: "ChatChannel",
    async subscribe({ auth, send }) {
      const who = await services.chat.listener(auth.claims.sub).catch(() => undefined)
      if (!who) return undefined
      // a government user hears their own threads; a company user every thread of their account
      return listeners.add(who.accountId ? `account:${who.accountId}` : `user:${who.userId}`, {
        userId: who.userId,
        send,
      })
    },
    close() {
      for (const off of offs) off()
    },
  }
}
