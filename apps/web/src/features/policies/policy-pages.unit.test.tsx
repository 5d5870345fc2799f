// @vitest-environment happy-dom
import type { PolicyDocument } from "@ignite/contracts"
import { createMemoryHistory } from "@tanstack/react-router"
import { act } from "react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { App } from "../../app"
import { createQueryClient, createTrpcClient, createTrpcOptions } from "../../lib/trpc"
import { createAppRouter } from "../../router"
import { byText, mount, waitFor } from "../../test-support/render"
import { clear } from "../notifications/notification-store"
import { policyMessages } from "./messages"
import { createTrpcFetchMock } from "./trpc-fetch-mock"

// The routes as a signed-out visitor meets them, through the whole app (route gate, layout, loaders).
const terms: PolicyDocument = {
  id: "11111111-1111-4111-8111-111111111111",
  title: "Terms of Service",
  publishDate: "2026-11-01",
  content: "<h2>Accounts</h2><p>One account per <strong>Unique Entity Id</strong>.</p>",
}

const gateway = createTrpcFetchMock()
let cleanup = () => {}

const renderApp = async (path: string) => {
  const queryClient = createQueryClient()
  // Retries would only slow the error cases down; the app's other defaults stay (setDefaultOptions replaces).
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } })
  const trpcClient = createTrpcClient()
  const router = createAppRouter(
    { queryClient, trpc: createTrpcOptions(trpcClient, queryClient) },
    createMemoryHistory({ initialEntries: [path] }),
  )
  const rendered = await mount(<App queryClient={queryClient} trpcClient={trpcClient} router={router} />)
  cleanup = rendered.unmount
  return { ...rendered, router }
}

describe("public policy routes", () => {
  beforeEach(() => {
    vi.stubGlobal("fetch", gateway.fetch)
  })
  afterEach(() => {
    cleanup()
    act(() => clear())
    gateway.reset()
    vi.unstubAllGlobals()
  })

  it("shows title, effective date and content, with a back link to the start", async () => {
    gateway.answers.set("policies.latest", { data: terms })
    const { container } = await renderApp("/terms")
    await waitFor(() => expect(container.querySelector("main h1")?.textContent).toBe("Terms of Service"))
    expect(container.querySelector("main")?.textContent).toContain("Effective Date: November 1, 2026")
    expect(container.querySelector("main article strong")?.textContent).toBe("Unique Entity Id")
    expect(byText<HTMLAnchorElement>(container, "main a", "← Back").getAttribute("href")).toBe("/")
    expect(gateway.callsOf("policies.latest")).toEqual([{ kind: "terms" }])
  })

  it.each([
    ["/terms", "terms", policyMessages.loadTerms],
    ["/privacy", "privacy", policyMessages.loadPrivacy],
    ["/anti_spam", "antiSpam", policyMessages.loadPolicy],
  ])("asks for the right policy on %s and says so when it cannot be loaded", async (path, kind, message) => {
    gateway.answers.set("policies.latest", { status: 500 })
    const { container } = await renderApp(path)
    await waitFor(() => expect(document.querySelector("[role='alert']")?.textContent).toContain(message))
    expect(container.querySelector("main")?.textContent).toContain(message)
    expect(gateway.callsOf("policies.latest")).toContainEqual({ kind })
  })
})
