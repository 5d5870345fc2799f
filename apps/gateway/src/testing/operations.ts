import { adapters } from "../adapters"
import { appRouter } from "../trpc/app-router"
import type { TestApp } from "./test-app"

/** Every REST operation the gateway serves, from the adapters list. */
export const restRoutes = adapters.flatMap((adapter) => adapter.routes)

/** Every tRPC procedure by path, with its kind. */
export const procedures = (
  appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string } }> } }
)._def.procedures

/** Calls a procedure over HTTP as a client does: a query with its input in the URL, a mutation with a body. */
export const callProcedure = (
  app: TestApp,
  path: string,
  input: unknown,
  token?: string,
  headers: Record<string, string> = {},
) =>
  procedures[path]!._def.type === "query"
    ? app.request(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { token, headers })
    : app.request(`/trpc/${path}`, {
        method: "POST",
        token,
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(input),
      })
