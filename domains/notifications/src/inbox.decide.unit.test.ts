import { fold } from "@ignite/platform"
import { describe, expect, it } from "vitest"
import type { InboxEvent } from "./inbox"
import { type InboxCommand, inboxDecider } from "./inbox.decide"

const ctx = { now: new Date("2026-01-02T00:00:00Z"), newId: () => "new-id", actorId: "u-1" }
const at = "2026-01-02T00:00:00.000Z"
const given = (events: InboxEvent[] = []) => ({
  when: (command: InboxCommand) => inboxDecider.decide(command, fold(inboxDecider, events), ctx),
})
const read = (notificationId: string): InboxEvent => ({
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
})
