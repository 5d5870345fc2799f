// @vitest-environment happy-dom
import type { UseQueryResult } from "@tanstack/react-query"
import { act } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { byText, render, unmountAll } from "../../test-support/render"
import { QueryView } from "./query-view"

// Only the fields QueryView reads: the query's state, its data and refetch.
const queryIn = (state: Partial<UseQueryResult<string, unknown>>) =>
  ({ isPending: false, isError: false, refetch: vi.fn(), ...state }) as unknown as UseQueryResult<
    string,
    unknown
  >

const view = (query: UseQueryResult<string, unknown>, waiting?: boolean) =>
  render(
    <QueryView query={query} waiting={waiting} loading="Loading the thing" failed="The thing did not load.">
      {(data) => <p>{`Got ${data}`}</p>}
    </QueryView>,
  )

describe("QueryView", () => {
  afterEach(unmountAll)

  it("shows a named spinner while the read is pending, or while something else is awaited", async () => {
    for (const [query, waiting] of [
      [queryIn({ isPending: true }), false],
      [queryIn({ data: "it" }), true],
    ] as const) {
      const { container, unmount } = await view(query, waiting)
      expect(container.querySelector("[role='status']")?.getAttribute("aria-label")).toBe("Loading the thing")
      expect(container.textContent).not.toContain("Got")
      unmount()
    }
  })

  it("shows the failure with a way to try again", async () => {
    const query = queryIn({ isError: true })
    const { container } = await view(query)
    expect(container.textContent).toContain("The thing did not load.")
    await act(async () => byText<HTMLButtonElement>(container, "button", "Try again").click())
    expect(query.refetch).toHaveBeenCalledOnce()
  })

  it("renders the data once it has come", async () => {
    const { container } = await view(queryIn({ data: "it" }))
    expect(container.querySelector("p")?.textContent).toBe("Got it")
  })
})
