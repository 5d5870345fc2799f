import { createFileRoute } from "@tanstack/react-router"
import { SignUpForm } from "../features/onboarding/components/sign-up-form"
import { inviteSignUpSearch } from "../features/onboarding/sign-up-search"
import { requireToken } from "./-components/token-link"

export const Route = createFileRoute("/invite_signup")({
  validateSearch: inviteSignUpSearch,
  // The sign-up completes an invite link; without one there is nothing to complete.
  beforeLoad: requireToken("inviteToken", "/"),
  component: InviteSignUpPage,
})

function InviteSignUpPage() {
  const { inviteToken = "", firstName = "", lastName = "" } = Route.useSearch()
  return (
    <SignUpForm
      key={inviteToken}
      link={{ kind: "invite", inviteToken }}
      firstName={firstName}
      lastName={lastName}
    />
  )
}
