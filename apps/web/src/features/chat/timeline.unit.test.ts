import { describe, expect, it } from "vitest"
import { chatMessage, companyUserId, govUserId } from "../../test-support/chat-fixtures"
import { dayLabel, firstUnreadId, type OutgoingMessage, timelineOf } from "./timeline"

const now = new Date(2026, 2, 10, 15, 0)
const local = (day: number, hour: number) => new Date(2026, 2, day, hour, 0).toISOString()

describe("date dividers", () => {
  it("say 'Today' for today and the full date for any other day, in the reader's time zone", () => {
    expect(dayLabel(new Date(2026, 2, 10, 0, 1), now)).toBe("Today")
    expect(dayLabel(new Date(2026, 2, 9, 23, 59), now)).toBe("Monday, March 9, 2026")
    expect(dayLabel(new Date(2025, 2, 10, 12), now)).toBe("Monday, March 10, 2025")
  })

  it("stand before the first message of each day, once", () => {
    const messages = [
      chatMessage("gov", "a", local(8, 9)),
      chatMessage("company", "b", local(8, 17)),
      chatMessage("gov", "c", local(10, 9)),
    ]
    const kinds = timelineOf(messages, [], null, now).map((item) =>
      item.kind === "date" ? item.label : item.kind === "message" ? item.message.content : item.kind,
    )
    expect(kinds).toEqual(["Sunday, March 8, 2026", "a", "b", "Today", "c"])
  })
})

describe("the 'New' divider", () => {
  const messages = [
    chatMessage("gov", "seen", local(8, 9)),
    chatMessage("company", "mine after", local(8, 10)),
    chatMessage("gov", "first unread", local(8, 11)),
    chatMessage("gov", "second unread", local(10, 9)),
  ]

  it("goes before the first message from someone else after the reader last saw the thread", () => {
    expect(firstUnreadId(messages, local(8, 9), companyUserId)).toBe(messages[2]!.id)
    const items = timelineOf(messages, [], messages[2]!.id, now)
    const at = items.findIndex((item) => item.kind === "new")
    expect(items[at + 1]).toMatchObject({ kind: "message", message: { content: "first unread" } })
  })

  it("never stands before the reader's own messages, and is absent when everything was seen", () => {
    expect(firstUnreadId(messages, local(10, 9), companyUserId)).toBeNull()
    expect(firstUnreadId(messages, null, govUserId)).toBe(messages[1]!.id)
    expect(firstUnreadId(messages.slice(1, 2), null, companyUserId)).toBeNull()
  })

  it("comes after a date divider of the same day, not before it", () => {
    const items = timelineOf(messages, [], messages[3]!.id, now)
    const at = items.findIndex((item) => item.kind === "new")
    expect(items[at - 1]).toMatchObject({ kind: "date", label: "Today" })
  })
})

it("lists this page's unsent messages last", () => {
  const outgoing: OutgoingMessage = {
    clientMessageId: "c-1",
    content: "on its way",
    status: "failed",
    reason: null,
    createdAt: local(10, 14),
  }
  const items = timelineOf([chatMessage("gov", "x", local(10, 9))], [outgoing], null, now)
  expect(items.map((item) => item.kind)).toEqual(["date", "message", "outgoing"])
})
