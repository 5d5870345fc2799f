// @vitest-environment happy-dom
import { act } from "react"
import { describe, expect, it } from "vitest"
import { eventually, inputLabelled } from "../../test-support/app-harness"
import { setUpGatewayMock } from "../../test-support/gateway-mock"
import { openSearch } from "./search-fixtures"

const gateway = setUpGatewayMock()

/** The procedures of each request the page sent, as batched over the wire. */
const requests = () =>
  gateway.fetch.mock.calls.map(([request]) =>
    new URL(String(request), "http://localhost").pathname.replace("/trpc/", "").split(","),
  )

describe("the government user's home, arriving", () => {
  it("asks for its whole first view in one request, and only for the results as the filters change", async () => {
    const { container, router } = await openSearch(gateway, "/?searchListings=drones")
    const firstView = requests().find((procedures) => procedures.includes("search.listings"))
    expect(firstView).toEqual(["search.listings", "search.facets", "matches.companies", "matches.digest"])

    await act(async () => inputLabelled(container, "Highlight matches").click())
    await eventually(() =>
      expect(router.state.location.search).toEqual({ searchListings: "drones", highlight: false }),
    )
    await eventually(() => expect(gateway.callsOf("search.listings")).toHaveLength(2))
    expect(gateway.callsOf("matches.companies")).toHaveLength(1)
    expect(gateway.callsOf("matches.digest")).toHaveLength(1)
  })
})
