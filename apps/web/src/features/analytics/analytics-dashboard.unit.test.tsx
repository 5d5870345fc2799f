// @vitest-environment happy-dom
import type { CurrentUser } from "@ignite/contracts"
import { act } from "react"
import { describe, expect, it } from "vitest"
import { analyticsCardTitles } from "../../test-support/analytics-cards"
import {
  answerEveryStatistic,
  onePage,
  organizations,
  storefrontDrill,
} from "../../test-support/analytics-fixtures"
import {
  buttonNamed,
  eventually,
  renderApp,
  signInAs,
  testAdmin,
  testUser,
} from "../../test-support/app-harness"
import { setUpGatewayMock } from "../../test-support/gateway-mock"
import { waitFor } from "../../test-support/render"

const gateway = setUpGatewayMock()

const openAs = async (user: CurrentUser, path = "/admin/analytics") => {
  signInAs(gateway, user)
  return renderApp(path)
}

/** The card (a region named by its title) called `title`. */
const card = (title: string) => {
  const heading = [...document.querySelectorAll("section h2")].find((h) => h.textContent === title)
  const section = heading?.closest("section")
  if (!section) throw new Error(`No card "${title}"`)
  return section as HTMLElement
}
const loaders = () =>
  [...document.querySelectorAll("[role='status']")].map((l) => l.getAttribute("aria-label"))
/**
 * Every loader's name shown from now on, however briefly: a loaded machine can render a card's whole 300 ms
 * minimum between two looks of a poll, so the loaders are watched as they come, not sampled.
 */
const watchLoaders = () => {
  const seen = new Set<string>()
  const look = () => {
    for (const name of loaders()) if (name) seen.add(name)
  }
  const observer = new MutationObserver(look)
  observer.observe(document.body, { childList: true, subtree: true, attributes: true })
  return { seen, stop: () => observer.disconnect() }
}
const dialog = () => document.querySelector<HTMLElement>("[role='dialog']")
const bodyRows = (table: Element) =>
  [...table.querySelectorAll("tbody tr")].map((row) =>
    [...row.querySelectorAll("td")].map((cell) => cell.textContent?.trim()),
  )

describe("/admin/analytics", () => {
  it("stacks the spec's cards in order, each holding its loader until it has answered", async () => {
    answerEveryStatistic(gateway)
    const watched = watchLoaders()
    const { container } = await openAs(testAdmin)
    await eventually(() => expect(watched.seen).toContain("Loading Government Response Rate"))
    await eventually(() => expect(loaders().filter((name) => name?.startsWith("Loading "))).toEqual([]))
    watched.stop()
    const titles = [...container.querySelectorAll("section h2")].map((h) => h.textContent)
    expect(titles).toEqual(analyticsCardTitles)
    expect(container.querySelector("nav[aria-label='Admin'] a[href='/admin/analytics']")?.textContent).toBe(
      "Analytics",
    )

    // spec 02 §9: the response rate is the fraction × 100 rounded; the engaged companies beside it
    expect(card("Government Response Rate").textContent).toContain("67%")
    expect(card("Government Response Rate").textContent).toContain(
      "7Companies government users have written to",
    )

    // the storefronts pie: top ten, largest first, the zero type hidden
    const storefronts = card("Technology Types At a Glance").querySelector(
      "ul[aria-label='Storefronts by technology type']",
    )!
    const slices = [...storefronts.querySelectorAll("button")].map((b) => b.textContent)
    expect(slices).toHaveLength(10)
    expect(slices.slice(0, 4)).toEqual([
      "Autonomy & Robotics: 5",
      "Quantum Sensing: 4",
      "Biotechnology: 3",
      "Space Systems: 2",
    ])
    expect(storefronts.textContent).not.toContain("Hypersonics")
    // nothing counts for the products pie: its empty chart says so
    expect(
      card("Technology Types At a Glance").querySelector("ul[aria-label='Products by technology type']"),
    ).toBeNull()
    expect(card("Technology Types At a Glance").textContent).toContain("No Results")

    // the table of every type, its shares as spec 02 §9 writes them (1 → "10", 0.25 → "25")
    await act(async () => buttonNamed(card("Technology Types At a Glance"), "Show the table").click())
    const types = card("Technology Types At a Glance").querySelector("table[aria-label='Technology types']")!
    const robotics = bodyRows(types).find((row) => row[0] === "Autonomy & Robotics")!
    expect(robotics.slice(1, 3)).toEqual(["5", "25"])
    expect(robotics.slice(8, 10)).toEqual(["3", "10"])

    // the timelines' months as "Mar 26"
    await act(async () => buttonNamed(card("SBC Timeline"), "Show the data").click())
    expect(bodyRows(card("SBC Timeline").querySelector("table")!)).toEqual([
      ["Jan 26", "10", "0"],
      ["Feb 26", "11", "1"],
      ["Mar 26", "12", "2"],
    ])

    // the top views lead to the storefronts
    const views = card("Top SBC Organization Views").querySelector("table")!
    expect(views.querySelector("a[href='/ignite/listings/listing-1']")?.textContent).toBe("Acme Robotics")
  })

  it("asks for the timelines' months in the address, and the Organization Users page", async () => {
    answerEveryStatistic(gateway)
    await openAs(testAdmin, "/admin/analytics?from=2026-01&to=2026-03&page=2&perPage=5")
    await eventually(() => expect(gateway.callsOf("analytics.sbcUsers")).toHaveLength(1))
    for (const timeline of [
      "analytics.companyTimeline",
      "analytics.govUsersTimeline",
      "analytics.activeConversations",
      "analytics.dafUsers",
      "analytics.sbcUsers",
    ] as const)
      expect(gateway.inputsOf(timeline)).toEqual([{ from: "2026-01", to: "2026-03" }])
    expect(gateway.inputsOf("analytics.organizationUsers")).toEqual([{ page: 2, perPage: 5 }])
    expect(gateway.inputsOf("analytics.listingPageViews")).toEqual([{ page: 1, perPage: 10 }])
  })

  it("says which chart failed, in place of the chart, and the response rate's own failure", async () => {
    answerEveryStatistic(gateway)
    gateway.answers.set("analytics.technologyTypes", { error: "InternalError", status: 500 })
    gateway.answers.set("analytics.dafUsers", { error: "InternalError", status: 500 })
    gateway.answers.set("analytics.pctGovUserChatResponse", { error: "InternalError", status: 500 })
    await openAs(testAdmin)
    await eventually(() =>
      expect(card("Technology Types At a Glance").textContent).toContain(
        "Error loading Technology Types At a Glance Statistic Data",
      ),
    )
    expect(card("Technology Types At a Glance").textContent).toContain("Error occurred while loading results")
    // each card waits its own loading minimum: the others fail on their own time
    await eventually(() =>
      expect(card("DAF Users").textContent).toContain("Error loading DAF Users Statistic Data"),
    )
    await eventually(() =>
      expect(card("Government Response Rate").textContent).toContain(
        "Error retrieving response rate data. Please try again.",
      ),
    )
    // the others stand
    await eventually(() => expect(card("SBC Users").querySelector("table")).not.toBeNull())

    // trying again asks again
    gateway.answers.set("analytics.technologyTypes", { data: { data: [] } })
    await act(async () => buttonNamed(card("Technology Types At a Glance"), "Try again").click())
    // every pie is the empty 'No Results' chart: no slices to choose
    await eventually(() =>
      expect(card("Technology Types At a Glance").querySelectorAll("h3")).toHaveLength(6),
    )
    expect(card("Technology Types At a Glance").querySelectorAll("ul")).toHaveLength(0)
    expect(card("Technology Types At a Glance").textContent).toContain("No Results")
  })

  it("opens the storefronts behind a slice, a page at a time, each leading to its storefront", async () => {
    answerEveryStatistic(gateway)
    gateway.answers.set("analytics.technologyTypeDrill", { data: storefrontDrill })
    await openAs(testAdmin)
    await eventually(() => expect(card("Technology Types At a Glance").querySelector("ul")).not.toBeNull())
    await act(async () => buttonNamed(card("Technology Types At a Glance"), "Quantum Sensing: 4").click())
    await eventually(() => expect(dialog()?.textContent).toContain("Storefronts naming Quantum Sensing"))
    await eventually(() => expect(dialog()?.querySelector("table")).not.toBeNull())
    expect(gateway.inputsOf("analytics.technologyTypeDrill")).toEqual([
      { technologyTypeId: "t-quantum", measure: "listings", page: 1, perPage: 10 },
    ])
    expect(bodyRows(dialog()!.querySelector("table")!)).toEqual([
      ["Acme Robotics", "2"],
      ["Birch Drones", "0"],
    ])
    expect(dialog()!.querySelector("a[href='/ignite/listings/listing-1']")).not.toBeNull()
    expect(dialog()!.querySelector("thead")?.textContent).toContain("Awards")
  })

  it("opens an organization's users from its row, and a month's conversations from the data table", async () => {
    answerEveryStatistic(gateway)
    gateway.answers.set("analytics.organizationDrill", {
      data: {
        data: [{ userId: "gov-1", name: "Grace Hopper", organization: "NASA", visionLinked: true }],
        pagination: onePage(1),
      },
    })
    gateway.answers.set("analytics.conversationsDrill", {
      data: {
        data: [
          {
            threadId: "thread-1",
            listingId: "listing-1",
            companyName: "Acme Robotics",
            govUserId: "gov-1",
            govUserName: "Grace Hopper",
            messages: 4,
            active: true,
          },
        ],
        pagination: onePage(1),
      },
    })
    await openAs(testAdmin)
    await eventually(() => expect(card("Organization Users").querySelector("table")).not.toBeNull())
    await act(async () =>
      card("Organization Users")
        .querySelector<HTMLElement>("button[aria-label='Government users of NASA']")!
        .click(),
    )
    await eventually(() => expect(dialog()?.querySelector("table")).not.toBeNull())
    expect(gateway.inputsOf("analytics.organizationDrill")).toEqual([
      { organizationId: "org-9", page: 1, perPage: 10 },
    ])
    expect(bodyRows(dialog()!.querySelector("table")!)).toEqual([["Grace Hopper", "NASA", "Yes"]])
    expect(dialog()!.querySelector("a[href='/gov/users/gov-1']")).not.toBeNull()
    await act(async () => dialog()!.querySelector<HTMLElement>("button[aria-label='Close']")!.click())
    await eventually(() => expect(dialog()).toBeNull())

    await act(async () => buttonNamed(card("Active Conversations"), "Show the data").click())
    await act(async () =>
      card("Active Conversations")
        .querySelector<HTMLElement>("button[aria-label='Conversations in Feb 26']")!
        .click(),
    )
    await eventually(() => expect(dialog()?.querySelector("table")).not.toBeNull())
    expect(gateway.inputsOf("analytics.conversationsDrill")).toEqual([
      { month: "2026-02", page: 1, perPage: 10 },
    ])
    expect(bodyRows(dialog()!.querySelector("table")!)).toEqual([
      ["Acme Robotics", "Grace Hopper", "4", "Yes"],
    ])
  })

  it("sorts a table on its header, and says so to assistive technology", async () => {
    answerEveryStatistic(gateway)
    await openAs(testAdmin)
    await eventually(() => expect(card("Organization Users").querySelector("table")).not.toBeNull())
    const table = card("Organization Users").querySelector("table")!
    const names = () => bodyRows(table).map((row) => row[0])
    expect(names()).toEqual(organizations.map((each) => each.organization))
    const usersHeader = [...table.querySelectorAll("th")].find((th) => th.textContent?.startsWith("Users"))!
    await act(async () => usersHeader.querySelector("button")!.click())
    expect(usersHeader.getAttribute("aria-sort")).toBe("descending")
    expect(names()).toEqual(["NASA", "Air Force"])
    await act(async () => usersHeader.querySelector("button")!.click())
    expect(usersHeader.getAttribute("aria-sort")).toBe("ascending")
    expect(names()).toEqual(["Air Force", "NASA"])
  })

  it("is not found for anyone but admins, and asks for no statistic", async () => {
    answerEveryStatistic(gateway)
    const { container } = await openAs({ ...testUser, userRoles: ["gov"] })
    await waitFor(() => expect(container.textContent).toContain("The requested resource does not exist"))
    expect(gateway.callsOf("analytics.technologyTypes")).toEqual([])
  })
})
