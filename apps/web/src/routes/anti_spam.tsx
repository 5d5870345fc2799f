import { createFileRoute } from "@tanstack/react-router"
import { PolicyPage } from "../features/policies/components/policy-page"

export const Route = createFileRoute("/anti_spam")({
  // Start the request with the navigation; the page shows its own spinner and error instead of blocking.
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.policies.latest.queryOptions({ kind: "antiSpam" }))
  },
  component: AntiSpamPage,
})

function AntiSpamPage() {
  return <PolicyPage kind="antiSpam" />
}
