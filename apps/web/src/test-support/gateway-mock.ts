import { act } from "react"
import { afterEach, beforeEach, vi } from "vitest"
import { clear } from "../features/notifications/notification-store"
import { unmountAll } from "./render"

/**
 * What a mocked procedure answers: data, a failure with the gateway's HTTP status (and, where the test
 * needs them, the server's error code, message and field details), or nothing ever.
 */
export type GatewayAnswer =
  | { readonly data: unknown }
  | {
      readonly status: number
      readonly error?: string
      readonly message?: string
      readonly details?: ReadonlyArray<{ readonly path: string; readonly message: string }>
    }
  | { readonly never: true }

type Configured = GatewayAnswer | ((input: unknown) => GatewayAnswer)

/**
 * A `fetch` that speaks tRPC's batch wire format (several procedures per request, one entry each) and
 * fails with the server's error data. Unknown procedures answer 404.
 */
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
        : "status" in result
          ? {
              error: {
                message: result.message ?? result.error ?? "failed",
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
    const failed = results.find((result) => "status" in result) as { status: number } | undefined
    return new Response(JSON.stringify(entries), {
      status: procedures.length > 1 && failed ? 207 : (failed?.status ?? 200),
      headers: { "content-type": "application/json" },
    })
  })

  return {
    fetch,
    answers,
    callsOf: (procedure: string) => calls.filter((call) => call.procedure === procedure),
    inputsOf: (procedure: string) =>
      calls.filter((call) => call.procedure === procedure).map((call) => call.input),
    reset() {
      answers.clear()
      calls.length = 0
      fetch.mockClear()
    },
  }
}

export type GatewayMock = ReturnType<typeof createGatewayMock>

/**
 * A gateway mock in place of `fetch` for each test of the file, and a clean slate after each: what the
 * test rendered unmounted, notifications, web storage (the session token with it), answers and calls.
 */
export const setUpGatewayMock = (): GatewayMock => {
  const gateway = createGatewayMock()
  beforeEach(() => {
    vi.stubGlobal("fetch", gateway.fetch)
  })
  afterEach(() => {
    unmountAll()
    act(() => clear())
    localStorage.clear()
    sessionStorage.clear()
    gateway.reset()
    vi.unstubAllGlobals()
  })
  return gateway
}
