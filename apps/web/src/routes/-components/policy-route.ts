import type { PolicyKind } from "@ignite/contracts"
import type { RouterContext } from "../../router-context"

/**
 * `loader` of a public policy page (/terms, /privacy, /anti_spam): the request starts with the navigation;
 * the page shows its own spinner and error instead of blocking.
 */
export const prefetchPolicy =
  (kind: PolicyKind) =>
  ({ context: { queryClient, trpc } }: { readonly context: RouterContext }) => {
    void queryClient.prefetchQuery(trpc.policies.latest.queryOptions({ kind }))
  }
