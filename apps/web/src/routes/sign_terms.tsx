import { createFileRoute } from "@tanstack/react-router"
import { TermsSigner } from "../features/policies/components/terms-signer"

// Signed-in only: the route gate keeps signed-out visitors away and sends users with unsigned terms here.
export const Route = createFileRoute("/sign_terms")({
  // Start the request with the navigation, in parallel with loading this page's code.
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.policies.unsigned.queryOptions())
  },
  component: SignTermsPage,
})

function SignTermsPage() {
  return <TermsSigner />
}
