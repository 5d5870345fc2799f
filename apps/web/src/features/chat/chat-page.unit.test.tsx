// @vitest-environment happy-dom
import { type ChatMessageView, type ChatThreadView, type CurrentUser, chatMessages } from "@ignite/contracts"
import { act } from "react"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { aCompanyUser, eventually, renderApp, signInAs, testUser } from "../../test-support/app-harness"
import {
  accountId,
  chatMessage,
  chatThread,
  companyUserId,
  govUserId,
  otherThreadId,
  threadId,
  threadsPage,
  todayAt,
} from "../../test-support/chat-fixtures"
import { acceptCable, pushCable } from "../../test-support/fake-cable"
import { FakeIntersection } from "../../test-support/fake-intersection"
import { setUpGatewayMock } from "../../test-support/gateway-mock"

const gateway = setUpGatewayMock()
beforeEach(() => {
  FakeIntersection.reset()
  vi.stubGlobal("IntersectionObserver", FakeIntersection)
})

const company: CurrentUser = aCompanyUser({ id: companyUserId, accountId })
const gov: CurrentUser = { ...testUser, id: govUserId, userRoles: ["gov"] }
const yesterdayNoon = todayAt(-12 * 3600)

const open = async ({
  as = company,
  thread = chatThread(),
  messages = [] as ChatMessageView[],
  hasOlder = false,
  threads = [thread],
}: {
  as?: CurrentUser
  thread?: ChatThreadView
  messages?: ChatMessageView[]
  hasOlder?: boolean
  threads?: ChatThreadView[]
} = {}) => {
  signInAs(gateway, as)
  gateway.answers.set("chat.threads", threadsPage(threads))
  gateway.answers.set("chat.get", { data: thread })
  gateway.answers.set("chat.messages", { data: { data: messages, hasOlder } })
  gateway.answers.set("chat.unreadCount", { data: { count: 0 } })
  gateway.answers.set("notifications.count", { data: { count: 0 } })
  const rendered = await renderApp(`/chat?threadId=${thread.id}`)
  await eventually(() => expect(log()).not.toBeNull())
  return rendered
}

const log = () => document.querySelector<HTMLElement>("[role='log'][aria-label='Messages']")
const textarea = () => document.querySelector<HTMLTextAreaElement>("textarea[aria-label='Message']")!
const sendButton = () =>
  [...document.querySelectorAll<HTMLButtonElement>("form[aria-label='Send a message'] button")].find(
    (button) => button.textContent === "Send",
  )!
const click = (element: HTMLElement) => act(async () => element.click())
const buttonWithText = (text: string) =>
  [...document.querySelectorAll<HTMLButtonElement>("button")].find((button) =>
    button.textContent?.includes(text),
  )
const typeDraft = async (value: string) => {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set
  await act(async () => {
    setter?.call(textarea(), value)
    textarea().dispatchEvent(new Event("input", { bubbles: true }))
  })
}
const pressEnter = (shiftKey = false) =>
  act(async () => {
    textarea().dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", shiftKey, bubbles: true }))
  })
const separators = () =>
  [...log()!.querySelectorAll("[role='separator']")].map((element) => element.textContent)
const messageTexts = () => [...log()!.querySelectorAll("article")].map((article) => article.textContent)

describe("/chat thread list", () => {
  it("lists the deep-linked thread first, each with the other side, the last message and the unread badge", async () => {
    const busy = chatThread({
      id: otherThreadId,
      currentUserUnreadCount: 1500,
      lastMessage: chatMessage("gov", "<b>Are you there?</b>", todayAt(30)),
    })
    await open({ threads: [chatThread({ currentUserUnreadCount: 3 }), busy, chatThread({ id: "x" })] })
    expect(gateway.inputsOf("chat.threads")[0]).toEqual({ page: 1, perPage: 10, sortThreadId: threadId })
    const list = document.querySelector("ul[aria-label='Conversations']")!
    const cards = [...list.querySelectorAll("li")]
    expect(cards.map((card) => card.querySelector("[data-unread-badge]")?.textContent ?? null)).toEqual([
      "3",
      "1K+",
      null,
    ])
    expect(cards[0]!.textContent).toContain("Kay Tester")
    expect(cards[0]!.querySelector("a")!.getAttribute("aria-current")).toBe("page")
    // the preview is text: markup in a message is shown, never run
    expect(cards[1]!.querySelector("[data-thread-preview]")!.textContent).toBe("<b>Are you there?</b>")
    expect(cards[1]!.querySelector("b")).toBeNull()
    expect(cards[1]!.textContent).toContain("1500 unread")
  })

  it("says when there are no conversations", async () => {
    signInAs(gateway, company)
    gateway.answers.set("chat.threads", threadsPage([]))
    const { container } = await renderApp("/chat")
    await eventually(() => expect(container.textContent).toContain("No conversations yet"))
  })
})

describe("/chat open thread", () => {
  it("shows the government user to a company reader, linked to their profile, without a pause control", async () => {
    await open()
    const heading = document.querySelector("main h2")!
    expect(heading.textContent).toBe("Kay Tester")
    expect(heading.querySelector("a")!.getAttribute("href")).toBe(`/gov/users/${govUserId}`)
    expect(buttonWithText("Pause chat")).toBeUndefined()
  })

  it("shows the company to a government reader, linked to its storefront, with the pause control", async () => {
    await open({ as: gov })
    const heading = document.querySelector("main h2")!
    expect(heading.textContent).toBe("Acme Drones")
    expect(heading.querySelector("a")!.getAttribute("href")).toMatch(/^\/ignite\/listings\//)
    expect(buttonWithText("Pause chat")).toBeDefined()
  })

  it("draws date dividers and the 'New' divider before the first unread message from someone else", async () => {
    const messages = [
      chatMessage("company", "Hello from Acme", yesterdayNoon),
      chatMessage("gov", "Hi Acme", todayAt(10)),
      chatMessage("company", "My own reply", todayAt(20)),
      chatMessage("gov", "Unread one", todayAt(30)),
      chatMessage("gov", "Unread two", todayAt(40)),
    ]
    await open({
      thread: chatThread({ lastMessageSeenAt: todayAt(25), currentUserUnreadCount: 2 }),
      messages,
    })
    const yesterday = new Intl.DateTimeFormat("en-US", { dateStyle: "full" }).format(new Date(yesterdayNoon))
    expect(separators()).toEqual([yesterday, "Today", "New"])
    const items = [...log()!.children].map((element) =>
      element.getAttribute("role") === "separator" ? `[${element.textContent}]` : element.textContent,
    )
    const at = items.indexOf("[New]")
    expect(items[at - 1]).toContain("My own reply")
    expect(items[at + 1]).toContain("Unread one")
  })

  it("marks the thread seen once the divider or the newest message is in view", async () => {
    const messages = [chatMessage("gov", "Unread", todayAt(30))]
    gateway.answers.set("chat.markSeen", { data: chatThread({ lastMessageSeenAt: todayAt(31) }) })
    await open({ thread: chatThread({ currentUserUnreadCount: 1 }), messages })
    expect(gateway.callsOf("chat.markSeen")).toEqual([])
    await FakeIntersection.show(log()!.querySelector("[data-newest-sentinel]"))
    await eventually(() => expect(gateway.inputsOf("chat.markSeen")).toEqual([{ chatThreadId: threadId }]))
  })

  it("does not retry a failed mark in a loop: once per newest message", async () => {
    gateway.answers.set("chat.markSeen", { status: 500 })
    await open({
      thread: chatThread({ currentUserUnreadCount: 1 }),
      messages: [chatMessage("gov", "Hi", todayAt(30))],
    })
    await FakeIntersection.show(log()!.querySelector("[data-newest-sentinel]"))
    await eventually(() => expect(gateway.callsOf("chat.markSeen")).toHaveLength(1))
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)))
    expect(gateway.callsOf("chat.markSeen")).toHaveLength(1)
  })

  it("shows 'More Unread' while the divider is above the view", async () => {
    const messages = [chatMessage("gov", "Unread", todayAt(30))]
    await open({ thread: chatThread({ currentUserUnreadCount: 1 }), messages })
    expect(buttonWithText("More Unread")).toBeDefined()
    gateway.answers.set("chat.markSeen", { data: chatThread({ lastMessageSeenAt: todayAt(31) }) })
    await FakeIntersection.show(log()!.querySelector("[role='separator'][aria-label='New messages below']"))
    await eventually(() => expect(buttonWithText("More Unread")).toBeUndefined())
  })

  it("sends only from 2 characters (trimmed), on Enter, with a client message id", async () => {
    await open()
    await typeDraft(" a ")
    expect(sendButton().disabled).toBe(true)
    await pressEnter()
    expect(gateway.callsOf("chat.send")).toEqual([])
    await typeDraft("  Hi  ")
    expect(sendButton().disabled).toBe(false)
    gateway.answers.set("chat.send", ({ clientMessageId, content }) => ({
      data: chatMessage("company", content, new Date().toISOString(), { clientMessageId: clientMessageId! }),
    }))
    await pressEnter(true)
    expect(gateway.callsOf("chat.send")).toEqual([])
    await pressEnter()
    await eventually(() => expect(messageTexts().some((text) => text?.includes("Hi"))).toBe(true))
    const [sent] = gateway.inputsOf("chat.send") as Array<{ content: string; clientMessageId: string }>
    expect(sent).toMatchObject({ chatThreadId: threadId, content: "Hi" })
    expect(sent!.clientMessageId).toMatch(/^[0-9a-f-]{36}$/)
    expect(textarea().value).toBe("")
  })

  it("keeps a failed message, marked 'Not sent', and retries it with the same client message id", async () => {
    await open()
    gateway.answers.set("chat.send", { status: 503 })
    await typeDraft("Are you available?")
    await click(sendButton())
    await eventually(() => expect(log()!.textContent).toContain("Not sent"))
    gateway.answers.set("chat.send", ({ clientMessageId, content }) => ({
      data: chatMessage("company", content, new Date().toISOString(), { clientMessageId: clientMessageId! }),
    }))
    await click(buttonWithText("Retry")!)
    await eventually(() => expect(log()!.textContent).not.toContain("Not sent"))
    const [first, second] = gateway.inputsOf("chat.send") as Array<{ clientMessageId: string }>
    expect(second!.clientMessageId).toBe(first!.clientMessageId)
    expect(messageTexts().filter((text) => text?.includes("Are you available?"))).toHaveLength(1)
  })

  it("tells a company why it cannot write while waiting for the first reply", async () => {
    await open({ thread: chatThread({ status: "pre_active" }) })
    expect(document.querySelector("main")!.textContent).toContain("Waiting for a reply")
    expect(textarea().disabled).toBe(true)
  })

  it("lets the government user pause (not while pre_active) and says when pausing failed", async () => {
    await open({ as: gov, thread: chatThread({ status: "pre_active" }) })
    expect(buttonWithText("Pause chat")!.getAttribute("aria-disabled")).toBe("true")
    await click(buttonWithText("Pause chat")!)
    expect(gateway.callsOf("chat.pause")).toEqual([])
  })

  it("says 'Error pausing chat thread. Please try again.' when the pause fails", async () => {
    await open({ as: gov })
    gateway.answers.set("chat.pause", { status: 500 })
    await click(buttonWithText("Pause chat")!)
    await eventually(() =>
      expect(document.body.textContent).toContain("Error pausing chat thread. Please try again."),
    )
    expect(gateway.inputsOf("chat.pause")).toEqual([{ chatThreadId: threadId }])
  })

  it("loads older messages with `before`, and says so when that fails", async () => {
    const messages = [chatMessage("gov", "Newest page", todayAt(30))]
    await open({ messages, hasOlder: true })
    gateway.answers.set("chat.messages", { status: 500 })
    await click(buttonWithText("Load older messages")!)
    await eventually(() => expect(log()!.textContent).toContain("Error loading messages ..."))
    expect(gateway.inputsOf("chat.messages").at(-1)).toEqual({
      chatThreadId: threadId,
      before: messages[0]!.id,
    })
    gateway.answers.set("chat.messages", {
      data: { data: [chatMessage("company", "From last week", yesterdayNoon)], hasOlder: false },
    })
    await click(buttonWithText("Try again")!)
    await eventually(() => expect(messageTexts()[0]).toContain("From last week"))
    expect(buttonWithText("Load older messages")).toBeUndefined()
  })

  it("adds messages pushed over /cable without a reload, and moves the header's unread badge", async () => {
    await open()
    await acceptCable()
    const reads = gateway.callsOf("chat.messages").length
    await pushCable("ChatChannel", {
      type: "message",
      chatThreadId: threadId,
      message: chatMessage("gov", "Live hello", todayAt(50)),
    })
    await eventually(() => expect(messageTexts().some((text) => text?.includes("Live hello"))).toBe(true))
    await pushCable("ChatChannel", { type: "unread", count: 4 })
    await eventually(() =>
      expect(document.querySelector("a[aria-label='Messages, 4 unread']")?.textContent).toBe(""),
    )
    // only the catch-up after the confirmation read messages; the push itself needed no read
    expect(
      gateway
        .inputsOf("chat.messages")
        .slice(reads)
        .every((input) => "after" in (input as object)),
    ).toBe(true)
  })

  it("keeps a pushed pause when an answer read before it arrives later (the reader's own mark as seen)", async () => {
    const before = chatThread({ currentUserUnreadCount: 1, updatedAt: todayAt(30) })
    await open({ thread: before, messages: [chatMessage("gov", "Hi", todayAt(30))] })
    await acceptCable()
    await pushCable("ChatChannel", {
      type: "thread",
      chatThreadId: threadId,
      status: "paused",
      updatedAt: todayAt(40),
    })
    await eventually(() => expect(document.body.textContent).toContain(chatMessages.pausedNotice))
    // read at :35, before the pause; answered after it
    gateway.answers.set("chat.markSeen", {
      data: { ...before, currentUserUnreadCount: 0, lastMessageSeenAt: todayAt(35) },
    })
    await FakeIntersection.show(log()!.querySelector("[data-newest-sentinel]"))
    await eventually(() => expect(gateway.callsOf("chat.markSeen")).toHaveLength(1))
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(document.body.textContent).toContain(chatMessages.pausedNotice)
  })

  it("catches up after a reconnect from the newest message it has", async () => {
    const newest = chatMessage("gov", "Before the drop", todayAt(30))
    await open({ messages: [newest] })
    gateway.answers.set("chat.messages", ({ after }) => ({
      data: { data: after ? [chatMessage("gov", "Sent while offline", todayAt(60))] : [], hasOlder: false },
    }))
    await acceptCable()
    await eventually(() =>
      expect(messageTexts().some((text) => text?.includes("Sent while offline"))).toBe(true),
    )
    expect(gateway.inputsOf("chat.messages")).toContainEqual({
      chatThreadId: threadId,
      after: newest.id,
      perPage: 100,
    })
  })
})

describe("the header's chat link", () => {
  const openAt = async (user: CurrentUser, count: number) => {
    signInAs(gateway, user)
    gateway.answers.set("chat.unreadCount", { data: { count } })
    gateway.answers.set("notifications.count", { data: { count: 0 } })
    gateway.answers.set("notifications.list", {
      data: { data: [], pagination: threadsPage([]).data.pagination },
    })
    return renderApp("/notifications")
  }
  const chatLink = () => document.querySelector<HTMLAnchorElement>("header a[href='/chat']")

  it("has no badge at 0", async () => {
    await openAt(gov, 0)
    await eventually(() => expect(chatLink()?.getAttribute("aria-label")).toBe("Messages"))
    expect(chatLink()!.parentElement!.textContent).toBe("")
  })

  it("shows '1K+' above 999, the exact count in its name", async () => {
    await openAt(company, 1000)
    await eventually(() => expect(chatLink()?.getAttribute("aria-label")).toBe("Messages, 1000 unread"))
    expect(chatLink()!.parentElement!.textContent).toBe("1K+")
  })

  it("is not offered to an admin, who has no conversations", async () => {
    const { container } = await openAt({ ...testUser, userRoles: ["admin"] }, 0)
    await eventually(() =>
      expect(container.querySelector("button[aria-label^='Notifications']")).not.toBeNull(),
    )
    expect(chatLink()).toBeNull()
  })
})
