// @vitest-environment happy-dom
import { act } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { buttonNamed, eventually, inputLabelled, typeInto } from "../../test-support/app-harness"
import { setUpGatewayMock } from "../../test-support/gateway-mock"
import { waitFor } from "../../test-support/render"
import { choose, listboxOf, openOptions, openSearch, selectLabelled } from "./search-fixtures"

const gateway = setUpGatewayMock()
afterEach(() => vi.useRealTimers())

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)))
const lastInput = (procedure: "search.listings" | "search.facets") => gateway.inputsOf(procedure).at(-1)
/** The pills a multi-select shows for its chosen options. */
const pills = (container: HTMLElement, label: string) =>
  [
    ...(inputLabelled(container, label)
      .closest(".mantine-MultiSelect-root")
      ?.querySelectorAll(".mantine-Pill-label") ?? []),
  ].map((pill) => pill.textContent)
const fieldError = (container: HTMLElement, label: string) => {
  const describedBy = inputLabelled(container, label).getAttribute("aria-describedby") ?? ""
  return describedBy
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ")
}

describe("the marketplace search's filters in the address", { timeout: 20_000 }, () => {
  it("restores every panel from the address and asks the server for it", async () => {
    const { container } = await openSearch(
      gateway,
      "/?searchListings=drones&listingState=OH&naicsCodeIds=541715&listingTechnologyTypeIds=3,4" +
        "&searchServices=survey&awardPhase=Phase%20II&awardAmountMin=1000&awardDateMin=2024-01-31" +
        "&sortBy=name&sortDirection=asc&page=2&perPage=20",
    )
    expect(inputLabelled(container, "Search companies").value).toBe("drones")
    expect(inputLabelled(container, "Search services").value).toBe("survey")
    expect(inputLabelled(container, "Award amount from").value).toBe("1000")
    expect(inputLabelled(container, "Awarded from").value).toBe("2024-01-31")
    expect(selectLabelled(container, "Sort by").value).toBe("name")
    expect(selectLabelled(container, "Order").value).toBe("asc")
    await waitFor(() => expect(inputLabelled(container, "Company state").value).toBe("Ohio"))
    expect(inputLabelled(container, "Award phase").value).toBe("Phase II")
    await waitFor(() =>
      expect(pills(container, "Company technology types")).toEqual(["Cybersecurity", "Robotics"]),
    )
    await waitFor(() =>
      expect(pills(container, "NAICS codes")).toEqual(["541715 - Research and Development"]),
    )
    const filters = {
      searchListings: "drones",
      listingState: "OH",
      naicsCodeIds: ["541715"],
      listingTechnologyTypeIds: ["3", "4"],
      searchServices: "survey",
      awardPhase: "Phase II",
      awardAmountMin: 1000,
      awardDateMin: "2024-01-31",
    }
    expect(lastInput("search.listings")).toEqual({
      page: 2,
      perPage: 20,
      ...filters,
      sortBy: "name",
      sortDirection: "asc",
      highlight: true,
    })
    // the counts depend on the filters alone, not on the page or the order
    expect(lastInput("search.facets")).toEqual(filters)
    // the NAICS codes chosen are named by id, in one call
    expect(gateway.inputsOf("reference.naicsCodesPage")).toContainEqual({
      page: 1,
      perPage: 1,
      ids: ["541715"],
    })
  })

  it("writes typed text into the address once typing pauses, back on page 1", async () => {
    const { container, router } = await openSearch(gateway, "/?page=3&perPage=5")
    const box = inputLabelled(container, "Search companies")
    await typeInto(box, "auto")
    await typeInto(box, "autonomous ")
    await pause(100)
    expect(router.state.location.search).toEqual({ page: 3, perPage: 5 })
    await eventually(() =>
      expect(router.state.location.search).toEqual({ perPage: 5, searchListings: "autonomous" }),
    )
    // the space before the next word stays in the box
    expect(box.value).toBe("autonomous ")
    await eventually(() =>
      expect(lastInput("search.listings")).toMatchObject({
        page: 1,
        perPage: 5,
        searchListings: "autonomous",
      }),
    )
    const asked = gateway
      .inputsOf("search.listings")
      .map((input) => (input as { searchListings?: string }).searchListings)
    expect(asked).not.toContain("auto")
  })

  it("applies a choice at once, back on page 1, each option showing how many storefronts it would find", async () => {
    const { container, router } = await openSearch(gateway, "/?page=2")
    await waitFor(() => expect(gateway.callsOf("search.facets")).not.toEqual([]))
    const options = await openOptions(inputLabelled(container, "Company technology types"))
    await waitFor(() =>
      expect(options.map((option) => option.textContent)).toEqual(["Cybersecurity(12)", "Robotics(5)"]),
    )
    await act(async () => options[1]!.click())
    await eventually(() => expect(router.state.location.search).toEqual({ listingTechnologyTypeIds: "4" }))
    await eventually(() =>
      expect(lastInput("search.listings")).toMatchObject({ page: 1, listingTechnologyTypeIds: ["4"] }),
    )
  })

  it("offers the US states and territories for a company's state, with their counts", async () => {
    const { container, router } = await openSearch(gateway)
    await waitFor(() => expect(gateway.callsOf("search.facets")).not.toEqual([]))
    await waitFor(() => expect(gateway.callsOf("reference.countries")).not.toEqual([]))
    const options = await openOptions(inputLabelled(container, "Company state"))
    await waitFor(() =>
      expect(options.map((option) => option.textContent)).toEqual(["Ohio(7)", "Virginia(0)"]),
    )
    await act(async () => options[0]!.click())
    await eventually(() => expect(router.state.location.search).toEqual({ listingState: "OH" }))
  })

  it("pages the NAICS codes 10 at a time, the next page when the list is scrolled to its end", async () => {
    const codes = Array.from({ length: 25 }, (_, index) => {
      const code = String(541700 + index)
      return { id: code, code, name: `Industry ${index}`, label: `${code} - Industry ${index}` }
    })
    const { container } = await openSearch(gateway, "/", (mock) =>
      mock.answers.set("reference.naicsCodesPage", (input) => {
        const page = Number(input.page)
        return {
          data: {
            data: codes.slice((page - 1) * 10, page * 10),
            pagination: { count: 25, page, pages: 3, from: 1, to: 10, last: 3, series: ["1", "2", "3"] },
          },
        }
      }),
    )
    const box = inputLabelled(container, "NAICS codes")
    await openOptions(box)
    const listbox = listboxOf(box)!
    await waitFor(() => expect(listbox.querySelectorAll("[role='option']")).toHaveLength(10))
    const viewport = listbox.querySelector(".mantine-ScrollArea-viewport")
    await act(async () => viewport!.dispatchEvent(new Event("scroll")))
    await waitFor(() => expect(listbox.querySelectorAll("[role='option']")).toHaveLength(20))
    expect(gateway.inputsOf("reference.naicsCodesPage")).toContainEqual({ page: 2, perPage: 10, search: "" })
  })

  it("names the list whose chosen options could not be restored", async () => {
    const { container } = await openSearch(
      gateway,
      "/?listingTechnologyTypeIds=3&naicsCodeIds=541715",
      (mock) => {
        mock.answers.set("reference.technologyTypes", { error: "InternalError", status: 500 })
        mock.answers.set("reference.naicsCodesPage", (input) =>
          Array.isArray(input.ids)
            ? { error: "InternalError", status: 500 }
            : {
                data: {
                  data: [],
                  pagination: { count: 0, page: 1, pages: 1, from: 0, to: 0, last: 1, series: ["1"] },
                },
              },
        )
      },
    )
    await waitFor(() =>
      expect(fieldError(container, "Company technology types")).toContain(
        "Failed to load the chosen technology types. Please try again.",
      ),
    )
    await waitFor(() =>
      expect(fieldError(container, "NAICS codes")).toContain(
        "Failed to load the chosen NAICS codes. Please try again.",
      ),
    )
    // a list that failed with nothing chosen says so only in its dropdown
    expect(fieldError(container, "Service technology types")).toBe("")
    // the chosen ids still search
    expect(lastInput("search.listings")).toMatchObject({
      listingTechnologyTypeIds: ["3"],
      naicsCodeIds: ["541715"],
    })
  })

  it("refuses an award date after today, leaving the address as it was", async () => {
    vi.useFakeTimers({ now: new Date("2026-03-10T12:00:00Z"), toFake: ["Date"] })
    const { container, router } = await openSearch(gateway, "/?searchAwards=lidar")
    const from = inputLabelled(container, "Awarded from")
    expect(from.max).toBe("2026-03-10")
    await typeInto(from, "2026-03-11")
    await waitFor(() => expect(fieldError(container, "Awarded from")).toContain("cannot be later than today"))
    await pause(50)
    expect(router.state.location.search).toEqual({ searchAwards: "lidar" })
    await typeInto(from, "2026-03-10")
    await eventually(() =>
      expect(router.state.location.search).toEqual({ searchAwards: "lidar", awardDateMin: "2026-03-10" }),
    )
    expect(fieldError(container, "Awarded from")).not.toContain("cannot be later than today")
  })

  it("refuses an amount that is not a number of dollars", async () => {
    const { container, router } = await openSearch(gateway, "/?searchAwards=lidar")
    await typeInto(inputLabelled(container, "Award amount to"), "lots")
    await waitFor(() =>
      expect(fieldError(container, "Award amount to")).toContain("must be a number of dollars"),
    )
    await typeInto(inputLabelled(container, "Award amount to"), "250000")
    await eventually(() =>
      expect(router.state.location.search).toEqual({ searchAwards: "lidar", awardAmountMax: 250000 }),
    )
  })

  it("sorts and orders, back on page 1", async () => {
    const { container, router } = await openSearch(gateway, "/?page=2")
    await choose(selectLabelled(container, "Sort by"), "relevance")
    await eventually(() => expect(router.state.location.search).toEqual({ sortBy: "relevance" }))
    await choose(selectLabelled(container, "Order"), "asc")
    await eventually(() =>
      expect(router.state.location.search).toEqual({ sortBy: "relevance", sortDirection: "asc" }),
    )
    await eventually(() =>
      expect(lastInput("search.listings")).toMatchObject({
        page: 1,
        sortBy: "relevance",
        sortDirection: "asc",
      }),
    )
  })

  it("resets every filter and the sort, keeping the page size", async () => {
    const { container, router } = await openSearch(
      gateway,
      "/?searchListings=drones&sortBy=name&perPage=20&page=2",
    )
    expect(inputLabelled(container, "Search companies").value).toBe("drones")
    await act(async () => buttonNamed(container, "Reset").click())
    await eventually(() => expect(router.state.location.search).toEqual({ perPage: 20 }))
    await waitFor(() => expect(inputLabelled(container, "Search companies").value).toBe(""))
    expect(selectLabelled(container, "Sort by").value).toBe("createdAt")
  })
})
