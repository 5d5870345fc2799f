import type { CurrentUser } from "@ignite/contracts"
import { createMemoryHistory } from "@tanstack/react-router"
import { act } from "react"
import { vi } from "vitest"
import { App } from "../../app"
import { createQueryClient, createTrpcClient, createTrpcOptions } from "../../lib/trpc"
import { createAppRouter } from "../../router"
import { mount } from "../../test-support/render"

/**
 * Tests of the gate and the identity screens: the whole app (gate, layout, routes) in a memory router,
 * with a gateway that speaks tRPC's batch format and fails with the server's error data.
 */
export type GatewayAnswer =
  | { readonly data: unknown }
  | {
      readonly error: string
      readonly status: number
      readonly message?: string
      readonly details?: ReadonlyArray<{ readonly path: string; readonly message: string }>
    }
  | { readonly never: true }

type Configured = GatewayAnswer | ((input: unknown) => GatewayAnswer)

export const createGatewayMock = () => {
  const answers = new Map<string, Configured>()
  const calls: Array<{ procedure: string; input: unknown; authorization: string | null }> = []

  const fetch = vi.fn<typeof globalThis.fetch>(async (request, init) => {
    const url = new URL(String(request), "http://localhost")
    const procedures = url.pathname.replace("/trpc/", "").split(",")
    const inputs = (
      init?.body ? JSON.parse(String(init.body)) : JSON.parse(url.searchParams.get("input") ?? "{}")
    ) as Record<string, unknown>
    const authorization = new Headers(init?.headers).get("authorization")
    const results = procedures.map((procedure, index) => {
      const input = inputs[String(index)]
      calls.push({ procedure, input, authorization })
      const configured = answers.get(procedure)
      return typeof configured === "function"
        ? configured(input)
        : (configured ?? { error: "NotFound", status: 404 })
    })
    if (results.some((result) => "never" in result)) return new Promise<Response>(() => {})
    const entries = results.map((result) =>
      "data" in result
        ? { result: { data: result.data } }
        : "error" in result
          ? {
              error: {
                message: result.message ?? result.error,
                code: -32001,
                data: {
                  httpStatus: result.status,
                  error: result.error,
                  status: result.status,
                  details: result.details,
                },
              },
            }
          : {},
    )
    const failed = results.find((result) => "error" in result) as { status: number } | undefined
    return new Response(JSON.stringify(entries), {
      status: procedures.length > 1 && failed ? 207 : (failed?.status ?? 200),
      headers: { "content-type": "application/json" },
    })
  })

  return {
    fetch,
    answers,
    callsOf: (procedure: string) => calls.filter((call) => call.procedure === procedure),
    reset() {
      answers.clear()
      calls.length = 0
      fetch.mockClear()
    },
  }
}

export const renderApp = async (path: string) => {
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } })
  const trpcClient = createTrpcClient()
  const router = createAppRouter(
    { queryClient, trpc: createTrpcOptions(trpcClient, queryClient) },
    createMemoryHistory({ initialEntries: [path] }),
  )
  const rendered = await mount(<App queryClient={queryClient} trpcClient={trpcClient} router={router} />)
  return { ...rendered, router, queryClient }
}

/** Types into a React-controlled input as a user would: the native setter, then an input event. */
export const typeInto = async (input: HTMLInputElement, value: string) => {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set
  await act(async () => {
    setter?.call(input, value)
    input.dispatchEvent(new Event("input", { bubbles: true }))
  })
}

/** The input a visible label names. */
export const inputLabelled = (container: HTMLElement, label: string) => {
  const element = [...container.querySelectorAll("label")].find(
    (candidate) => candidate.textContent?.replace(/\s*\*\s*$/, "").trim() === label,
  )
  const input = element?.htmlFor ? document.getElementById(element.htmlFor) : null
  if (!(input instanceof HTMLInputElement)) throw new Error(`No input labelled "${label}"`)
  return input
}

export const alertText = () => document.querySelector("[role='alert']")?.textContent ?? ""

export const testUser: CurrentUser = {
  id: "u-1",
  email: "kay@agency.gov",
  unconfirmedEmail: null,
  firstName: "Kay",
  lastName: "Tester",
  title: null,
  cellPhone: null,
  workPhone: null,
  workPhoneExt: null,
  timezone: "America/New_York",
  headshot: null,
  userRoles: ["gov"],
  accountId: null,
  confirmed: true,
  isActive: true,
  socialMediaAccounts: [],
  technologyTypes: [],
  govUserSetting: { allowMessageRequests: true },
  userAppNotificationSetting: { newChatMessage: true },
  userEmailNotificationSetting: { newChatMessage: true },
}

/** Submits a form the way pressing its submit button would. */
export const submit = (form: HTMLFormElement | null) => act(async () => form?.requestSubmit())

export const buttonNamed = (container: ParentNode, name: string) => {
  const button = [...container.querySelectorAll("button")].find((b) => b.textContent?.trim() === name)
  if (!button) throw new Error(`No button "${name}"`)
  return button
}

/**
 * Waits for what timers bring about (Mantine's transitions, the spec's delays): time passes in short
 * act() scopes, so React applies each step's updates before the next check.
 */
export const eventually = async (assertion: () => void, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      assertion()
      return
    } catch (error) {
      if (Date.now() > deadline) throw error
    }
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)))
  }
}
