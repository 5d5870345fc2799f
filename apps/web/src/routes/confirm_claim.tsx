import { createFileRoute } from "@tanstack/react-router"
import { ConfirmClaimScreen } from "../features/onboarding/components/confirm-claim-screen"
import { requireToken, tokenSearch } from "./-components/token-link"

const claimSearch = tokenSearch("claimToken")

export const Route = createFileRoute("/confirm_claim")({
  validateSearch: claimSearch,
  // Spec 01 §2: without the mailed token there is nothing to check.
  beforeLoad: requireToken("claimToken", "/"),
  // The check starts with the navigation, in parallel with loading this page's code.
  loaderDeps: ({ search }) => ({ claimToken: search.claimToken }),
  loader: ({ context: { queryClient, trpc }, deps: { claimToken } }) => {
    if (claimToken) void queryClient.prefetchQuery(trpc.accounts.checkClaim.queryOptions({ claimToken }))
  },
  component: ConfirmClaimPage,
})

function ConfirmClaimPage() {
  const { claimToken = "" } = Route.useSearch()
  // Keyed, so a second link opened in the same tab starts over.
  return <ConfirmClaimScreen key={claimToken} claimToken={claimToken} />
}
