import { chatThreadStreamId } from "@ignite/contracts/events"
import {
  driverName,
  event,
  itReplaysLikeAProjection,
  openProjectionHarness,
  type ProjectionHarness,
} from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { chatProjection } from "./chat.projection"
import {
  chatFactsOfGovUsers,
  chatMessagesOf,
  chatThreadsOf,
  findChatMessage,
  findChatThread,
  unreadChatMessagesCount,
} from "./chat-queries"

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 9, minute)).toISOString()

/** Two companies' conversations: account A with gov users G1 (active, then paused) and G2 (pre_active). */
const accountA = id(1)
const accountB = id(2)
const gov1 = id(11)
const gov2 = id(12)
const ownerA = id(21)
const colleagueA = id(22)
const thread1 = id(31)
const thread2 = id(32)
const thread3 = id(33)

const sides = (chatThreadId: string, accountId: string, govUserId: string) => ({
  chatThreadId,
  accountId,
  govUserId,
})
const sent = (
  thread: ReturnType<typeof sides>,
  n: number,
  senderId: string,
  senderSide: "account" | "gov",
  content: string,
) =>
  event("ChatMessageSent", {
    ...thread,
    messageId: id(100 + n),
    senderId,
    senderSide,
    content,
    clientMessageId: n === 1 ? "client-1" : null,
    sentAt: at(n),
  })

describe(`chat projection on ${driverName()}`, () => {
  let harness: ProjectionHarness
  const t1 = sides(thread1, accountA, gov1)
  const t2 = sides(thread2, accountA, gov2)
  const t3 = sides(thread3, accountB, gov1)
  const rows = async () => ({
    threads: await harness.rows("chat_threads", "id"),
    messages: await harness.rows("chat_messages", "id"),
    seen: await harness.rows("chat_seen", "thread_id, user_id"),
  })
  const gov1Reader = { userId: gov1, accountId: null }
  const ownerReader = { userId: ownerA, accountId: accountA }
  const colleagueReader = { userId: colleagueA, accountId: accountA }

  beforeAll(async () => {
    harness = await openProjectionHarness([chatProjection])
    // thread 1: the company writes first, the government user replies (active), the company writes twice
    await harness.append(
      chatThreadStreamId(thread1),
      event("ChatThreadStarted", {
        ...t1,
        startedBy: ownerA,
        startedBySide: "account",
        status: "pre_active",
        startedAt: at(1),
      }),
      sent(t1, 1, ownerA, "account", "Hello from A"),
    )
    await harness.append(
      chatThreadStreamId(thread1),
      sent(t1, 2, gov1, "gov", "Hi A"),
      event("ChatThreadActivated", { ...t1, activatedAt: at(2) }),
    )
    await harness.append(chatThreadStreamId(thread1), sent(t1, 3, ownerA, "account", "Great"))
    await harness.append(chatThreadStreamId(thread1), sent(t1, 4, colleagueA, "account", "Me too"))
    // thread 2: a first message waiting for its reply
    await harness.append(
      chatThreadStreamId(thread2),
      event("ChatThreadStarted", {
        ...t2,
        startedBy: colleagueA,
        startedBySide: "account",
        status: "pre_active",
        startedAt: at(5),
      }),
      sent(t2, 5, colleagueA, "account", "Hello G2"),
    )
    // thread 3: the government user starts one with company B (active at once)
    await harness.append(
      chatThreadStreamId(thread3),
      event("ChatThreadStarted", {
        ...t3,
        startedBy: gov1,
        startedBySide: "gov",
        status: "active",
        startedAt: at(6),
      }),
      sent(t3, 6, gov1, "gov", "Hello B"),
    )
  })
  afterAll(() => harness.dispose())

  it("keeps each thread with its pair, status and last message, and its messages in order", async () => {
    expect(await findChatThread(harness.sql, gov1Reader, thread1)).toMatchObject({
      id: thread1,
      accountId: accountA,
      govUserId: gov1,
      status: "active",
      createdAt: at(1),
      updatedAt: at(4),
      lastMessage: { id: id(104), senderId: colleagueA, content: "Me too" },
    })
    const page = await chatMessagesOf(harness.sql, thread1, { perPage: 3 })
    expect(page.data.map((message) => message.content)).toEqual(["Hi A", "Great", "Me too"])
    expect(page.hasOlder).toBe(true)
    const older = await chatMessagesOf(harness.sql, thread1, { before: id(102), perPage: 3 })
    expect(older).toEqual({
      data: [
        expect.objectContaining({ content: "Hello from A", clientMessageId: "client-1", createdAt: at(1) }),
      ],
      hasOlder: false,
    })
    const resumed = await chatMessagesOf(harness.sql, thread1, { after: id(102), perPage: 30 })
    expect(resumed.data.map((message) => message.id)).toEqual([id(103), id(104)])
    expect(await findChatMessage(harness.sql, thread1, id(103))).toMatchObject({ content: "Great" })
    expect(await findChatMessage(harness.sql, thread2, id(103))).toBeUndefined()
  })

  it("counts each reader's unread messages of others, cleared by sending and by ChatThreadSeen", async () => {
    // gov1 read up to their reply: "Great" and "Me too" are new; thread 3 is their own message only
    expect((await findChatThread(harness.sql, gov1Reader, thread1))?.unreadCount).toBe(2)
    expect(await unreadChatMessagesCount(harness.sql, gov1Reader)).toBe(2)
    // the owner wrote "Great" after "Hi A": their colleague's two messages (one per thread) are new to them
    expect(await unreadChatMessagesCount(harness.sql, ownerReader)).toBe(2)
    // writing reads: the colleague wrote thread 1's last message, so nothing there is new to them
    expect((await findChatThread(harness.sql, colleagueReader, thread1))?.unreadCount).toBe(0)
    expect((await findChatThread(harness.sql, colleagueReader, thread2))?.unreadCount).toBe(0)

    await harness.append(
      chatThreadStreamId(thread1),
      event("ChatThreadSeen", { ...t1, userId: gov1, seenAt: at(7) }),
    )
    expect(await findChatThread(harness.sql, gov1Reader, thread1)).toMatchObject({
      unreadCount: 0,
      lastMessageSeenAt: at(7),
    })
    expect(await unreadChatMessagesCount(harness.sql, gov1Reader)).toBe(0)
    // one reader's seen is not another's
    expect(await unreadChatMessagesCount(harness.sql, ownerReader)).toBe(2)
  })

  it("follows pause and unpause, and lists a reader's threads latest first, a deep link's first", async () => {
    await harness.append(
      chatThreadStreamId(thread1),
      event("ChatThreadPaused", { ...t1, pausedBy: gov1, pausedAt: at(8) }),
    )
    expect((await findChatThread(harness.sql, gov1Reader, thread1))?.status).toBe("paused")
    const owners = await chatThreadsOf(harness.sql, ownerReader, { page: 1, perPage: 10 })
    expect(owners.data.map((thread) => thread.id)).toEqual([thread2, thread1])
    expect(owners.pagination).toMatchObject({ count: 2, pages: 1 })
    const linked = await chatThreadsOf(harness.sql, ownerReader, { page: 1, perPage: 10 }, thread1)
    expect(linked.data.map((thread) => thread.id)).toEqual([thread1, thread2])
    const govs = await chatThreadsOf(harness.sql, gov1Reader, { page: 1, perPage: 1 })
    expect(govs.data.map((thread) => thread.id)).toEqual([thread3])
    expect(govs.pagination).toMatchObject({ count: 2, pages: 2 })
    await harness.append(
      chatThreadStreamId(thread1),
      event("ChatThreadUnpaused", { ...t1, unpausedBy: gov1, unpausedAt: at(9) }),
    )
    expect((await findChatThread(harness.sql, gov1Reader, thread1))?.status).toBe("active")
  })

  it("answers government users' chat facts: conversations under way, and the one with the reader's account", async () => {
    const facts = await chatFactsOfGovUsers(harness.sql, [gov1, gov2, id(99)], accountA)
    expect(Object.fromEntries(facts)).toEqual({
      [gov1]: { activeChatThreadsCount: 2, chatThreadIdsWithCurrentUserAccount: [thread1] },
      // a company's unanswered first message is not a conversation yet, but it is the account's thread
      [gov2]: { activeChatThreadsCount: 0, chatThreadIdsWithCurrentUserAccount: [thread2] },
      [id(99)]: { activeChatThreadsCount: 0, chatThreadIdsWithCurrentUserAccount: [] },
    })
    const asNobody = await chatFactsOfGovUsers(harness.sql, [gov1], null)
    expect(asNobody.get(gov1)).toEqual({ activeChatThreadsCount: 2, chatThreadIdsWithCurrentUserAccount: [] })
  })

  itReplaysLikeAProjection(() => harness, {
    name: "chat",
    rows,
    unfolded: {
      streamId: chatThreadStreamId(id(39)),
      events: [
        { type: "ChatThreadArchived", data: { chatThreadId: id(39) } },
        event("NotificationsRead", { userId: gov1, readAt: at(10) }),
      ],
    },
  })
})
