import { createFileRoute, redirect } from "@tanstack/react-router"
import { ClaimResultScreen } from "../features/onboarding/components/claim-result-screen"
import { optionalText, presentParams } from "../lib/search-params"

export const Route = createFileRoute("/claim_result")({
  // `resultMessage`: ClaimSuccess or the request's error code; the UEI and email feed the resend form.
  validateSearch: (search: Record<string, unknown>) =>
    presentParams({
      resultMessage: optionalText(search.resultMessage),
      uniqueEntityId: optionalText(search.uniqueEntityId),
      email: optionalText(search.email),
    }),
  // Spec 01 §2: with no outcome there is nothing to show.
  beforeLoad: ({ search }) => {
    if (!search.resultMessage) throw redirect({ to: "/", replace: true })
  },
  component: ClaimResultPage,
})

function ClaimResultPage() {
  const { resultMessage = "", uniqueEntityId, email } = Route.useSearch()
  return <ClaimResultScreen resultMessage={resultMessage} uniqueEntityId={uniqueEntityId} email={email} />
}
