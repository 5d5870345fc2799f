import type { AppRouter } from "@ignite/gateway"
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query"
import { createTRPCClient, httpBatchLink } from "@trpc/client"
import { createTRPCContext, createTRPCOptionsProxy, type TRPCOptionsProxy } from "@trpc/tanstack-react-query"
import { authErrorCodeOf, reportAuthError } from "./auth-errors"
import { httpStatusOf } from "./http-status"
import { getSessionToken } from "./session/session-token"

export type Trpc = TRPCOptionsProxy<AppRouter>

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>()

/** Read on every request so a sign-in or sign-out applies without rebuilding the client. */
export const requestHeaders = (): Record<string, string> => {
  const token = getSessionToken()
  return {
    Accept: "application/json",
    "Cache-Control": "no-store",
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  }
}

export const createTrpcClient = () =>
  createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: "/trpc", headers: requestHeaders })],
  })

const maxRetries = 2

// A 4xx answer will not change on retry (and a 401 must reach the auth handling at once).
const shouldRetry = (failureCount: number, error: unknown) => {
  const status = httpStatusOf(error)
  return failureCount < maxRetries && (status === undefined || status >= 500)
}

// Every call's authorization failure (expired session, unconfirmed email, unsigned terms) is handled in
// one place, whichever screen made the call.
const reportIfAuthError = (error: unknown, input?: unknown) => {
  const code = authErrorCodeOf(error)
  if (code) reportAuthError({ code, input })
}

export const createQueryClient = () =>
  new QueryClient({
    queryCache: new QueryCache({ onError: (error) => reportIfAuthError(error) }),
    mutationCache: new MutationCache({ onError: (error, input) => reportIfAuthError(error, input) }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
    },
  })

/** The options proxy for loaders and other code outside React; components use `useTRPC()`. */
export const createTrpcOptions = (
  client: ReturnType<typeof createTrpcClient>,
  queryClient: QueryClient,
): Trpc => createTRPCOptionsProxy<AppRouter>({ client, queryClient })
