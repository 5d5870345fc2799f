import { accountMessages } from "@ignite/contracts/texts"
import { Alert, Text } from "@mantine/core"
import { useQuery } from "@tanstack/react-query"
import { Navigate } from "@tanstack/react-router"
import { useTRPC } from "../../../lib/trpc"
import { AuthCard } from "../../../ui/auth-card/auth-card"
import { AuthLinks } from "../../../ui/auth-card/auth-links"
import { claimLinkFailure } from "../link-checks"
import { LinkCheckSpinner } from "./link-check-spinner"
import { ResendClaimForm } from "./resend-claim-form"

/**
 * /confirm_claim (spec 01 §2): checks the mailed claim link; a good one leads to the sign-up with the
 * claimant's names, an expired one can be sent again, any other failure says why.
 */
export function ConfirmClaimScreen({ claimToken }: { readonly claimToken: string }) {
  const trpc = useTRPC()
  const check = useQuery(trpc.accounts.checkClaim.queryOptions({ claimToken }))

  if (check.isPending) return <LinkCheckSpinner label="Checking your claim link..." />
  if (check.isSuccess)
    return (
      <Navigate
        to="/claim_signup"
        search={{ claimToken, firstName: check.data.firstName, lastName: check.data.lastName }}
        replace
      />
    )

  const failure = claimLinkFailure(check.error)
  if (failure.kind === "expired")
    return (
      <AuthCard title={accountMessages.claimRequestFailedTitle}>
        <Alert color="red" variant="light" role="alert">
          {failure.reason}
        </Alert>
        <Text size="sm">Have a new claim link sent to the point of contact's email.</Text>
        <ResendClaimForm claim={{ claimToken }} />
        <AuthLinks targets={["/signin"]} />
      </AuthCard>
    )
  return (
    <AuthCard title={accountMessages.claimConfirmFailedTitle}>
      <Alert color="red" variant="light" role="alert">
        {failure.reason}
      </Alert>
      <AuthLinks targets={["/claim", "/signin"]} />
    </AuthCard>
  )
}
