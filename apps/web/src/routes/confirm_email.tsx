import { createFileRoute, redirect } from "@tanstack/react-router"
import { ConfirmEmailScreen } from "../features/auth/components/confirm-email-screen"
import { appPathOrUndefined, optionalText } from "../lib/search-params"

// Open to everybody, signed in or not: the route gate lets every user through to a mailed link.
export const Route = createFileRoute("/confirm_email")({
  // `redirectTo`: where Continue leads, when the link names a path of this app (checked again here).
  validateSearch: (search: Record<string, unknown>): { confirmationToken?: string; redirectTo?: string } => {
    // Both keys always: the root passes the raw query through, and a refused value must not survive it.
    return {
      confirmationToken: optionalText(search.confirmationToken),
      redirectTo: appPathOrUndefined(optionalText(search.redirectTo)),
    }
  },
  beforeLoad: ({ search }) => {
    if (!search.confirmationToken) throw redirect({ to: "/", replace: true })
  },
  component: ConfirmEmailPage,
})

function ConfirmEmailPage() {
  const { confirmationToken, redirectTo } = Route.useSearch()
  // Keyed, so a second link opened in the same tab starts over.
  return (
    <ConfirmEmailScreen
      key={confirmationToken}
      confirmationToken={confirmationToken ?? ""}
      continueTo={redirectTo ?? "/"}
    />
  )
}
