import { AppError } from "@ignite/contracts"
import { fold } from "@ignite/platform"
import { describe, expect, it } from "vitest"
import { type ChatThreadStreamEvent, chatThreadIdFor } from "./chat-thread"
import { type ChatThreadCommand, chatThreadDecider } from "./chat-thread.decide"

const accountId = "a0000000-0000-4000-8000-000000000001"
const govUserId = "b0000000-0000-4000-8000-000000000002"
const companyUserId = "c0000000-0000-4000-8000-000000000003"
const otherMemberId = "c0000000-0000-4000-8000-000000000004"
const chatThreadId = chatThreadIdFor(accountId, govUserId)
const pair = { chatThreadId, accountId, govUserId }

let ids = 0
const ctx = () => ({ now: new Date("2026-03-01T10:00:00Z"), newId: () => `m-${++ids}`, actorId: "x" })
const at = "2026-03-01T10:00:00.000Z"
const earlier = "2026-02-28T09:00:00.000Z"

const given = (events: ChatThreadStreamEvent[] = []) => ({
  when: (command: ChatThreadCommand) =>
    chatThreadDecider.decide(command, fold(chatThreadDecider, events), ctx()),
})

const send = (
  senderSide: "account" | "gov",
  extra: Partial<Extract<ChatThreadCommand, { type: "SendChatMessage" }>> = {},
): ChatThreadCommand => ({
  type: "SendChatMessage",
  ...pair,
  senderId: senderSide === "gov" ? govUserId : companyUserId,
  senderSide,
  content: "Hello there",
  clientMessageId: null,
  govUserAllowsRequests: true,
  ...extra,
})

const started = (
  status: "pre_active" | "active",
  by: "account" | "gov" = "account",
): ChatThreadStreamEvent => ({
  type: "ChatThreadStarted",
  data: {
    ...pair,
    startedBy: by === "gov" ? govUserId : companyUserId,
    startedBySide: by,
    status,
    startedAt: earlier,
  },
})
const sent = (
  senderId: string,
  clientMessageId: string | null = null,
  sentAt = earlier,
): ChatThreadStreamEvent => ({
  type: "ChatMessageSent",
  data: {
    ...pair,
    messageId: `old-${clientMessageId ?? "x"}`,
    senderId,
    senderSide: senderId === govUserId ? "gov" : "account",
    content: "Earlier",
    clientMessageId,
    sentAt,
  },
})
const paused: ChatThreadStreamEvent = {
  type: "ChatThreadPaused",
  data: { ...pair, pausedBy: govUserId, pausedAt: earlier },
}
const code = (decision: unknown) => (decision instanceof AppError ? decision.code : decision)
const types = (decision: unknown) =>
  Array.isArray(decision) ? decision.map((event: ChatThreadStreamEvent) => event.type) : code(decision)

describe("a chat thread's id", () => {
  it("is one per pair, a UUID, and differs between pairs", () => {
    expect(chatThreadIdFor(accountId, govUserId)).toBe(chatThreadId)
    expect(chatThreadId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(chatThreadIdFor(govUserId, accountId)).not.toBe(chatThreadId)
  })
})

describe("a first message", () => {
  it("from a company starts the thread pre_active, with the message sealed as the sender's", () => {
    const decision = given().when(send("account", { clientMessageId: "c-1" }))
    expect(types(decision)).toEqual(["ChatThreadStarted", "ChatMessageSent"])
    const [start, message] = decision as ChatThreadStreamEvent[]
    expect(start?.data).toMatchObject({ status: "pre_active", startedBy: companyUserId, startedAt: at })
    expect(message).toMatchObject({
      data: { content: "Hello there", clientMessageId: "c-1", senderSide: "account", sentAt: at },
      personal: { subject: companyUserId, fields: ["content"] },
    })
  })

  it("from a company is refused when the government user does not allow message requests", () => {
    expect(code(given().when(send("account", { govUserAllowsRequests: false })))).toBe(
      "MessageRequestsNotAllowed",
    )
  })

  it("from a government user starts the thread active, whatever their own setting", () => {
    const decision = given().when(send("gov", { govUserAllowsRequests: false }))
    expect((decision as ChatThreadStreamEvent[])[0]?.data).toMatchObject({
      status: "active",
      startedBySide: "gov",
    })
  })
})

describe("a company waiting for a reply", () => {
  const history = [started("pre_active"), sent(companyUserId)]

  it("cannot send a second message, nor can another member of its account", () => {
    expect(code(given(history).when(send("account")))).toBe("AwaitingReply")
    expect(code(given(history).when(send("account", { senderId: otherMemberId })))).toBe("AwaitingReply")
  })

  it("gets its thread activated by the government user's reply", () => {
    const decision = given(history).when(send("gov"))
    expect(types(decision)).toEqual(["ChatMessageSent", "ChatThreadActivated"])
    expect(
      types(given([...history, ...(decision as ChatThreadStreamEvent[])]).when(send("account"))),
    ).toEqual(["ChatMessageSent"])
  })

  it("cannot be paused", () => {
    expect(code(given(history).when({ type: "PauseChatThread", ...pair, actorId: govUserId }))).toBe(
      "PauseNotAllowed",
    )
  })
})

describe("a retried send", () => {
  it("with the same client message id stores nothing new, even while the company waits for a reply", () => {
    const history = [started("pre_active"), sent(companyUserId, "c-1")]
    expect(given(history).when(send("account", { clientMessageId: "c-1" }))).toEqual([])
  })

  it("is told apart by sender: another sender's equal client id is a new message", () => {
    const history = [started("active"), sent(companyUserId, "c-1")]
    expect(types(given(history).when(send("gov", { clientMessageId: "c-1" })))).toEqual(["ChatMessageSent"])
  })
})

describe("pausing", () => {
  const active = [started("active"), sent(companyUserId), sent(govUserId)]

  it("is the government user's: a company user is refused", () => {
    expect(code(given(active).when({ type: "PauseChatThread", ...pair, actorId: companyUserId }))).toBe(
      "OnlyGovPauses",
    )
    expect(
      code(given([...active, paused]).when({ type: "UnpauseChatThread", ...pair, actorId: companyUserId })),
    ).toBe("OnlyGovPauses")
  })

  it("stops the company's messages and not the government user's, until unpaused", () => {
    expect(types(given(active).when({ type: "PauseChatThread", ...pair, actorId: govUserId }))).toEqual([
      "ChatThreadPaused",
    ])
    expect(code(given([...active, paused]).when(send("account")))).toBe("ChatThreadPaused")
    expect(types(given([...active, paused]).when(send("gov")))).toEqual(["ChatMessageSent"])
    const unpaused = given([...active, paused]).when({
      type: "UnpauseChatThread",
      ...pair,
      actorId: govUserId,
    })
    expect(types(unpaused)).toEqual(["ChatThreadUnpaused"])
    expect(
      types(given([...active, paused, ...(unpaused as ChatThreadStreamEvent[])]).when(send("account"))),
    ).toEqual(["ChatMessageSent"])
  })

  it("twice, or unpausing an active thread, records nothing", () => {
    expect(given([...active, paused]).when({ type: "PauseChatThread", ...pair, actorId: govUserId })).toEqual(
      [],
    )
    expect(given(active).when({ type: "UnpauseChatThread", ...pair, actorId: govUserId })).toEqual([])
  })

  it("a thread that does not exist is NotFound", () => {
    expect(code(given().when({ type: "PauseChatThread", ...pair, actorId: govUserId }))).toBe("NotFound")
  })
})

describe("reading a thread", () => {
  it("records when the reader saw it, once per new message", () => {
    const history = [started("active"), sent(companyUserId)]
    const decision = given(history).when({ type: "MarkChatThreadSeen", ...pair, userId: govUserId })
    expect(decision).toEqual([{ type: "ChatThreadSeen", data: { ...pair, userId: govUserId, seenAt: at } }])
    const seen = [...history, ...(decision as ChatThreadStreamEvent[])]
    expect(given(seen).when({ type: "MarkChatThreadSeen", ...pair, userId: govUserId })).toEqual([])
    expect(types(given(seen).when({ type: "MarkChatThreadSeen", ...pair, userId: companyUserId }))).toEqual([
      "ChatThreadSeen",
    ])
    const later = [...seen, sent(companyUserId, null, "2026-03-02T00:00:00.000Z")]
    expect(types(given(later).when({ type: "MarkChatThreadSeen", ...pair, userId: govUserId }))).toEqual([
      "ChatThreadSeen",
    ])
  })
})
