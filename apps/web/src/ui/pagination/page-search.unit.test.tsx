// @vitest-environment happy-dom
// A browser environment: under Node the router acts as a server and redirects to the canonical search.
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from "@tanstack/react-router"
import { act } from "react"
import { afterEach, describe, expect, it } from "vitest"
import { byText, renderInRouter, unmountAll, waitFor } from "../../test-support/render"
import { pageSearchSchema, usePageSearch } from "./page-search"

// Through a real router, so the URL parsing and the validateSearch contract are exercised as in the app.
const searchAt = async (href: string) => {
  const rootRoute = createRootRoute()
  const listRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: "/list",
    validateSearch: pageSearchSchema,
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([listRoute]),
    history: createMemoryHistory({ initialEntries: [href] }),
  })
  await router.load()
  return router.state.matches.at(-1)?.search
}

describe("pageSearchSchema", () => {
  it("keeps a valid page and page size", async () => {
    expect(await searchAt("/list?page=4&perPage=20")).toEqual({ page: 4, perPage: 20 })
  })

  it("defaults to page 1 of 10 entries", async () => {
    expect(await searchAt("/list")).toEqual({ page: 1, perPage: 10 })
  })

  it("resets an invalid page to 1 and an unknown page size to 10", async () => {
    expect(await searchAt("/list?page=abc&perPage=7")).toEqual({ page: 1, perPage: 10 })
    expect(await searchAt("/list?page=-2&perPage=50")).toEqual({ page: 1, perPage: 10 })
    expect(await searchAt("/list?page=2.5&perPage=5")).toEqual({ page: 1, perPage: 5 })
  })
})

function PagedScreen() {
  const { page, perPage, onChange } = usePageSearch()
  return (
    <button type="button" onClick={() => onChange({ page: page + 1, perPage })}>
      {`page ${page} of size ${perPage}`}
    </button>
  )
}

describe("usePageSearch", () => {
  afterEach(unmountAll)

  it("reads the page from the URL and writes the next one, keeping other params", async () => {
    const { container, router } = await renderInRouter(PagedScreen, "/?q=drones&page=2&perPage=20")
    await act(async () => byText(container, "button", "page 2 of size 20").click())
    await waitFor(() => expect(router.state.location.search).toEqual({ q: "drones", page: 3, perPage: 20 }))
    expect(container.querySelector("button")?.textContent).toBe("page 3 of size 20")
  })

  it("repairs invalid params", async () => {
    const { container } = await renderInRouter(PagedScreen, "/?page=zero&perPage=13")
    expect(container.querySelector("button")?.textContent).toBe("page 1 of size 10")
  })
})
