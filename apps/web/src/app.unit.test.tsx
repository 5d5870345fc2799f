// @vitest-environment happy-dom
import type { SystemStatus } from "@ignite/contracts"
import { createMemoryHistory } from "@tanstack/react-router"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { App } from "./app"
import { supportUrl } from "./features/support/support-url"
import { clearSessionToken, setSessionToken } from "./lib/session"
import { createQueryClient, createTrpcClient, createTrpcOptions } from "./lib/trpc"
import { createAppRouter } from "./router"
import { mount, waitFor } from "./test-support/render"

const status: SystemStatus = {
  name: "ignite",
  version: "0.0.0",
  driver: "pglite",
  bus: "in-process",
  eventCount: 1234,
  projections: [],
}

// tRPC's batch wire format: one entry per call in the batch.
const trpcAnswer = (entry: object, httpStatus = 200) =>
  new Response(JSON.stringify([entry]), {
    status: httpStatus,
    headers: { "content-type": "application/json" },
  })

const fetchMock = vi.fn<typeof fetch>()

const renderApp = async (path: string) => {
  const queryClient = createQueryClient()
  // Retries would only slow the error case down.
  queryClient.setDefaultOptions({ queries: { retry: false } })
  const trpcClient = createTrpcClient()
  const router = createAppRouter(
    { queryClient, trpc: createTrpcOptions(trpcClient, queryClient) },
    createMemoryHistory({ initialEntries: [path] }),
  )
  const rendered = await mount(<App queryClient={queryClient} trpcClient={trpcClient} router={router} />)
  cleanup = rendered.unmount
  return { ...rendered, router }
}

let cleanup = () => {}

describe("web shell", () => {
  beforeEach(() => {
    vi.stubGlobal("fetch", fetchMock)
    fetchMock.mockResolvedValue(trpcAnswer({ result: { data: status } }))
  })
  afterEach(() => {
    cleanup()
    clearSessionToken()
    fetchMock.mockReset()
    vi.unstubAllGlobals()
  })

  it("lays out header, main and footer with the legal and support links", async () => {
    const { container } = await renderApp("/")
    await waitFor(() => expect(container.querySelector("main h1")?.textContent).toBe("Welcome to Ignite"))
    expect(container.querySelector("header a[href='/']")?.textContent).toBe("Ignite")
    const footerLinks = [...container.querySelectorAll<HTMLAnchorElement>("footer a")]
    expect(footerLinks.map((a) => a.getAttribute("href"))).toEqual([
      "/terms",
      "/privacy",
      "/anti_spam",
      supportUrl,
    ])
    const support = footerLinks.at(-1)!
    expect([support.target, support.rel]).toEqual(["_blank", "noopener noreferrer"])
  })

  it("shows the system status from tRPC, sending the session token", async () => {
    setSessionToken("token-123")
    const { container } = await renderApp("/")
    await waitFor(() => expect(container.textContent).toContain("1,234"))
    expect(container.textContent).toContain("PGlite (embedded)")
    expect(container.textContent).toContain("In-process")

    const [url, init] = fetchMock.mock.calls[0]!
    expect(String(url)).toContain("/trpc/system.status")
    const headers = new Headers(init?.headers)
    expect(headers.get("authorization")).toBe("Bearer token-123")
    expect(headers.get("cache-control")).toBe("no-store")
    expect(headers.get("accept")).toBe("application/json")
  })

  it("sends no Authorization header when signed out", async () => {
    const { container } = await renderApp("/")
    await waitFor(() => expect(container.textContent).toContain("1,234"))
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).has("authorization")).toBe(false)
  })

  it("shows the error fallback when the status call fails", async () => {
    fetchMock.mockResolvedValue(
      trpcAnswer(
        {
          error: { message: "boom", code: -32603, data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500 } },
        },
        500,
      ),
    )
    const { container } = await renderApp("/")
    await waitFor(() => expect(container.textContent).toContain("Something went wrong!"))
  })

  it("shows the not-found fallback inside the layout for an unknown route", async () => {
    const { container } = await renderApp("/no/such/page")
    await waitFor(() =>
      expect(container.querySelector("main h1")?.textContent).toBe("The requested resource does not exist"),
    )
    expect(container.querySelector("footer")).not.toBeNull()
  })
})
