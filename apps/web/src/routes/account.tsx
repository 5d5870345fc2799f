import { createFileRoute } from "@tanstack/react-router"
import { AccountPage } from "../features/account/components/account-page"
import { GovEditProfileForm } from "../features/govusers/components/gov-edit-profile-form"
import { OwnGovProfileCards } from "../features/govusers/components/own-gov-profile-cards"
import { DigestToggle } from "../features/matches/components/digest-toggle"
import { companyAccountId } from "../lib/session/company-user"
import { sessionQueryOptions } from "../lib/session/queries"

export const Route = createFileRoute("/account")({
  // Start the request with the navigation; the page shows its own spinner and error instead of blocking.
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.users.me.queryOptions())
    void queryClient.prefetchQuery(trpc.users.settings.queryOptions())
    // A company user's account card too; the gate has loaded the session by now.
    const session = queryClient.getQueryData(sessionQueryOptions(trpc).queryKey)
    if (session && companyAccountId(session.user))
      void queryClient.prefetchQuery(trpc.accounts.current.queryOptions())
  },
  component: AccountRoutePage,
})

// The government profile is govusers' screens; the account page shows them for a government user.
const government = { Cards: OwnGovProfileCards, EditForm: GovEditProfileForm }

function AccountRoutePage() {
  return <AccountPage government={government} MatchDigest={DigestToggle} />
}
