import { createFileRoute, redirect } from "@tanstack/react-router"
import { ConfirmEmailScreen } from "../features/auth/components/confirm-email-screen"
import { optionalText } from "../lib/search-params"

// Open to everybody, signed in or not: the route gate lets every user through to a mailed link.
export const Route = createFileRoute("/confirm_email")({
  validateSearch: (search: Record<string, unknown>): { confirmationToken?: string } => {
    const confirmationToken = optionalText(search.confirmationToken)
    return confirmationToken ? { confirmationToken } : {}
  },
  beforeLoad: ({ search }) => {
    if (!search.confirmationToken) throw redirect({ to: "/", replace: true })
  },
  component: ConfirmEmailPage,
})

function ConfirmEmailPage() {
  const { confirmationToken } = Route.useSearch()
  // Keyed, so a second link opened in the same tab starts over.
  return <ConfirmEmailScreen key={confirmationToken} confirmationToken={confirmationToken ?? ""} />
}
