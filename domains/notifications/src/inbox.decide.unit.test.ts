import { fold } from "@ignite/platform"
import { describe, expect, it } from "vitest"
import type { InboxStreamEvent } from "./inbox"
import { type InboxCommand, inboxDecider } from "./inbox.decide"

const ctx = { now: new Date("2026-01-02T00:00:00Z"), newId: () => "new-id", actorId: "u-1" }
const at = "2026-01-02T00:00:00.000Z"
const given = (events: InboxStreamEvent[] = []) => ({
  when: (command: InboxCommand) => inboxDecider.decide(command, fold(inboxDecider, events), ctx),
})
const read = (notificationId: string): InboxStreamEvent => ({
  type: "NotificationRead",
  data: { userId: "u-1", notificationId, readAt: "2026-01-01T00:00:00.000Z" },
})

describe("an inbox", () => {
  it("marks one notification read, at the decision's time", () => {
    expect(given().when({ type: "MarkNotificationRead", userId: "u-1", notificationId: "n-1" })).toEqual([
      { type: "NotificationRead", data: { userId: "u-1", notificationId: "n-1", readAt: at } },
    ])
  })

  it("records nothing when the notification was read already", () => {
    expect(
      given([read("n-1")]).when({ type: "MarkNotificationRead", userId: "u-1", notificationId: "n-1" }),
    ).toEqual([])
    expect(
      given([read("n-1")]).when({ type: "MarkNotificationRead", userId: "u-1", notificationId: "n-2" }),
    ).toHaveLength(1)
  })

  it("marks everything read up to now", () => {
    expect(given([read("n-1")]).when({ type: "MarkAllNotificationsRead", userId: "u-1" })).toEqual([
      { type: "NotificationsRead", data: { userId: "u-1", readAt: at } },
    ])
  })

  describe("new chat messages", () => {
    const notify = (chatThreadId: string, extra: Partial<InboxCommand> = {}) =>
      ({
        type: "NotifyNewMessage",
        userId: "u-1",
        chatThreadId,
        messageId: `m-${chatThreadId}`,
        senderId: "s-1",
        senderName: "Ada Lovelace",
        inApp: true,
        byEmail: true,
        ...extra,
      }) as InboxCommand
    const notified = (chatThreadId: string, notificationId: string): InboxStreamEvent => ({
      type: "NewMessageNotified",
      data: {
        userId: "u-1",
        notificationId,
        chatThreadId,
        messageId: "m-0",
        senderId: "s-1",
        senderName: "Ada Lovelace",
        inApp: true,
        byEmail: true,
        notifiedAt: at,
      },
    })

    it("notify once per conversation until it is read, with the sender's name sealed as theirs", () => {
      expect(given().when(notify("t-1"))).toEqual([
        {
          type: "NewMessageNotified",
          data: {
            userId: "u-1",
            notificationId: "new-id",
            chatThreadId: "t-1",
            messageId: "m-t-1",
            senderId: "s-1",
            senderName: "Ada Lovelace",
            inApp: true,
            byEmail: true,
            notifiedAt: at,
          },
          personal: { subject: "s-1", fields: ["senderName"] },
        },
      ])
      expect(given([notified("t-1", "n-1")]).when(notify("t-1"))).toEqual([])
      expect(given([notified("t-1", "n-1")]).when(notify("t-2"))).toHaveLength(1)
    })

    it("notify again once the notification, all of them, or the conversation was read", () => {
      expect(given([notified("t-1", "n-1"), read("n-1")]).when(notify("t-1"))).toHaveLength(1)
      const allRead: InboxStreamEvent = { type: "NotificationsRead", data: { userId: "u-1", readAt: at } }
      expect(given([notified("t-1", "n-1"), allRead]).when(notify("t-1"))).toHaveLength(1)
      const threadRead = given([notified("t-1", "n-1")]).when({
        type: "MarkChatThreadNotificationRead",
        userId: "u-1",
        chatThreadId: "t-1",
      })
      expect(threadRead).toEqual([
        { type: "NotificationRead", data: { userId: "u-1", notificationId: "n-1", readAt: at } },
      ])
      expect(
        given([notified("t-1", "n-1"), ...(threadRead as InboxStreamEvent[])]).when(notify("t-1")),
      ).toHaveLength(1)
    })

    it("record nothing when the user wants neither the in-app nor the email notification", () => {
      expect(given().when(notify("t-1", { inApp: false, byEmail: false }))).toEqual([])
      expect(given().when(notify("t-1", { inApp: false, byEmail: true }))).toHaveLength(1)
    })

    it("reading a conversation without an unread notification records nothing", () => {
      expect(
        given().when({ type: "MarkChatThreadNotificationRead", userId: "u-1", chatThreadId: "t-1" }),
      ).toEqual([])
    })
  })
})
