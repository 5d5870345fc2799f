import { inboxStreamId, savedSearchStreamId } from "@ignite/contracts/events"
import {
  driverName,
  event,
  itReplaysLikeAProjection,
  openProjectionHarness,
  type ProjectionHarness,
} from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  findNotification,
  notificationsOf,
  notificationsProjection,
  unreadNotificationsCount,
} from "./notifications.projection"

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`
const matched = (n: number, ownerId: string, listingName: string, matchedAt: string) =>
  event("SavedSearchMatched", {
    savedSearchId: id(100 + n),
    ownerId,
    savedSearchName: "UAS",
    listingId: id(200 + n),
    listingName,
    itemKind: "listing",
    itemId: id(200 + n),
    itemName: listingName,
    matchedAt,
  })

describe(`notifications projection on ${driverName()}`, () => {
  let harness: ProjectionHarness
  const rows = () => harness.rows("notifications", "id")
  const page = (userId: string) => notificationsOf(harness.sql, userId, { page: 1, perPage: 5 })

  beforeAll(async () => {
    harness = await openProjectionHarness([notificationsProjection])
    await harness.append(
      savedSearchStreamId(id(101)),
      matched(1, "gov-1", "Kestrel", "2026-01-01T00:00:00.000Z"),
    )
    await harness.append(
      savedSearchStreamId(id(102)),
      matched(2, "gov-1", "Osprey", "2026-01-02T00:00:00.000Z"),
    )
    await harness.append(
      savedSearchStreamId(id(103)),
      matched(3, "gov-2", "Theirs", "2026-01-03T00:00:00.000Z"),
    )
  })
  afterAll(() => harness.dispose())

  it("lists a user's saved-search alerts newest first, unread, and no one else's", async () => {
    const mine = await page("gov-1")
    expect(mine.data.map((row) => row.type === "SavedSearchAlert" && row.payload.listingName)).toEqual([
      "Osprey",
      "Kestrel",
    ])
    expect(mine.data[0]).toMatchObject({
      type: "SavedSearchAlert",
      readAt: null,
      createdAt: "2026-01-02T00:00:00.000Z",
      payload: { savedSearchId: id(102), savedSearchName: "UAS", itemKind: "listing" },
    })
    expect(mine.pagination).toMatchObject({ count: 2, page: 1, pages: 1 })
    expect(await unreadNotificationsCount(harness.sql, "gov-1")).toBe(2)
    expect(await findNotification(harness.sql, "gov-2", mine.data[0]!.id)).toBeUndefined()
  })

  it("marks one read only for its own user, then the rest", async () => {
    const [newest, oldest] = (await page("gov-1")).data
    await harness.append(
      inboxStreamId("gov-2"),
      event("NotificationRead", {
        userId: "gov-2",
        notificationId: newest!.id,
        readAt: "2026-01-05T00:00:00.000Z",
      }),
    )
    expect(await unreadNotificationsCount(harness.sql, "gov-1")).toBe(2)
    await harness.append(
      inboxStreamId("gov-1"),
      event("NotificationRead", {
        userId: "gov-1",
        notificationId: newest!.id,
        readAt: "2026-01-05T00:00:00.000Z",
      }),
    )
    expect(await findNotification(harness.sql, "gov-1", newest!.id)).toMatchObject({
      readAt: "2026-01-05T00:00:00.000Z",
    })
    expect(await unreadNotificationsCount(harness.sql, "gov-1")).toBe(1)
    await harness.append(
      inboxStreamId("gov-1"),
      event("NotificationsRead", { userId: "gov-1", readAt: "2026-01-06T00:00:00.000Z" }),
    )
    expect(await unreadNotificationsCount(harness.sql, "gov-1")).toBe(0)
    expect(await findNotification(harness.sql, "gov-1", oldest!.id)).toMatchObject({
      readAt: "2026-01-06T00:00:00.000Z",
    })
    expect(await findNotification(harness.sql, "gov-1", newest!.id)).toMatchObject({
      readAt: "2026-01-05T00:00:00.000Z",
    })
    expect(await unreadNotificationsCount(harness.sql, "gov-2")).toBe(1)
  })

  it("leaves a notification that arrives after 'mark all read' unread", async () => {
    await harness.append(
      savedSearchStreamId(id(104)),
      matched(4, "gov-1", "Late", "2026-01-07T00:00:00.000Z"),
    )
    expect(await unreadNotificationsCount(harness.sql, "gov-1")).toBe(1)
  })

  itReplaysLikeAProjection(() => harness, {
    name: "notifications",
    rows,
    unfolded: {
      streamId: inboxStreamId("gov-9"),
      events: [
        { type: "NotificationArchived", data: { notificationId: id(9) } },
        event("SearchSaved", {
          savedSearchId: id(9),
          userId: "gov-9",
          name: "x",
          query: "",
          alertsEnabled: true,
          savedAt: "2026-01-01T00:00:00.000Z",
        }),
      ],
    },
  })
})
