// @vitest-environment happy-dom
import { type CurrentUser, type NotificationView, paginate } from "@ignite/contracts"
import { act } from "react"
import { describe, expect, it } from "vitest"
import { eventually, renderApp, signInAs, testUser } from "../../test-support/app-harness"
import { acceptCable, pushCable } from "../../test-support/fake-cable"
import { type GatewayAnswer, setUpGatewayMock } from "../../test-support/gateway-mock"

const gateway = setUpGatewayMock()

const gov: CurrentUser = { ...testUser, id: "gov-1", userRoles: ["gov"] }
const alert = (
  id: string,
  readAt: string | null = null,
): Extract<NotificationView, { type: "SavedSearchAlert" }> => ({
  id,
  type: "SavedSearchAlert",
  payload: {
    savedSearchId: "11111111-1111-4111-8111-111111111111",
    savedSearchName: "Drones in Ohio",
    listingId: "22222222-2222-4222-8222-222222222222",
    listingName: "Acme Drones",
    itemKind: "service",
    itemId: "33333333-3333-4333-8333-333333333333",
    itemName: "Aerial survey",
  },
  createdAt: "2026-03-01T12:00:00.000Z",
  readAt,
})
const unreadOne = alert("44444444-4444-4444-8444-444444444444")
const pageOf = (notifications: ReadonlyArray<NotificationView>, total = notifications.length) => {
  const { offset: _offset, ...pagination } = paginate(total, { page: 1, perPage: 10 })
  return { data: { data: [...notifications], pagination } }
}

const open = async (
  path: string,
  {
    count = 1,
    list = pageOf([unreadOne]),
  }: { count?: number; list?: GatewayAnswer<"notifications.list"> } = {},
) => {
  signInAs(gateway, gov)
  gateway.answers.set("notifications.count", { data: { count } })
  gateway.answers.set("notifications.list", list)
  return renderApp(path)
}
const click = (element: HTMLElement) => act(async () => element.click())
const bell = () => document.querySelector<HTMLButtonElement>("button[aria-label^='Notifications']")
const openBell = async () => {
  await eventually(() => expect(bell()).not.toBeNull())
  await click(bell()!)
  await eventually(() => expect(document.querySelector("[role='dialog']")).not.toBeNull())
  return document.querySelector<HTMLElement>("[role='dialog']")!
}
const linkNamed = (within: ParentNode, text: string) =>
  [...within.querySelectorAll<HTMLAnchorElement>("a")].find((a) => a.textContent?.startsWith(text))

describe("the notification bell", () => {
  it("is a plain button until pressed, its list (and Mantine's Popover) loaded then, opened at once", async () => {
    await open("/search/saved")
    gateway.answers.set("search.savedSearches", pageOf([]) as never)
    await eventually(() => expect(bell()).not.toBeNull())
    const standIn = bell()!
    expect(standIn.getAttribute("aria-haspopup")).toBe("dialog")
    expect(standIn.getAttribute("aria-expanded")).toBe("false")
    expect(gateway.inputsOf("notifications.list")).not.toContainEqual({ page: 1, perPage: 5 })
    await act(async () => standIn.focus())
    await click(standIn)
    await eventually(() => expect(document.querySelector("[role='dialog']")).not.toBeNull())
    expect(bell()).not.toBe(standIn)
    expect(bell()!.getAttribute("aria-expanded")).toBe("true")
    expect(document.activeElement).toBe(bell())
    await eventually(() =>
      expect(document.querySelector("[role='dialog']")!.textContent).toContain("Acme Drones"),
    )
  })

  it("says the unread count in its name and its badge", async () => {
    await open("/notifications", { count: 3 })
    await eventually(() => expect(bell()?.getAttribute("aria-label")).toBe("Notifications, 3 unread"))
    expect(bell()!.parentElement!.textContent).toBe("3")
  })

  it("shows 1K+ above 999 and no badge at 0", async () => {
    await open("/notifications", { count: 1500 })
    await eventually(() => expect(bell()?.getAttribute("aria-label")).toBe("Notifications, 1500 unread"))
    expect(bell()!.parentElement!.textContent).toBe("1K+")
  })

  it("has no badge when nothing is unread", async () => {
    await open("/notifications", { count: 0, list: pageOf([]) })
    await eventually(() => expect(bell()?.getAttribute("aria-label")).toBe("Notifications"))
    expect(bell()!.parentElement!.textContent).toBe("")
  })

  it("lists the newest, links to the storefront and the saved search, and marks one read when opened", async () => {
    await open("/search/saved")
    gateway.answers.set("search.savedSearches", pageOf([]) as never)
    const dialog = await openBell()
    await eventually(() =>
      expect(dialog.textContent).toContain("New match for 'Drones in Ohio': Acme Drones"),
    )
    expect(gateway.inputsOf("notifications.list")).toEqual([{ page: 1, perPage: 5 }])
    const listing = linkNamed(dialog, "New match for")!
    expect(listing.getAttribute("href")).toBe(`/ignite/listings/${unreadOne.payload.listingId}`)
    expect(listing.textContent).toContain("(unread)")
    expect(linkNamed(dialog, "Open saved search")!.getAttribute("href")).toBe(
      `/search/saved/${unreadOne.payload.savedSearchId}`,
    )
    expect(linkNamed(dialog, "See all notifications")!.getAttribute("href")).toBe("/notifications")

    gateway.answers.set("notifications.markRead", {
      data: { ...unreadOne, readAt: "2026-03-02T00:00:00.000Z" },
    })
    await click(listing)
    await eventually(() =>
      expect(gateway.inputsOf("notifications.markRead")).toEqual([{ notificationId: unreadOne.id }]),
    )
  })

  it("lists a weekly match digest, linking to the home's matches", async () => {
    const digest: NotificationView = {
      id: "55555555-5555-4555-8555-555555555555",
      type: "MatchDigest",
      payload: { side: "companies", count: 3 },
      createdAt: "2026-03-02T09:00:00.000Z",
      readAt: null,
    }
    await open("/notifications", { list: pageOf([digest]) })
    const dialog = await openBell()
    await eventually(() => expect(dialog.textContent).toContain("3 new companies for you this week"))
    const link = linkNamed(dialog, "3 new companies for you this week")!
    expect(link.getAttribute("href")).toBe("/#matches")
    gateway.answers.set("notifications.markRead", { data: { ...digest, readAt: "2026-03-02T10:00:00.000Z" } })
    await click(link)
    await eventually(() =>
      expect(gateway.inputsOf("notifications.markRead")).toEqual([{ notificationId: digest.id }]),
    )
  })

  it("marks all as read", async () => {
    await open("/notifications")
    const dialog = await openBell()
    gateway.answers.set("notifications.markAllRead", { data: { count: 0 } })
    const markAll = [...dialog.querySelectorAll("button")].find((b) => b.textContent === "Mark all as read")!
    await eventually(() => expect(markAll.disabled).toBe(false))
    gateway.answers.set("notifications.count", { data: { count: 0 } })
    await click(markAll)
    await eventually(() => expect(gateway.callsOf("notifications.markAllRead")).toHaveLength(1))
    await eventually(() => expect(bell()?.getAttribute("aria-label")).toBe("Notifications"))
  })

  it("says when there is nothing yet", async () => {
    await open("/notifications", { count: 0, list: pageOf([]) })
    const dialog = await openBell()
    await eventually(() => expect(dialog.textContent).toContain("No notifications yet."))
  })

  it("says when the list failed", async () => {
    await open("/search/saved", { list: { status: 500, error: "InternalError" } })
    gateway.answers.set("search.savedSearches", pageOf([]) as never)
    const dialog = await openBell()
    await eventually(() => expect(dialog.textContent).toContain("The notifications could not be loaded."))
  })
})

describe("/notifications", () => {
  it("lists the notifications a page at a time, read ones without the unread mark", async () => {
    const read = alert("55555555-5555-4555-8555-555555555555", "2026-03-02T00:00:00.000Z")
    const { container } = await open("/notifications", { list: pageOf([unreadOne, read], 12) })
    await eventually(() =>
      expect(container.querySelectorAll("ul[aria-label='Notifications'] > li").length).toBe(2),
    )
    expect(gateway.inputsOf("notifications.list")).toContainEqual({ page: 1, perPage: 10 })
    const links = [...container.querySelectorAll("ul[aria-label='Notifications'] a")].filter((a) =>
      a.textContent?.startsWith("New match"),
    )
    expect(links.map((a) => a.textContent)).toEqual([
      "New match for 'Drones in Ohio': Acme Drones (unread)",
      "New match for 'Drones in Ohio': Acme Drones",
    ])
    // the shared pagination kit: 12 notifications, 10 a page
    expect(container.textContent).toContain("1 to 10 of 12 entries")
  })

  it("says when there are none", async () => {
    const { container } = await open("/notifications", { count: 0, list: pageOf([]) })
    await eventually(() => expect(container.textContent).toContain("No notifications yet."))
  })

  it("offers to try again when the list failed", async () => {
    const { container } = await open("/notifications", { list: { status: 500, error: "InternalError" } })
    await eventually(() => expect(container.textContent).toContain("The notifications could not be loaded."))
    expect(container.textContent).toContain("Try again")
  })
})

describe("new message notifications", () => {
  const newMessage: NotificationView = {
    id: "66666666-6666-4666-8666-666666666666",
    type: "NewMessageNotification",
    payload: {
      chatThreadId: "77777777-7777-4777-8777-777777777777",
      messageId: "88888888-8888-4888-8888-888888888888",
      senderId: "99999999-9999-4999-8999-999999999999",
      senderName: "Cole Maker",
    },
    createdAt: "2026-03-01T12:00:00.000Z",
    readAt: null,
  }

  it("say who wrote and link to the conversation, beside saved-search alerts", async () => {
    const { container } = await open("/notifications", { list: pageOf([newMessage, unreadOne]) })
    await eventually(() =>
      expect(container.querySelectorAll("ul[aria-label='Notifications'] > li").length).toBe(2),
    )
    const link = linkNamed(container, "New message from Cole Maker")!
    expect(link.getAttribute("href")).toBe(`/chat?threadId=${newMessage.payload.chatThreadId}`)
    expect(link.textContent).toBe("New message from Cole Maker (unread)")
  })

  it("follow the count /cable pushes, and read the list again when it moved", async () => {
    await open("/notifications", { count: 1 })
    await eventually(() => expect(bell()?.getAttribute("aria-label")).toBe("Notifications, 1 unread"))
    const counts = gateway.callsOf("notifications.count").length
    await acceptCable()
    // once connected the count is read again (what was missed while offline); from then on it is pushed
    await eventually(() => expect(gateway.callsOf("notifications.count").length).toBeGreaterThan(counts))
    gateway.answers.set("notifications.count", { never: true })
    const reads = gateway.callsOf("notifications.list").length
    gateway.answers.set("notifications.list", pageOf([newMessage, unreadOne]))
    await pushCable("NotificationsChannel", { type: "count", count: 2 })
    await eventually(() => expect(bell()?.getAttribute("aria-label")).toBe("Notifications, 2 unread"))
    await eventually(() => expect(gateway.callsOf("notifications.list").length).toBeGreaterThan(reads))
  })
})

describe("/search/saved/$savedSearchId", () => {
  it("opens the saved search a notification names: the search with its saved query", async () => {
    signInAs(gateway, gov)
    gateway.answers.set("notifications.count", { data: { count: 0 } })
    gateway.answers.set("search.listings", { never: true })
    gateway.answers.set("search.facets", { never: true })
    gateway.answers.set("search.savedSearch", {
      data: {
        id: unreadOne.payload.savedSearchId,
        name: "Drones in Ohio",
        query: "searchListings=drones&listingState=OH",
        alertsEnabled: true,
        createdAt: "2026-01-01T00:00:00.000Z",
        updatedAt: "2026-01-01T00:00:00.000Z",
      },
    })
    const { router } = await renderApp(`/search/saved/${unreadOne.payload.savedSearchId}`)
    await eventually(() => expect(router.state.location.pathname).toBe("/"))
    expect(router.state.location.search).toMatchObject({ searchListings: "drones" })
    expect(gateway.inputsOf("search.savedSearch")).toEqual([
      { savedSearchId: unreadOne.payload.savedSearchId },
    ])
  })
})
