// @vitest-environment happy-dom
import { searchMessages } from "@ignite/contracts/texts"
import { act } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { buttonNamed, eventually, inputLabelled, submit, typeInto } from "../../test-support/app-harness"
import { chatThread } from "../../test-support/chat-fixtures"
import { setUpGatewayMock } from "../../test-support/gateway-mock"
import { waitFor } from "../../test-support/render"
import { choose, drones, openSearch, resultsPage, selectLabelled } from "./search-fixtures"

const gateway = setUpGatewayMock()
afterEach(() => vi.restoreAllMocks())

const card = (name: string) => document.querySelector<HTMLElement>(`main li[aria-label='${name}']`)
const notices = () =>
  [...document.querySelectorAll("[role='alert']")].map((alert) => alert.textContent).join(" | ")
const dialog = () => document.querySelector<HTMLElement>("[role='dialog']")

describe("the marketplace search's results", { timeout: 20_000 }, () => {
  it("shows each storefront found, its highlight marked and kept as text, and what it matched in", async () => {
    const { container } = await openSearch(gateway, "/?searchListings=drones")
    await waitFor(() => expect(card("Acme Drones")).not.toBeNull())
    const hit = card("Acme Drones")!
    expect(container.querySelector("[role='status']")?.textContent).toBe("1 storefront found")
    const name = [...hit.querySelectorAll("a")].find((link) => link.textContent === "Acme Drones")!
    expect(name.getAttribute("href")).toBe(`/ignite/listings/${drones.id}`)
    expect(hit.querySelector("img")?.getAttribute("alt")).toBe("Acme Drones logo")
    const text = hit.textContent ?? ""
    for (const expected of [
      "Drones for hard places",
      "Dayton, OH",
      "VISION only",
      "Cybersecurity",
      "Robotics",
      "3 services · 1 product · 0 use cases · 12 awards",
    ])
      expect(text).toContain(expected)
    const highlight = hit.querySelector<HTMLElement>("[data-search-highlight]")!
    expect(highlight.textContent).toBe("Autonomous drones & <script>alert(1)</script>")
    expect([...highlight.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["drones"])
    expect(hit.querySelector("script")).toBeNull()
    const matches = hit.querySelector<HTMLElement>("[data-search-matches]")!
    expect(matches.textContent).toBe("Matched in: Service 'Drone survey', Award 'Swarm autonomy'")
    expect([...matches.querySelectorAll("a")].map((link) => link.getAttribute("href"))).toEqual([
      `/ignite/listings/${drones.id}?tab=SERVICES&artifactType=service&artifactId=s-1`,
      `/ignite/listings/${drones.id}?tab=AWARDS&artifactType=award&artifactId=a-1`,
    ])
  })

  it("offers a chat with each storefront's company by the hit's account, without opening the storefront", async () => {
    gateway.answers.set("chat.find", {
      data: { chatThread: chatThread(), canStart: false, reason: null },
    })
    await openSearch(gateway, "/?searchListings=drones")
    await waitFor(() => expect(card("Acme Drones")?.textContent).toContain("Go to chat"))
    expect(gateway.inputsOf("chat.find")).toEqual([
      { participants: [{ participantType: "Account", participantId: drones.accountId }] },
    ])
    // reading a storefront counts a profile view: a result card must not
    expect(gateway.inputsOf("connect.listing")).toEqual([])
  })

  it("asks for no highlight when it is turned off", async () => {
    const { container, router } = await openSearch(gateway, "/?searchListings=drones")
    const toggle = inputLabelled(container, "Highlight matches")
    expect(toggle.checked).toBe(true)
    await act(async () => toggle.click())
    await eventually(() =>
      expect(router.state.location.search).toEqual({ searchListings: "drones", highlight: false }),
    )
    await eventually(() =>
      expect(gateway.inputsOf("search.listings").at(-1)).toMatchObject({ highlight: false }),
    )
  })

  it("says when nothing matches", async () => {
    const { container } = await openSearch(gateway, "/?searchListings=zeppelins", (mock) =>
      mock.answers.set("search.listings", { data: resultsPage([]) }),
    )
    await waitFor(() => expect(container.textContent).toContain(searchMessages.noResults))
    expect(container.querySelector("[role='status']")?.textContent).toBe("0 storefronts found")
  })

  it("says when the search failed, and tries again", async () => {
    const { container } = await openSearch(gateway, "/", (mock) =>
      mock.answers.set("search.listings", { error: "InternalError", status: 500 }),
    )
    await waitFor(() => expect(container.textContent).toContain(searchMessages.resultsFailed))
    gateway.answers.set("search.listings", { data: resultsPage([drones]) })
    await act(async () => buttonNamed(container, "Try again").click())
    await waitFor(() => expect(card("Acme Drones")).not.toBeNull())
  })

  it("pages through the address, 'from to to of count entries'", async () => {
    const { container, router } = await openSearch(gateway, "/?searchListings=drones&page=2", (mock) =>
      mock.answers.set("search.listings", {
        data: resultsPage([drones], {
          count: 25,
          page: 2,
          pages: 3,
          from: 11,
          to: 20,
          last: 3,
          series: [1, "2", 3],
        }),
      }),
    )
    await waitFor(() => expect(container.textContent).toContain("11 to 20 of 25 entries"))
    expect(container.querySelector("[role='status']")?.textContent).toBe("25 storefronts found")
    await act(async () => buttonNamed(container, "Next").click())
    await eventually(() =>
      expect(router.state.location.search).toEqual({ searchListings: "drones", page: 3 }),
    )
    await choose(selectLabelled(container, "Entries per page"), "20")
    await eventually(() =>
      expect(router.state.location.search).toEqual({ searchListings: "drones", perPage: 20 }),
    )
    await eventually(() =>
      expect(gateway.inputsOf("search.listings").at(-1)).toMatchObject({ page: 1, perPage: 20 }),
    )
  })
})

describe("saving the search", { timeout: 20_000 }, () => {
  it("saves the address's filters under a name, and says so", async () => {
    const { container } = await openSearch(gateway, "/?listingState=OH&searchListings=drones&page=2")
    gateway.answers.set("search.save", {
      data: {
        id: "22222222-2222-4222-8222-222222222222",
        name: "Drones in Ohio",
        query: "searchListings=drones&listingState=OH",
        alertsEnabled: true,
        createdAt: "2026-01-01T00:00:00.000Z",
        updatedAt: "2026-01-01T00:00:00.000Z",
      },
    })
    await act(async () => buttonNamed(container, "Save search").click())
    await waitFor(() => expect(dialog()).not.toBeNull())
    await typeInto(inputLabelled(dialog()!, "Name"), " Drones in Ohio ")
    await submit(dialog()!.querySelector("form"))
    await waitFor(() =>
      expect(gateway.inputsOf("search.save")).toEqual([
        { name: "Drones in Ohio", query: "searchListings=drones&listingState=OH", alertsEnabled: true },
      ]),
    )
    await waitFor(() => expect(notices()).toContain('Search saved as "Drones in Ohio".'))
  })

  it("asks for a name of 2 to 100 characters", async () => {
    const { container } = await openSearch(gateway, "/?searchListings=drones")
    await act(async () => buttonNamed(container, "Save search").click())
    await waitFor(() => expect(dialog()).not.toBeNull())
    await typeInto(inputLabelled(dialog()!, "Name"), "x")
    await submit(dialog()!.querySelector("form"))
    await waitFor(() => expect(dialog()!.textContent).toContain(searchMessages.nameLength))
    expect(gateway.callsOf("search.save")).toEqual([])
  })

  it("is offered once something narrows the search", async () => {
    const { container } = await openSearch(gateway, "/?sortBy=name")
    expect(buttonNamed(container, "Save search").disabled).toBe(true)
  })
})

describe("exporting the results", { timeout: 20_000 }, () => {
  const exportWith = (answer: () => Response) => {
    const exports: Array<{ url: string; headers: Headers }> = []
    vi.stubGlobal("fetch", async (request: RequestInfo | URL, init?: RequestInit) => {
      if (!String(request).startsWith("/api/")) return gateway.fetch(request, init)
      exports.push({ url: String(request), headers: new Headers(init?.headers) })
      return answer()
    })
    return exports
  }

  it("downloads the CSV of the search with the session's token", async () => {
    const { container } = await openSearch(
      gateway,
      "/?searchListings=drones&naicsCodeIds=541715,541330&page=2",
    )
    const exports = exportWith(
      () =>
        new Response("id,name\n1,Acme Drones\n", {
          headers: {
            "content-type": "text/csv",
            "content-disposition": 'attachment; filename="listings-2026-03-10.csv"',
          },
        }),
    )
    const created = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:listings")
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {})
    const downloads: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.getAttribute("href")}`)
    })
    await act(async () => buttonNamed(container, "Export CSV").click())
    await waitFor(() => expect(downloads).toEqual(["listings-2026-03-10.csv blob:listings"]))
    expect(exports.map((call) => call.url)).toEqual([
      "/api/v1/connect/listings/export?searchListings=drones&naicsCodeIds=541715%2C541330",
    ])
    expect(exports[0]!.headers.get("authorization")).toBe("Bearer token-1")
    expect(exports[0]!.headers.get("accept")).toBe("text/csv")
    expect(await (created.mock.calls[0]![0] as Blob).text()).toBe("id,name\n1,Acme Drones\n")
  })

  it("says when the export failed", async () => {
    const { container } = await openSearch(gateway, "/?searchListings=drones")
    exportWith(
      () =>
        new Response(JSON.stringify({ error: "InternalError", message: "boom", status: 500 }), {
          status: 500,
        }),
    )
    await act(async () => buttonNamed(container, "Export CSV").click())
    await waitFor(() => expect(notices()).toContain(searchMessages.exportFailed))
  })
})
