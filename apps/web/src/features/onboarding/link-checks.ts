import { accountMessages } from "@ignite/contracts/texts"
import { errorCodeOf } from "../../lib/api-error"

/** Why a claim link failed its check (spec 01 §8 Claim): an expired one can be sent again. */
export type ClaimLinkFailure =
  | { readonly kind: "expired"; readonly reason: string }
  | { readonly kind: "failed"; readonly reason: string }

export const claimLinkFailure = (error: unknown): ClaimLinkFailure => {
  switch (errorCodeOf(error)) {
    case "ClaimPeriodExpired":
      return { kind: "expired", reason: accountMessages.claimExpired }
    case "InvalidClaimToken":
      return { kind: "failed", reason: accountMessages.invalidClaimToken }
    default:
      return { kind: "failed", reason: accountMessages.claimUnknownError }
  }
}

/** Why an invite link failed its check (spec 01 §8 Invite codes). */
export const inviteLinkFailureReason = (error: unknown): string => {
  switch (errorCodeOf(error)) {
    case "InvalidInviteToken":
      return accountMessages.invalidInviteToken
    case "InvitePeriodExpired":
      return accountMessages.inviteExpired
    default:
      return accountMessages.inviteProblem
  }
}
