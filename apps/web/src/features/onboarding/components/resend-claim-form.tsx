import { accountMessages } from "@ignite/contracts/texts"
import { Button, Stack, TextInput } from "@mantine/core"
import { useMutation } from "@tanstack/react-query"
import { notifyFailure } from "../../../lib/session/notify-failure"
import { useTRPC } from "../../../lib/trpc"
import { notify } from "../../../ui/notifications/notification-store"

/** Which claim to mail again: the request's company and address, or the token of an expired link. */
export type ClaimToResend =
  | { readonly uniqueEntityId: string; readonly email: string }
  | { readonly claimToken: string }

/** Sends the claim link again (spec 01 §2 /claim_result, /confirm_claim); the fields are shown, not edited. */
export function ResendClaimForm({ claim }: { readonly claim: ClaimToResend }) {
  const trpc = useTRPC()
  const resend = useMutation({
    ...trpc.accounts.resendClaim.mutationOptions(),
    onSuccess: () => notify({ message: accountMessages.claimResent, severity: "success" }),
    onError: (error) => notifyFailure(error, accountMessages.claimResendFailed),
  })

  return (
    <form
      noValidate
      aria-label="Resend claim email"
      onSubmit={(event) => {
        event.preventDefault()
        resend.mutate(claim)
      }}
    >
      <Stack gap="md">
        {"uniqueEntityId" in claim && (
          <>
            <TextInput label="Unique Entity Id" value={claim.uniqueEntityId} readOnly />
            <TextInput label="Email" type="email" value={claim.email} readOnly />
          </>
        )}
        <Button type="submit" fullWidth loading={resend.isPending} disabled={resend.isPending}>
          Resend Claim Email
        </Button>
      </Stack>
    </form>
  )
}
