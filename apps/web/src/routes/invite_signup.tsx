import { createFileRoute, redirect } from "@tanstack/react-router"
import { SignUpForm } from "../features/onboarding/components/sign-up-form"
import { inviteSignUpSearch } from "../features/onboarding/sign-up-search"

export const Route = createFileRoute("/invite_signup")({
  validateSearch: inviteSignUpSearch,
  // The sign-up completes an invite link; without one there is nothing to complete.
  beforeLoad: ({ search }) => {
    if (!search.inviteToken) throw redirect({ to: "/", replace: true })
  },
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
