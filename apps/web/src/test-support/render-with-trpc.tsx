import { QueryClientProvider } from "@tanstack/react-query"
import type { ReactNode } from "react"
import { createQueryClient, createTrpcClient, TRPCProvider } from "../lib/trpc"
import { NotificationOutlet } from "../ui/notifications/notification-outlet"
import { renderInRouter } from "./render"

/**
 * Renders a screen of this feature with the app's tRPC client, a fresh query cache and the notification
 * outlet, in a router: what the layout gives it in the app.
 */
export const renderWithTrpc = async (Screen: () => ReactNode, path = "/") => {
  const queryClient = createQueryClient()
  // Retries would only slow the error cases down; the app's other defaults stay (setDefaultOptions replaces).
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } })
  const trpcClient = createTrpcClient()
  return renderInRouter(
    () => (
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <Screen />
          <NotificationOutlet />
        </TRPCProvider>
      </QueryClientProvider>
    ),
    path,
  )
}
