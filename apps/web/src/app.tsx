import { MantineProvider } from "@mantine/core"
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { RouterProvider } from "@tanstack/react-router"
import { type createTrpcClient, TRPCProvider } from "./lib/trpc"
import type { AppRouterInstance } from "./router"
import { cssVariablesResolver, theme } from "./theme"

export interface AppProps {
  readonly queryClient: QueryClient
  readonly trpcClient: ReturnType<typeof createTrpcClient>
  readonly router: AppRouterInstance
}

/** The providers every screen relies on, in dependency order. */
export function App({ queryClient, trpcClient, router }: AppProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <RouterProvider router={router} />
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  )
}
