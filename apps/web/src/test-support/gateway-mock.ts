import { socialMediaTypes } from "@ignite/contracts"
import type { SiteSettings } from "@ignite/contracts/reference"
import type { AppRouter } from "@ignite/gateway"
import type { AnyTRPCProcedure, inferRouterInputs, inferRouterOutputs } from "@trpc/server"
import { act } from "react"
import { afterEach, beforeEach, vi } from "vitest"
import { clear } from "../ui/notifications/notification-store"
import { FakeSocket } from "./fake-cable"
import { unmountAll } from "./render"

/** Each procedure's dotted path in a router record, nested routers flattened: "operator.users.create". */
type PathsOf<TRecord> = {
  [K in keyof TRecord & string]: TRecord[K] extends AnyTRPCProcedure ? K : `${K}.${PathsOf<TRecord[K]>}`
}[keyof TRecord & string]

/** What a tree of inferred inputs or outputs holds at a dotted path. */
type At<TTree, TPath extends string> = TPath extends `${infer Head}.${infer Rest}`
  ? Head extends keyof TTree
    ? At<TTree[Head], Rest>
    : never
  : TPath extends keyof TTree
    ? TTree[TPath]
    : never

/** A procedure the gateway serves, as the client names it in the URL: "users.me", "policies.latest". */
export type ProcedurePath = PathsOf<AppRouter["_def"]["record"]>
export type ProcedureInput<P extends ProcedurePath> = At<inferRouterInputs<AppRouter>, P>
/** The output as it arrives over the wire (JSON-serialized: no transformer), which is what the mock sends. */
export type ProcedureOutput<P extends ProcedurePath> = At<inferRouterOutputs<AppRouter>, P>

/** The gateway's HTTP status and, where the test needs them, the server's error code, message and details. */
type GatewayFailure = {
  readonly status: number
  readonly error?: string
  readonly message?: string
  readonly details?: ReadonlyArray<{ readonly path: string; readonly message: string }>
}

/** What a mocked procedure answers: its output, a failure, or nothing ever. */
export type GatewayAnswer<P extends ProcedurePath> =
  | { readonly data: ProcedureOutput<P> }
  | GatewayFailure
  | { readonly never: true }

/** An answer, or a function of the input the client sent that picks one. */
export type Configured<P extends ProcedurePath> =
  | GatewayAnswer<P>
  | ((input: ProcedureInput<P>) => GatewayAnswer<P>)

// What the fake fetch sends back, whichever procedure it was: the types were checked when it was configured.
type WireAnswer = { readonly data: unknown } | GatewayFailure | { readonly never: true }

/**
 * A `fetch` that speaks tRPC's batch wire format (several procedures per request, one entry each) and
 * fails with the server's error data. Unknown procedures answer 404.
 */
export const createGatewayMock = () => {
  const answers = new Map<string, (input: unknown) => WireAnswer>()
  const calls: Array<{ procedure: string; input: unknown; authorization: string | null }> = []
  const callsOf = (procedure: ProcedurePath) => calls.filter((call) => call.procedure === procedure)

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
      return answers.get(procedure)?.(input) ?? { error: "NotFound", status: 404 }
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
    answers: {
      set<P extends ProcedurePath>(procedure: P, configured: Configured<P>) {
        answers.set(procedure, (input) =>
          // The client is typed against the same router, so what it sent is this procedure's input.
          typeof configured === "function" ? configured(input as ProcedureInput<P>) : configured,
        )
      },
    },
    /** What was sent to `procedure`, as it went over the wire. */
    callsOf,
    inputsOf: (procedure: ProcedurePath) => callsOf(procedure).map((call) => call.input),
    reset() {
      answers.clear()
      calls.length = 0
      fetch.mockClear()
    },
  }
}

export type GatewayMock = ReturnType<typeof createGatewayMock>

/**
 * A gateway mock in place of `fetch` (and a FakeSocket in place of WebSocket) for each test of the file, and a clean slate after each: what the
 * test rendered unmounted, notifications, web storage (the session token with it), answers and calls.
 */
/** The site settings a test gets unless it says otherwise: no maps, no VISION, the captcha on. */
export const defaultSiteSettings: SiteSettings = {
  maps: { key: null },
  vision: { url: null },
  support: { url: "https://support.ignite.example/docs" },
  captcha: { mode: "altcha" },
}

export const setUpGatewayMock = (): GatewayMock => {
  const gateway = createGatewayMock()
  beforeEach(() => {
    // what every screen may ask before a test says anything: the app's start and the reference lookups
    gateway.answers.set("reference.siteSettings", { data: defaultSiteSettings })
    gateway.answers.set("reference.socialMediaTypes", { data: [...socialMediaTypes] })
    vi.stubGlobal("fetch", gateway.fetch)
    // the header listens on /cable for signed-in users: a socket that goes nowhere unless a test drives it
    FakeSocket.reset()
    vi.stubGlobal("WebSocket", FakeSocket)
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
