import type { QueryClient } from "@tanstack/react-query"
import type { Trpc } from "./lib/trpc"

/** What every route's loader receives: warm the query cache through the same options the components use. */
export interface RouterContext {
  readonly queryClient: QueryClient
  readonly trpc: Trpc
}
