import { accountMessages } from "@ignite/contracts/texts"
import { Alert, Text } from "@mantine/core"
import { useQuery } from "@tanstack/react-query"
import { Navigate } from "@tanstack/react-router"
import { useTRPC } from "../../../lib/trpc"
import { AuthCard } from "../../../ui/auth-card/auth-card"
import { AuthLinks } from "../../../ui/auth-card/auth-links"
import { inviteLinkFailureReason } from "../link-checks"
import { LinkCheckSpinner } from "./link-check-spinner"

/**
 * /accept_invite (spec 01 §2): checks the mailed invite link; a good one leads to the sign-up with the
 * invitee's names, otherwise the screen says why and where to turn.
 */
export function AcceptInviteScreen({ inviteToken }: { readonly inviteToken: string }) {
  const trpc = useTRPC()
  const check = useQuery(trpc.accounts.checkInvite.queryOptions({ inviteToken }))

  if (check.isPending) return <LinkCheckSpinner label="Checking your invite..." />
  if (check.isSuccess)
    return (
      <Navigate
        to="/invite_signup"
        search={{ inviteToken, firstName: check.data.firstName, lastName: check.data.lastName }}
        replace
      />
    )
  return (
    <AuthCard title={accountMessages.inviteConfirmFailedTitle}>
      <Alert color="red" variant="light" role="alert">
        {inviteLinkFailureReason(check.error)}
      </Alert>
      <Text>{accountMessages.inviteConfirmFailedAdvice}</Text>
      <AuthLinks targets={["/signin"]} />
    </AuthCard>
  )
}
