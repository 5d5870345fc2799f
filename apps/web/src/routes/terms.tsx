import { createFileRoute } from "@tanstack/react-router"
import { PolicyPage } from "../features/policies/components/policy-page"

export const Route = createFileRoute("/terms")({
  // Start the request with the navigation; the page shows its own spinner and error instead of blocking.
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.policies.latest.queryOptions({ kind: "terms" }))
  },
  component: TermsPage,
})

function TermsPage() {
  return <PolicyPage kind="terms" />
}
