import { createFileRoute } from "@tanstack/react-router"
import { SignUpForm } from "../features/onboarding/components/sign-up-form"
import { claimSignUpSearch } from "../features/onboarding/sign-up-search"
import { requireToken } from "./-components/token-link"

export const Route = createFileRoute("/claim_signup")({
  validateSearch: claimSignUpSearch,
  // The sign-up completes a claim link; without one there is nothing to complete.
  beforeLoad: requireToken("claimToken", "/"),
  component: ClaimSignUpPage,
})

function ClaimSignUpPage() {
  const { claimToken = "", firstName = "", lastName = "" } = Route.useSearch()
  return (
    <SignUpForm
      key={claimToken}
      link={{ kind: "claim", claimToken }}
      firstName={firstName}
      lastName={lastName}
    />
  )
}
