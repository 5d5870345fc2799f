import { vi } from "vitest"

/** What a mocked procedure answers: data, or a failure with the gateway's HTTP status. */
export type MockAnswer = { readonly data: unknown } | { readonly status: number }

/**
 * A `fetch` that speaks tRPC's batch wire format (several procedures per request, one entry each), for
 * tests of screens that call the gateway. Unknown procedures answer 404.
 */
export const createTrpcFetchMock = () => {
  const answers = new Map<string, MockAnswer | ((input: unknown) => MockAnswer)>()
  const calls: Array<{ procedure: string; input: unknown }> = []

  const fetch = vi.fn<typeof globalThis.fetch>(async (request, init) => {
    const url = new URL(String(request), "http://localhost")
    const procedures = url.pathname.replace("/trpc/", "").split(",")
    const inputs = (
      init?.body ? JSON.parse(String(init.body)) : JSON.parse(url.searchParams.get("input") ?? "{}")
    ) as Record<string, unknown>
    const entries = procedures.map((procedure, index) => {
      const input = inputs[String(index)]
      calls.push({ procedure, input })
      const configured = answers.get(procedure)
      const answer = typeof configured === "function" ? configured(input) : (configured ?? { status: 404 })
      return "data" in answer
        ? { status: 200, entry: { result: { data: answer.data } } }
        : {
            status: answer.status,
            entry: { error: { message: "failed", code: -32603, data: { httpStatus: answer.status } } },
          }
    })
    const failed = entries.find((e) => e.status !== 200)
    return new Response(JSON.stringify(entries.map((e) => e.entry)), {
      status: procedures.length > 1 && failed ? 207 : (failed?.status ?? 200),
      headers: { "content-type": "application/json" },
    })
  })

  return {
    fetch,
    answers,
    calls,
    callsOf: (procedure: string) => calls.filter((call) => call.procedure === procedure).map((c) => c.input),
    reset() {
      answers.clear()
      calls.length = 0
      fetch.mockClear()
    },
  }
}
