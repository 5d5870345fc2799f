import type {
  ChatMessagesPage,
  ChatMessageView,
  ChatThreadLookup,
  ChatThreadsPage,
  ChatThreadView,
  ErrorEnvelope,
  UnreadMessagesCount,
} from "@ignite/contracts"
import { driverName } from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "../testing/test-app"

/** A company and a government user talk through the whole app: REST over HTTP, as real users. */
describe(`chat through the gateway on ${driverName()}`, () => {
  let app: TestApp
  let company: Awaited<ReturnType<TestApp["companyOwner"]>>
  let gov: { userId: string; token: string }
  let stranger: { userId: string; token: string }

  beforeAll(async () => {
    app = await startTestApp()
    company = await app.companyOwner("Chatty Widgets")
    gov = await app.userToken("chat gov", ["gov"])
    stranger = await app.userToken("chat stranger gov", ["gov"])
    for (const user of [company, gov, stranger]) await app.acceptPolicies(user.userId)
  })
  afterAll(() => app?.close())

  const json = async <T>(path: string, init: RequestInit & { token?: string } = {}) => {
    const response = await app.request(path, {
      ...init,
      headers: init.body ? { "content-type": "application/json", ...init.headers } : init.headers,
    })
    return { status: response.status, body: (await response.json()) as T }
  }
  const post = <T>(path: string, token: string, body: unknown) =>
    json<T>(path, { method: "POST", token, body: JSON.stringify(body) })

  it("lets a company send one first message, and a second only after the reply", async () => {
    const toGov = [{ participantType: "User", participantId: gov.userId }]
    const before = await post<ChatThreadLookup>("/api/v1/chat_threads/find", company.token, {
      participants: toGov,
    })
    expect(before).toEqual({ status: 200, body: { chatThread: null, canStart: true, reason: null } })

    const started = await post<ChatThreadView>("/api/v1/chat_threads", company.token, {
      participants: toGov,
      initialMessages: [{ content: "  Hello from Chatty Widgets  ", clientMessageId: "first" }],
    })
    expect(started.status).toBe(201)
    expect(started.body).toMatchObject({
      status: "pre_active",
      currentUserUnreadCount: 0,
      userChatMessages: [{ content: "Hello from Chatty Widgets", userId: company.userId }],
    })
    const threadId = started.body.id
    const messages = `/api/v1/chat_threads/${threadId}/user_chat_messages`

    const second = await post<ErrorEnvelope>(messages, company.token, { content: "Are you there?" })
    expect(second).toEqual({
      status: 409,
      body: expect.objectContaining({ error: "AwaitingReply", status: 409 }),
    })

    const unread = await json<UnreadMessagesCount>("/api/v1/current_user/chat/unread_messages_count", {
      token: gov.token,
    })
    expect(unread.body).toEqual({ count: 1 })

    const reply = await post<ChatMessageView>(messages, gov.token, { content: "Hi! Tell me more." })
    expect(reply).toMatchObject({ status: 201, body: { content: "Hi! Tell me more.", userId: gov.userId } })
    const thread = await json<ChatThreadView>(`/api/v1/chat_threads/${threadId}`, { token: company.token })
    expect(thread.body).toMatchObject({ status: "active", currentUserUnreadCount: 1 })

    const more = await post<ChatMessageView>(messages, company.token, {
      content: "Gladly.",
      clientMessageId: "c-2",
    })
    const retried = await post<ChatMessageView>(messages, company.token, {
      content: "Gladly.",
      clientMessageId: "c-2",
    })
    expect(retried.body.id).toBe(more.body.id)
    const page = await json<ChatMessagesPage>(messages, { token: gov.token })
    expect(page.body.data.map((message) => message.content)).toEqual([
      "Hello from Chatty Widgets",
      "Hi! Tell me more.",
      "Gladly.",
    ])

    const list = await json<ChatThreadsPage>("/api/v1/current_user/chat/threads", { token: gov.token })
    expect(list.body.data).toEqual([
      expect.objectContaining({
        id: threadId,
        // replying read the first message: only "Gladly." is new
        currentUserUnreadCount: 1,
        participants: [
          expect.objectContaining({
            participantType: "Account",
            participantId: company.accountId,
            name: "Chatty Widgets",
          }),
          expect.objectContaining({ participantType: "User", participantId: gov.userId }),
        ],
      }),
    ])
    await json(`/api/v1/chat_threads/${threadId}/seen`, { method: "PATCH", token: gov.token })
    expect(
      (
        await json<UnreadMessagesCount>("/api/v1/current_user/chat/unread_messages_count", {
          token: gov.token,
        })
      ).body,
    ).toEqual({ count: 0 })

    // only participants read it: another government user finds nothing
    expect((await json(`/api/v1/chat_threads/${threadId}`, { token: stranger.token })).status).toBe(404)
    expect((await json(messages, { token: stranger.token })).status).toBe(404)
  })
})
