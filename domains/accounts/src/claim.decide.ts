import { AppError } from "@ignite/contracts"
import type { Decider, DecisionContext } from "@ignite/platform"
import { type ClaimState, type ClaimStreamEvent, evolveClaim, initialClaimState } from "./claim"

/** How long a claim link works. */
export const claimTtlMs = 3 * 24 * 60 * 60 * 1000

export type ClaimCommand =
  /**
   * Someone asks to claim the account with the registry's point-of-contact email. What the decision needs
   * from elsewhere comes in: the account's registry facts and whether the email already has a user.
   */
  | {
      readonly type: "RequestClaim"
      readonly claimRequestId: string
      readonly account: {
        readonly accountId: string
        readonly uniqueEntityId: string
        readonly contactEmail: string
        readonly claimed: boolean
      }
      readonly email: string
      readonly firstName: string
      readonly lastName: string
      readonly emailHasUser: boolean
      readonly tokenId: string
      readonly expiresAt: string
    }
  | { readonly type: "ResendClaim"; readonly tokenId: string; readonly expiresAt: string }
  | { readonly type: "CompleteClaim"; readonly claimRequestId: string; readonly userId: string }

const sealed = (claimRequestId: string, fields: string[]) => ({ subject: `claim-${claimRequestId}`, fields })

const requestClaim = (
  command: Extract<ClaimCommand, { type: "RequestClaim" }>,
  state: ClaimState,
  ctx: DecisionContext,
): ClaimStreamEvent[] | AppError => {
  const { account } = command
  if (account.claimed || state.status === "completed") return new AppError("AccountAlreadyClaimed")
  // the registry's contact, compared as addresses are: without case or surrounding spaces
  if (command.email.trim().toLowerCase() !== account.contactEmail.trim().toLowerCase())
    return new AppError("EmailUnmatched")
  if (command.emailHasUser) return new AppError("UserAlreadyExists")
  if (state.status === "pending" && new Date(state.expiresAt).getTime() > ctx.now.getTime())
    return new AppError("ClaimRequestAlreadyExists")
  return [
    {
      type: "ClaimRequested",
      data: {
        accountId: account.accountId,
        claimRequestId: command.claimRequestId,
        uniqueEntityId: account.uniqueEntityId,
        email: command.email,
        firstName: command.firstName,
        lastName: command.lastName,
        tokenId: command.tokenId,
        expiresAt: command.expiresAt,
      },
      personal: sealed(command.claimRequestId, ["email", "firstName", "lastName"]),
    },
  ]
}

export const decideClaim = (
  command: ClaimCommand,
  state: ClaimState,
  ctx: DecisionContext,
): ClaimStreamEvent[] | AppError => {
  switch (command.type) {
    case "RequestClaim":
      return requestClaim(command, state, ctx)
    case "ResendClaim":
      if (state.status === "completed") return new AppError("AccountAlreadyClaimed")
      if (state.status !== "pending") return new AppError("NotFound", "There is no claim request to resend.")
      return [
        {
          type: "ClaimEmailResent",
          data: {
            accountId: state.accountId,
            claimRequestId: state.claimRequestId,
            email: state.email,
            firstName: state.firstName,
            tokenId: command.tokenId,
            expiresAt: command.expiresAt,
          },
          personal: sealed(state.claimRequestId, ["email", "firstName"]),
        },
      ]
    case "CompleteClaim":
      if (state.status === "completed") return new AppError("AccountAlreadyClaimed")
      if (state.status !== "pending" || state.claimRequestId !== command.claimRequestId)
        return new AppError("InvalidClaimToken")
      if (new Date(state.expiresAt).getTime() <= ctx.now.getTime()) return new AppError("ClaimPeriodExpired")
      return [
        {
          type: "ClaimCompleted",
          data: {
            accountId: state.accountId,
            claimRequestId: state.claimRequestId,
            userId: command.userId,
            completedAt: ctx.now.toISOString(),
          },
        },
      ]
    default: {
      const _exhaustive: never = command
      return []
    }
  }
}

export const claimDecider: Decider<ClaimCommand, ClaimStreamEvent, ClaimState> = {
  initialState: initialClaimState,
  evolve: evolveClaim,
  decide: decideClaim,
}
