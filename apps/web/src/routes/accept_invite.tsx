import { createFileRoute } from "@tanstack/react-router"
import { AcceptInviteScreen } from "../features/onboarding/components/accept-invite-screen"
import { requireToken, tokenSearch } from "./-components/token-link"

const inviteSearch = tokenSearch("inviteToken")

export const Route = createFileRoute("/accept_invite")({
  validateSearch: inviteSearch,
  // Without the mailed token there is nothing to check (as /confirm_claim, spec 01 §2).
  beforeLoad: requireToken("inviteToken", "/"),
  // The check starts with the navigation, in parallel with loading this page's code.
  loaderDeps: ({ search }) => ({ inviteToken: search.inviteToken }),
  loader: ({ context: { queryClient, trpc }, deps: { inviteToken } }) => {
    if (inviteToken) void queryClient.prefetchQuery(trpc.accounts.checkInvite.queryOptions({ inviteToken }))
  },
  component: AcceptInvitePage,
})

function AcceptInvitePage() {
  const { inviteToken = "" } = Route.useSearch()
  return <AcceptInviteScreen key={inviteToken} inviteToken={inviteToken} />
}
