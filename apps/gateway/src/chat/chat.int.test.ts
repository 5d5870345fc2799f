import {
  type ChatMessagesPage,
  type ChatMessageView,
  type ChatThreadLookup,
  type ChatThreadsPage,
  type ChatThreadView,
  chatMessages,
  type ErrorEnvelope,
  type NotificationsCount,
  type NotificationsPage,
  type UnreadMessagesCount,
} from "@ignite/contracts"
import { driverName, testDatabaseUrl, testNatsUrl, waitFor } from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type CableClient, openCable } from "../testing/cable-client"
import { editStorefront } from "../testing/listing-form"
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

  const patch = <T>(path: string, token: string, body?: unknown) =>
    json<T>(path, { method: "PATCH", token, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
  const toUser = (id: string) => [{ participantType: "User" as const, participantId: id }]
  const toAccount = (id: string) => [{ participantType: "Account" as const, participantId: id }]
  const agreedGov = (name: string) => app.agreedUser(name, ["gov"])
  /** The company's storefront with a complete form, published (what a government user may chat with). */
  const published = async (company: { userId: string; accountId: string }, name: string) => {
    const listingId = (await app.services.storefronts.reads.listingOfAccount(company.accountId)).id
    await editStorefront(app, company, listingId, name)
    await app.services.storefronts.listings.publish(listingId, "test", true)
    return listingId
  }
  /** A second user of the company's account, through the invite flow, past the terms. */
  const colleague = async (company: { userId: string; accountId: string }, firstName: string) => {
    const invite = await app.services.companies.accounts.sendInvite(company.userId, company.accountId, {
      firstName,
      lastName: "Colleague",
      email: `${firstName.toLowerCase()}.colleague@test.ignite.local`,
    })
    const { events } = await app.services.platform.store.readStream(`invite-${invite.userInviteId}`)
    const { tokenId } = events.at(-1)!.data as { tokenId: string }
    const grant = await app.services.companies.onboarding.acceptInvite(
      {
        inviteToken: app.services.tokens.keys.tokenFor(tokenId),
        password: "Secret123!",
        passwordConfirmation: "Secret123!",
        firstName,
        lastName: "Colleague",
        title: "Engineer",
        cellPhone: "555-0101",
        timezone: "America/New_York",
      },
      undefined,
      { ip: "127.0.0.1" },
    )
    await app.acceptPolicies(grant.userId)
    const token = await app.services.keys.sign(
      { sub: grant.userId, roles: [...grant.roles], sid: grant.sessionId },
      grant.ttlSeconds,
    )
    return { userId: grant.userId, token }
  }
  /** A conversation under way: the company wrote first, the government user replied. */
  const activeThread = async (company: { token: string }, govUser: { userId: string; token: string }) => {
    const started = await post<ChatThreadView>("/api/v1/chat_threads", company.token, {
      participants: toUser(govUser.userId),
      initialMessages: [{ content: "Hello, may we talk?" }],
    })
    expect(started.status).toBe(201)
    const reply = await post(`/api/v1/chat_threads/${started.body.id}/user_chat_messages`, govUser.token, {
      content: "Yes, go ahead.",
    })
    expect(reply.status).toBe(201)
    return started.body.id
  }
  const refusal = (error: string, status: number, message: string) => ({
    status,
    body: { error, status, message },
  })
  const notificationsOf = async (token: string) =>
    (await json<NotificationsPage>("/api/v1/current_user/notifications?page=1&perPage=50", { token })).body
      .data
  /** The notifier and its mails caught up (a background batch in progress is waited for, not raced). */
  const settle = async () => {
    await app.services.platform.runner.drain("chat-notifier")
    await app.services.platform.runner.drain("chat-mails")
  }
  const mailsTo = async (email: string) =>
    (await json<Array<{ subject: string; text: string }>>(`/api/dev/mail?to=${encodeURIComponent(email)}`))
      .body

  it("lets a government user start a chat with a company whose storefront they can see, by REST and tRPC", async () => {
    const seen = await app.agreedCompanyOwner("Seen Sails")
    await published(seen, "Seen Sails")
    const govUser = await agreedGov("chat gov starter")
    const lookup = await post<ChatThreadLookup>("/api/v1/chat_threads/find", govUser.token, {
      participants: toAccount(seen.accountId),
    })
    expect(lookup.body).toEqual({ chatThread: null, canStart: true, reason: null })
    const started = await post<ChatThreadView>("/api/v1/chat_threads", govUser.token, {
      participants: [...toAccount(seen.accountId), ...toUser(govUser.userId)],
      initialMessages: [{ content: "We saw your storefront." }],
    })
    // a government user's first message needs no reply to go on
    expect(started).toMatchObject({
      status: 201,
      body: { status: "active", userChatMessages: [{ content: "We saw your storefront." }] },
    })
    const viaTrpc = await (await app.trpc(govUser.token)).chat.find({
      participants: toAccount(seen.accountId),
    })
    expect(viaTrpc).toMatchObject({ chatThread: { id: started.body.id }, canStart: false, reason: null })

    const other = await app.agreedCompanyOwner("Seen Rigging")
    await published(other, "Seen Rigging")
    const created = await (await app.trpc(govUser.token)).chat.create({
      participants: toAccount(other.accountId),
      initialMessages: [{ content: "And yours too." }],
    })
    expect(created).toMatchObject({
      status: "active",
      participants: [{ participantId: other.accountId }, {}],
    })
    // the company reads it and answers in the same thread
    const answer = await (await app.trpc(other.token)).chat.send({
      chatThreadId: created.id,
      content: "Thanks for writing!",
    })
    expect(answer).toMatchObject({ chatThreadId: created.id, userId: other.userId })
  })

  it("refuses a government user a company whose storefront they cannot see: unpublished, VISION-only", async () => {
    const hidden = await app.agreedCompanyOwner("Hidden Hulls")
    const visionOnly = await app.agreedCompanyOwner("Vision Hulls")
    const listingId = await published(visionOnly, "Vision Hulls")
    await app.services.storefronts.edits.setVisionOnly(visionOnly.userId, listingId, true)
    const govUser = await agreedGov("chat gov refused")
    const refused = refusal("ChatWithAccountNotAllowed", 403, chatMessages.cannotChatWithAccount)
    for (const company of [hidden, visionOnly]) {
      expect(
        await post("/api/v1/chat_threads", govUser.token, {
          participants: toAccount(company.accountId),
          initialMessages: [{ content: "Hello?" }],
        }),
      ).toEqual(refused)
      expect(
        await post("/api/v1/chat_threads/find", govUser.token, {
          participants: toAccount(company.accountId),
        }),
      ).toEqual({
        status: 200,
        body: { chatThread: null, canStart: false, reason: chatMessages.cannotChatWithAccount },
      })
      await expect(
        (await app.trpc(govUser.token)).chat.create({
          participants: toAccount(company.accountId),
          initialMessages: [{ content: "Hello?" }],
        }),
      ).rejects.toMatchObject({
        code: "FORBIDDEN",
        message: chatMessages.cannotChatWithAccount,
        cause: { code: "ChatWithAccountNotAllowed" },
      })
    }
    // nothing was stored for either pair
    expect(
      (await json<ChatThreadsPage>("/api/v1/current_user/chat/threads", { token: govUser.token })).body.data,
    ).toEqual([])
  })

  it("refuses a company's first message to a government user who does not allow message requests", async () => {
    const writer = await app.agreedCompanyOwner("Eager Engines")
    const closed = await agreedGov("chat gov closed")
    expect(
      (
        await patch("/api/v1/users", closed.token, {
          user: { govUserSettingAttributes: { allowMessageRequests: false } },
        })
      ).status,
    ).toBe(200)
    expect(
      await post("/api/v1/chat_threads/find", writer.token, { participants: toUser(closed.userId) }),
    ).toEqual({
      status: 200,
      body: {
        chatThread: null,
        canStart: false,
        reason: "This user's preferences do not allow new messages",
      },
    })
    expect(
      await post("/api/v1/chat_threads", writer.token, {
        participants: toUser(closed.userId),
        initialMessages: [{ content: "Hello there" }],
      }),
    ).toEqual(refusal("MessageRequestsNotAllowed", 403, "This user's preferences do not allow new messages"))
    await expect(
      (await app.trpc(writer.token)).chat.create({
        participants: toUser(closed.userId),
        initialMessages: [{ content: "Hello there" }],
      }),
    ).rejects.toMatchObject({ code: "FORBIDDEN", cause: { code: "MessageRequestsNotAllowed" } })
  })

  it("refuses company → company user, government → government user, and admins on either side", async () => {
    const first = await app.agreedCompanyOwner("Pair One")
    const second = await app.agreedCompanyOwner("Pair Two")
    await published(second, "Pair Two")
    const govA = await agreedGov("chat gov a")
    const govB = await agreedGov("chat gov b")
    const admin = await app.agreedUser("chat admin", ["admin"])
    const cases: Array<[string, string, unknown[], string]> = [
      ["company → company user", first.token, toUser(second.userId), "ChatWithUserNotAllowed"],
      ["company → account", first.token, toAccount(second.accountId), "ChatWithAccountNotAllowed"],
      ["gov → gov", govA.token, toUser(govB.userId), "ChatWithUserNotAllowed"],
      ["admin → gov", admin.token, toUser(govA.userId), "ChatWithUserNotAllowed"],
      ["admin → account", admin.token, toAccount(second.accountId), "ChatWithAccountNotAllowed"],
    ]
    for (const [what, token, participants, error] of cases) {
      const answer = await post<ErrorEnvelope>("/api/v1/chat_threads", token, {
        participants,
        initialMessages: [{ content: "Hello there" }],
      })
      expect({ what, ...answer }).toMatchObject({ what, status: 403, body: { error, status: 403 } })
      await expect(
        (await app.trpc(token)).chat.create({
          participants: participants as never,
          initialMessages: [{ content: "Hello there" }],
        }),
        what,
      ).rejects.toMatchObject({ code: "FORBIDDEN", cause: { code: error } })
    }
  })

  it("lets only the government user pause and unpause, not while pre_active; a paused thread refuses the company", async () => {
    const company2 = await app.agreedCompanyOwner("Pausing Pumps")
    const govUser = await agreedGov("chat gov pauser")
    const started = await post<ChatThreadView>("/api/v1/chat_threads", company2.token, {
      participants: toUser(govUser.userId),
      initialMessages: [{ content: "First words" }],
    })
    const id = started.body.id
    const messages = `/api/v1/chat_threads/${id}/user_chat_messages`
    expect(await patch(`/api/v1/chat_threads/${id}/pause`, govUser.token)).toEqual(
      refusal("PauseNotAllowed", 409, chatMessages.pauseWhilePending),
    )
    expect((await post(messages, govUser.token, { content: "Replying now" })).status).toBe(201)
    expect(await patch(`/api/v1/chat_threads/${id}/pause`, company2.token)).toEqual(
      refusal("OnlyGovPauses", 403, chatMessages.onlyGovPauses),
    )
    await expect((await app.trpc(company2.token)).chat.pause({ chatThreadId: id })).rejects.toMatchObject({
      code: "FORBIDDEN",
      cause: { code: "OnlyGovPauses" },
    })
    expect(await patch<ChatThreadView>(`/api/v1/chat_threads/${id}/pause`, govUser.token)).toMatchObject({
      status: 200,
      body: { id, status: "paused" },
    })
    expect(await post(messages, company2.token, { content: "Still there?" })).toEqual(
      refusal("ChatThreadPaused", 409, chatMessages.threadPaused),
    )
    await expect(
      (await app.trpc(company2.token)).chat.send({ chatThreadId: id, content: "Still there?" }),
    ).rejects.toMatchObject({ code: "CONFLICT", cause: { code: "ChatThreadPaused" } })
    expect(await patch(`/api/v1/chat_threads/${id}/unpause`, company2.token)).toEqual(
      refusal("OnlyGovPauses", 403, chatMessages.onlyGovPauses),
    )
    expect(await (await app.trpc(govUser.token)).chat.unpause({ chatThreadId: id })).toMatchObject({
      status: "active",
    })
    expect((await post(messages, company2.token, { content: "Back again" })).status).toBe(201)
    const page = await json<ChatMessagesPage>(messages, { token: govUser.token })
    expect(page.body.data.map((message) => message.content)).toEqual([
      "First words",
      "Replying now",
      "Back again",
    ])
  })

  it("lets every member of the account read the thread; non-participants and admins find nothing", async () => {
    const company2 = await app.agreedCompanyOwner("Shared Sprockets")
    const member = await colleague(company2, "Mira")
    const govUser = await agreedGov("chat gov shared")
    const outsiderCompany = await app.agreedCompanyOwner("Outside Outfit")
    const outsiderGov = await agreedGov("chat gov outsider")
    const admin = await app.agreedUser("chat admin reader", ["admin"])
    const id = await activeThread(company2, govUser)
    const path = `/api/v1/chat_threads/${id}`

    // the colleague reads it, lists it, and writes in it for the account
    expect((await json<ChatThreadView>(path, { token: member.token })).body).toMatchObject({
      id,
      currentUserUnreadCount: 2,
    })
    expect(
      (
        await json<ChatThreadsPage>("/api/v1/current_user/chat/threads", { token: member.token })
      ).body.data.map((thread) => thread.id),
    ).toEqual([id])
    expect((await post(`${path}/user_chat_messages`, member.token, { content: "Mira here" })).status).toBe(
      201,
    )
    expect((await (await app.trpc(member.token)).chat.get({ chatThreadId: id })).lastMessage).toMatchObject({
      content: "Mira here",
      userId: member.userId,
    })

    for (const [who, token] of [
      ["another company", outsiderCompany.token],
      ["another government user", outsiderGov.token],
      ["an admin", admin.token],
    ] as const) {
      for (const [method, suffix, body] of [
        ["GET", "", undefined],
        ["GET", "/user_chat_messages", undefined],
        ["POST", "/user_chat_messages", { content: "Let me in" }],
        ["PATCH", "/pause", undefined],
        ["PATCH", "/unpause", undefined],
        ["PATCH", "/seen", undefined],
      ] as const) {
        const answer = await json<ErrorEnvelope>(`${path}${suffix}`, {
          method,
          token,
          ...(body ? { body: JSON.stringify(body) } : {}),
        })
        expect({ who, method, suffix, ...answer }).toMatchObject({
          who,
          method,
          suffix,
          status: 404,
          body: { error: "NotFound", status: 404 },
        })
      }
      await expect((await app.trpc(token)).chat.messages({ chatThreadId: id })).rejects.toMatchObject({
        code: "NOT_FOUND",
      })
      expect(
        (await json<ChatThreadsPage>("/api/v1/current_user/chat/threads", { token })).body.data.map(
          (t) => t.id,
        ),
      ).not.toContain(id)
    }
  })

  it("stores a retried send once, by its clientMessageId, by REST and tRPC, on the first message too", async () => {
    const company2 = await app.agreedCompanyOwner("Retry Rotors")
    const govUser = await agreedGov("chat gov retry")
    const first = {
      participants: toUser(govUser.userId),
      initialMessages: [{ content: "Once", clientMessageId: "k-1" }],
    }
    const a = await post<ChatThreadView>("/api/v1/chat_threads", company2.token, first)
    const b = await post<ChatThreadView>("/api/v1/chat_threads", company2.token, first)
    expect([a.status, b.status]).toEqual([201, 201])
    expect(b.body.id).toBe(a.body.id)
    const id = a.body.id
    await post(`/api/v1/chat_threads/${id}/user_chat_messages`, govUser.token, { content: "Reply" })
    const trpc = await app.trpc(govUser.token)
    const sent = await trpc.chat.send({ chatThreadId: id, content: "By tRPC", clientMessageId: "t-1" })
    const again = await trpc.chat.send({ chatThreadId: id, content: "By tRPC", clientMessageId: "t-1" })
    expect(again.id).toBe(sent.id)
    const page = await json<ChatMessagesPage>(`/api/v1/chat_threads/${id}/user_chat_messages`, {
      token: company2.token,
    })
    expect(page.body.data.map((m) => [m.content, m.clientMessageId])).toEqual([
      ["Once", "k-1"],
      ["Reply", null],
      ["By tRPC", "t-1"],
    ])
  })

  it("answers 429 with the envelope past the sending limit, and stores nothing refused", async () => {
    const company2 = await app.agreedCompanyOwner("Rapid Relays")
    const chatty = await agreedGov("chat gov rapid")
    const id = await activeThread(company2, chatty)
    const messages = `/api/v1/chat_threads/${id}/user_chat_messages`
    const statuses: number[] = []
    let limited: unknown
    for (let i = 0; i < 24; i++) {
      const answer = await post<ErrorEnvelope>(messages, chatty.token, { content: `burst ${i}` })
      statuses.push(answer.status)
      if (answer.status === 429) limited ??= answer.body
    }
    expect(limited).toMatchObject({ error: "RateLimited", status: 429, message: expect.any(String) })
    const sent = statuses.filter((status) => status === 201).length
    // the reply counted too: 20 sends in the burst window
    expect(sent).toBe(19)
    expect(statuses.slice(sent)).toEqual(Array(24 - sent).fill(429))
    const page = await json<ChatMessagesPage>(`${messages}?perPage=100`, { token: company2.token })
    expect(page.body.data.filter((m) => m.content?.startsWith("burst"))).toHaveLength(sent)
  })

  it("refuses invalid input with 400 and its details: a short message, an unknown eager", async () => {
    const company2 = await app.agreedCompanyOwner("Valid Valves")
    const govUser = await agreedGov("chat gov validation")
    const short = await post<ErrorEnvelope>("/api/v1/chat_threads", company2.token, {
      participants: toUser(govUser.userId),
      initialMessages: [{ content: " a " }],
    })
    expect(short).toMatchObject({
      status: 400,
      body: {
        error: "ValidationFailed",
        status: 400,
        details: [expect.objectContaining({ message: chatMessages.contentTooShort })],
      },
    })
    const id = await activeThread(company2, govUser)
    const tooShort = await post<ErrorEnvelope>(
      `/api/v1/chat_threads/${id}/user_chat_messages`,
      govUser.token,
      {
        content: "x",
      },
    )
    expect(tooShort).toMatchObject({ status: 400, body: { error: "ValidationFailed", details: [{}] } })
    await expect(
      (await app.trpc(govUser.token)).chat.send({ chatThreadId: id, content: "x" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" })
    const eager = await json<ErrorEnvelope>(`/api/v1/chat_threads/${id}?eager=passwords`, {
      token: govUser.token,
    })
    expect(eager).toMatchObject({ status: 400, body: { error: "ValidationFailed", status: 400 } })
    expect(
      (await json<ErrorEnvelope>("/api/v1/current_user/chat/threads?eager=nope", { token: govUser.token }))
        .status,
    ).toBe(400)
  })

  it("notifies a burst once in the app and by mail, clears it on seen, and honours the user's settings", async () => {
    const company2 = await app.agreedCompanyOwner("Noisy Nozzles")
    const govUser = await agreedGov("chat gov notified")
    const id = await activeThread(company2, govUser)
    await settle()
    // the reply notified the company's owner; the first message the government user
    const ownNotifications = (await notificationsOf(govUser.token)).filter(
      (n) => n.type === "NewMessageNotification",
    )
    expect(ownNotifications).toEqual([
      expect.objectContaining({
        payload: expect.objectContaining({ chatThreadId: id, senderId: company2.userId }),
      }),
    ])
    await patch(`/api/v1/chat_threads/${id}/seen`, govUser.token)
    for (const content of ["one", "two", "three"])
      expect(
        (
          await post(`/api/v1/chat_threads/${id}/user_chat_messages`, company2.token, {
            content: `burst ${content}`,
          })
        ).status,
      ).toBe(201)
    await settle()
    const after = (await notificationsOf(govUser.token)).filter((n) => n.type === "NewMessageNotification")
    expect(after).toHaveLength(2)
    expect(after.filter((n) => n.readAt === null)).toHaveLength(1)
    expect(
      (await json<NotificationsCount>("/api/v1/current_user/notifications/count", { token: govUser.token }))
        .body,
    ).toEqual({ count: 1 })
    const email = "chat gov notified@test.ignite.local"
    const mails = (await mailsTo(email)).filter((mail) => mail.subject.startsWith("New message"))
    // one mail per unread notification: the first message's and the burst's
    expect(mails).toHaveLength(2)
    expect(mails.map((mail) => mail.text).join("\n")).not.toContain("burst")
    await patch(`/api/v1/chat_threads/${id}/seen`, govUser.token)
    expect(
      (await json<NotificationsCount>("/api/v1/current_user/notifications/count", { token: govUser.token }))
        .body,
    ).toEqual({ count: 0 })

    // in-app off, email on: a mail and no notification; both off: nothing at all
    const mailOnly = await agreedGov("chat gov mail only")
    await patch("/api/v1/users", mailOnly.token, {
      user: {
        userAppNotificationSettingAttributes: { newChatMessage: false },
        userEmailNotificationSettingAttributes: { newChatMessage: true },
      },
    })
    const silent = await agreedGov("chat gov silent")
    await patch("/api/v1/users", silent.token, {
      user: {
        userAppNotificationSettingAttributes: { newChatMessage: false },
        userEmailNotificationSettingAttributes: { newChatMessage: false },
      },
    })
    for (const target of [mailOnly, silent])
      expect(
        (
          await post("/api/v1/chat_threads", company2.token, {
            participants: toUser(target.userId),
            initialMessages: [{ content: "Hello, settings" }],
          })
        ).status,
      ).toBe(201)
    await settle()
    expect(await notificationsOf(mailOnly.token)).toEqual([])
    expect(await mailsTo("chat gov mail only@test.ignite.local")).toEqual([
      expect.objectContaining({ subject: expect.stringContaining("New message") }),
    ])
    expect(await notificationsOf(silent.token)).toEqual([])
    expect(await mailsTo("chat gov silent@test.ignite.local")).toEqual([])
  })

  it("gives government users their chat facts: conversations under way, and the reader's account's thread", async () => {
    const talker = await app.agreedCompanyOwner("Facts Fabricators")
    const waiting = await app.agreedCompanyOwner("Facts Waiting")
    const bystander = await app.agreedCompanyOwner("Facts Bystander")
    const govUser = await agreedGov("chat gov facts")
    const id = await activeThread(talker, govUser)
    const pending = await post<ChatThreadView>("/api/v1/chat_threads", waiting.token, {
      participants: toUser(govUser.userId),
      initialMessages: [{ content: "Still waiting" }],
    })
    const profile = `/api/v1/gov/users/${govUser.userId}`
    const facts = (activeChatThreadsCount: number, chatThreadIdsWithCurrentUserAccount: string[]) => ({
      activeChatThreadsCount,
      connector: { name: "Connector", badge: "1+" },
      chatThreadIdsWithCurrentUserAccount,
    })
    // the company's unanswered first message is not a conversation under way, but it is that account's thread
    expect((await json(profile, { token: talker.token })).body).toMatchObject(facts(1, [id]))
    expect((await json(profile, { token: waiting.token })).body).toMatchObject(facts(1, [pending.body.id]))
    expect((await json(profile, { token: bystander.token })).body).toMatchObject(facts(1, []))
    expect((await json(profile, { token: govUser.token })).body).toMatchObject(facts(1, []))
    expect(await (await app.trpc(talker.token)).govUsers.get({ id: govUser.userId })).toMatchObject(
      facts(1, [id]),
    )

    const search = "/api/v1/gov/users?search=facts&page=1&perPage=20"
    const found = await json<{ data: Array<{ id: string }> }>(search, { token: talker.token })
    expect(found.body.data.find((user) => user.id === govUser.userId)).toMatchObject(facts(1, [id]))
    const listed = await (await app.trpc(bystander.token)).govUsers.list({ search: "facts" })
    expect(listed.data.find((user) => user.id === govUser.userId)).toMatchObject(facts(1, []))
  })

  describe("live over /cable", () => {
    const sockets: CableClient[] = []
    const opened = async (token: string, ...channels: string[]) => {
      const client = await openCable(app, token)
      sockets.push(client)
      for (const channel of channels) expect(await client.subscribe(channel)).toBe("confirm_subscription")
      return client
    }
    afterAll(() => {
      for (const socket of sockets) socket.close()
    })
    const is =
      (type: string, more: Record<string, unknown> = {}) =>
      (message: Record<string, unknown>) =>
        message.type === type && Object.entries(more).every(([key, value]) => message[key] === value)

    it.runIf(Boolean(testDatabaseUrl() && testNatsUrl()))(
      "delivers a message sent through one gateway to a socket held by another within a second (PostgreSQL + NATS)",
      async () => {
        const other = await startTestApp({ RUN_WORKERS: "true" }, app.shared)
        try {
          const far = await app.agreedCompanyOwner("Far Foundry")
          const govUser = await agreedGov("chat gov far")
          const remote = await openCable(other, govUser.token)
          expect(await remote.subscribe("ChatChannel")).toBe("confirm_subscription")
          const sentAt = Date.now()
          const started = await post<ChatThreadView>("/api/v1/chat_threads", far.token, {
            participants: toUser(govUser.userId),
            initialMessages: [{ content: "Across gateways" }],
          })
          const pushed = await remote.next("ChatChannel", is("message", { chatThreadId: started.body.id }))
          expect(Date.now() - sentAt).toBeLessThan(1000)
          expect(pushed.message).toMatchObject({ content: "Across gateways", userId: far.userId })
          remote.close()
        } finally {
          await other.close()
        }
      },
    )

    it("pushes messages, status changes, unread totals and the bell to every open session of both sides", async () => {
      const company2 = await app.agreedCompanyOwner("Live Lathes")
      const govUser = await agreedGov("chat gov live")
      const companySocket = await opened(company2.token, "ChatChannel", "NotificationsChannel")
      const govSocket = await opened(govUser.token, "ChatChannel", "NotificationsChannel")
      const govTab = await opened(govUser.token, "ChatChannel")

      const sentAt = Date.now()
      const started = await post<ChatThreadView>("/api/v1/chat_threads", company2.token, {
        participants: toUser(govUser.userId),
        initialMessages: [{ content: "Live hello" }],
      })
      const id = started.body.id
      const pushed = await govSocket.next("ChatChannel", is("message", { chatThreadId: id }))
      expect(Date.now() - sentAt).toBeLessThan(1000)
      expect(pushed).toEqual({
        type: "message",
        chatThreadId: id,
        message: expect.objectContaining({ content: "Live hello", userId: company2.userId }),
      })
      for (const socket of [companySocket, govSocket, govTab])
        await socket.next("ChatChannel", is("thread", { chatThreadId: id, status: "pre_active" }))
      await govTab.next("ChatChannel", is("message", { chatThreadId: id }))
      await companySocket.next("ChatChannel", is("message", { chatThreadId: id }), "the sender's own session")
      await govSocket.next("ChatChannel", is("unread", { count: 1 }))
      await companySocket.next("ChatChannel", is("unread", { count: 0 }))
      await govSocket.next("NotificationsChannel", is("count", { count: 1 }), "the bell")
      // the order of one thread's pushes is the order of its events
      expect(govSocket.pushes("ChatChannel").map((m) => m.type)).toEqual(["thread", "message", "unread"])

      const reply = await post<ChatMessageView>(
        `/api/v1/chat_threads/${id}/user_chat_messages`,
        govUser.token,
        {
          content: "Live reply",
        },
      )
      await companySocket.next("ChatChannel", is("thread", { chatThreadId: id, status: "active" }))
      const replyPush = await companySocket.next(
        "ChatChannel",
        (m) => is("message")(m) && (m.message as ChatMessageView).id === reply.body.id,
      )
      expect(replyPush.message).toEqual(reply.body)
      await companySocket.next("ChatChannel", is("unread", { count: 1 }))
      await companySocket.next("NotificationsChannel", is("count", { count: 1 }))

      // the company reads it in one tab: that user's sessions hear `seen`, the government user does not
      const companyTab = await opened(company2.token, "ChatChannel")
      await patch(`/api/v1/chat_threads/${id}/seen`, company2.token)
      for (const socket of [companySocket, companyTab]) {
        await socket.next("ChatChannel", is("seen", { chatThreadId: id }))
        await waitFor(() => socket.pushes("ChatChannel").at(-1)?.count === 0, { message: "unread 0" })
      }
      await companySocket.next("NotificationsChannel", is("count", { count: 0 }))
      expect(govSocket.pushes("ChatChannel").some(is("seen"))).toBe(false)

      const paused = await patch<ChatThreadView>(`/api/v1/chat_threads/${id}/pause`, govUser.token)
      // with the time of the change: a page tells it from a read of the thread from before the pause
      await companySocket.next(
        "ChatChannel",
        is("thread", { chatThreadId: id, status: "paused", updatedAt: paused.body.updatedAt }),
      )
      await patch(`/api/v1/chat_threads/${id}/unpause`, govUser.token)
      await companySocket.next(
        "ChatChannel",
        (m) =>
          is("thread", { status: "active" })(m) &&
          companySocket.pushes("ChatChannel").some(is("thread", { status: "paused" })),
      )
    })

    it("resumes after a reconnect with the messages sent while away (?after=<last id>)", async () => {
      const company2 = await app.agreedCompanyOwner("Resume Rivets")
      const govUser = await agreedGov("chat gov resume")
      const id = await activeThread(company2, govUser)
      const first = await opened(company2.token, "ChatChannel")
      const last = await post<ChatMessageView>(
        `/api/v1/chat_threads/${id}/user_chat_messages`,
        govUser.token,
        {
          content: "Before the drop",
        },
      )
      await first.next(
        "ChatChannel",
        (m) => is("message")(m) && (m.message as ChatMessageView).id === last.body.id,
      )
      first.close()
      await first.closed
      for (const content of ["While away 1", "While away 2"])
        await post(`/api/v1/chat_threads/${id}/user_chat_messages`, govUser.token, { content })
      const again = await opened(company2.token, "ChatChannel")
      const missed = await json<ChatMessagesPage>(
        `/api/v1/chat_threads/${id}/user_chat_messages?after=${last.body.id}`,
        { token: company2.token },
      )
      expect(missed.body.data.map((m) => m.content)).toEqual(["While away 1", "While away 2"])
      const more = await post<ChatMessageView>(
        `/api/v1/chat_threads/${id}/user_chat_messages`,
        govUser.token,
        {
          content: "After the return",
        },
      )
      await again.next(
        "ChatChannel",
        (m) => is("message")(m) && (m.message as ChatMessageView).id === more.body.id,
      )
    })

    it("closes a socket when its session ends (sign-out, password change), not when its token expires", async () => {
      const company2 = await app.agreedCompanyOwner("Session Spools")
      const govUser = await agreedGov("chat gov session")
      const id = await activeThread(company2, govUser)

      // a token that expires in 2 s over a session that lives on
      const grant = await app.services.identity.users.openSession(govUser.userId, { ip: "127.0.0.1" })
      const shortLived = await app.services.keys.sign(
        { sub: govUser.userId, roles: [...grant.roles], sid: grant.sessionId },
        2,
      )
      const lasting = await opened(shortLived, "ChatChannel")
      await new Promise((resolve) => setTimeout(resolve, 3_000))
      expect(lasting.socket.readyState).toBe(lasting.socket.OPEN)
      const late = await post<ChatMessageView>(
        `/api/v1/chat_threads/${id}/user_chat_messages`,
        company2.token,
        {
          content: "Past the token's expiry",
        },
      )
      await lasting.next(
        "ChatChannel",
        (m) => is("message")(m) && (m.message as ChatMessageView).id === late.body.id,
      )
      // HTTP with the same token is refused by then: the socket outlived it on purpose
      expect(
        (await json<ErrorEnvelope>("/api/v1/current_user/chat/unread_messages_count", { token: shortLived }))
          .body,
      ).toMatchObject({ error: "ExpiredToken" })

      // sign-out ends that session's socket only
      const signedOut = await opened(govUser.token, "ChatChannel")
      expect(
        (await app.request("/api/v1/users/sign_out", { method: "DELETE", token: govUser.token })).status,
      ).toBe(204)
      expect(await signedOut.closed).toEqual({ code: 4401, reason: "InvalidToken" })
      expect(signedOut.frames.at(-1)).toEqual({
        type: "disconnect",
        reason: "unauthorized",
        reconnect: false,
      })
      expect(lasting.socket.readyState).toBe(lasting.socket.OPEN)

      // a password change ends the user's other sessions, and their sockets with them
      const here = await app.services.identity.users.openSession(govUser.userId, { ip: "127.0.0.1" })
      const hereToken = await app.services.keys.sign(
        { sub: govUser.userId, roles: [...here.roles], sid: here.sessionId },
        600,
      )
      const changed = await patch("/api/v1/users", hereToken, {
        user: { currentPassword: "Secret123!", password: "Secret456!", passwordConfirmation: "Secret456!" },
      })
      expect(changed.status).toBe(200)
      expect((await lasting.closed).code).toBe(4401)
      const stays = await opened(hereToken, "ChatChannel")
      expect(stays.socket.readyState).toBe(stays.socket.OPEN)
    })

    it("obeys the HTTP gates: unconfirmed or terms unsigned are refused, an admin has no chats to hear", async () => {
      const unsigned = await app.userToken("chat gov unsigned", ["gov"])
      const refusedUnsigned = await openCable(app, unsigned.token)
      expect(await refusedUnsigned.closed).toEqual({ code: 4401, reason: "MissingTermsPrivacy" })

      const { userId } = await app.services.identity.users.register({
        email: "chat.unconfirmed@test.ignite.local",
        password: "Secret123!",
        firstName: "Un",
        lastName: "Confirmed",
        roles: ["gov"],
        confirmed: false,
      })
      const grant = await app.services.identity.users.openSession(userId, { ip: "127.0.0.1" })
      const unconfirmed = await app.services.keys.sign(
        { sub: userId, roles: [...grant.roles], sid: grant.sessionId },
        600,
      )
      const refusedUnconfirmed = await openCable(app, unconfirmed)
      expect(await refusedUnconfirmed.closed).toEqual({ code: 4401, reason: "UnconfirmedEmail" })
      expect(refusedUnconfirmed.frames).toEqual([
        { type: "disconnect", reason: "unauthorized", reconnect: false },
      ])

      const admin = await app.agreedUser("chat admin socket", ["admin"])
      const adminSocket = await opened(admin.token)
      expect(await adminSocket.subscribe("ChatChannel")).toBe("reject_subscription")
      expect(await adminSocket.subscribe("NotificationsChannel")).toBe("confirm_subscription")
    })
  })
})
