import {
  AppError,
  accountMessages,
  type ClaimRequestInput,
  type ClaimRequestResult,
  normalizeUniqueEntityId,
  type ResendClaimInput,
} from "@ignite/contracts"
import { reservations, type Tx } from "@ignite/platform"
import { type AccountsContext, accountLimits, uniqueEntityIdScope } from "./accounts-context"
import { claimTtlMs } from "./claim.decide"

const claimPurpose = "claim"

/** What a valid claim link stands for, inside the transaction that completes it. */
export interface OpenClaim {
  readonly accountId: string
  readonly claimRequestId: string
  readonly email: string
  readonly firstName: string
  readonly lastName: string
}

/** Claiming a company account by its Unique Entity Id (spec 01 §2 /claim … /claim_signup, §4 "Claim"). */
export const claimsSlice = (accounts: AccountsContext) => {
  const { sql, tokens, throttle, runClaim, runAccount, now } = accounts

  // each claim request and resend mails a link: bounded per client and per address
  const limitIp = (ip: string) =>
    throttle.limit(`claim-ip:${ip}`, accountLimits.claimsPerIp, accountLimits.claimWindow)
  const limitEmail = (email: string | null) =>
    throttle.limit(`claim-email:${email}`, accountLimits.claimsPerEmail, accountLimits.claimWindow)

  const accountOf = async (db: Tx | typeof sql, uniqueEntityId: string) => {
    const accountId = await reservations.ownerOf(
      db,
      uniqueEntityIdScope,
      normalizeUniqueEntityId(uniqueEntityId),
    )
    if (!accountId) throw new AppError("InvalidUniqueEntityId")
    return accountId
  }

  /** The claim a link's token names, refusing invalid and expired links with the spec's codes. */
  const claimOfToken = async (token: string, check: "peek" | Tx) => {
    const result =
      check === "peek"
        ? await tokens.check(sql, token, [claimPurpose], now())
        : await tokens.consume(check, token, [claimPurpose], now())
    if (result.status === "invalid") throw new AppError("InvalidClaimToken")
    if (result.status === "expired") throw new AppError("ClaimPeriodExpired")
    const state = await accounts.claimState(check === "peek" ? sql : check, result.subject)
    if (state.status === "completed") throw new AppError("AccountAlreadyClaimed")
    if (state.status !== "pending") throw new AppError("InvalidClaimToken")
    return state
  }

  /** A new claim link for the account's claimant (earlier ones stop working) and when it expires. */
  const newLink = async (tx: Tx, accountId: string, email: string) => {
    const expiresAt = accounts.expiry(claimTtlMs)
    const tokenId = await tokens.issue(tx, { subject: accountId, purpose: claimPurpose, email, expiresAt })
    return { tokenId, expiresAt: expiresAt.toISOString() }
  }

  const sendAgain = async (accountId: string) => {
    await sql.transaction(async (tx) => {
      const state = await accounts.claimState(tx, accountId)
      if (state.status !== "pending") throw new AppError("NotFound", accountMessages.claimResendFailed)
      await runClaim(tx, accountId, { type: "ResendClaim", ...(await newLink(tx, accountId, state.email)) })
    })
  }

  return {
    /**
     * ClaimSuccess mails a claim link to the registry's point of contact; every other outcome is an
     * AppError with the spec's code (ClaimRequestAlreadyExists, EmailUnmatched, AccountAlreadyClaimed,
     * UserAlreadyExists). Bounded per IP and per address, since each success sends a mail.
     */
    async requestClaim(input: ClaimRequestInput, ip: string): Promise<ClaimRequestResult> {
      await limitIp(ip)
      await limitEmail(input.email)
      const uniqueEntityId = normalizeUniqueEntityId(input.uniqueEntityId)
      await sql.transaction(async (tx) => {
        const accountId = await accountOf(tx, uniqueEntityId)
        const account = await accounts.accountState(tx, accountId)
        if (account.status !== "registered") throw new AppError("InvalidUniqueEntityId")
        const claimRequestId = accounts.commands.newId()
        // issued first, inside the transaction: a refused request rolls the token back with it
        const link = await newLink(tx, accountId, input.email)
        await runClaim(tx, accountId, {
          type: "RequestClaim",
          claimRequestId,
          account: {
            accountId,
            uniqueEntityId: account.uniqueEntityId,
            contactEmail: account.contactEmail,
            claimed: account.claimedBy !== null,
          },
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          emailHasUser: await accounts.emailHasUser(tx, input.email),
          ...link,
        })
      })
      return { resultMessage: "ClaimSuccess", uniqueEntityId, email: input.email }
    },

    /** A fresh link for the pending request, named by its UEI and email, or by an (expired) link's token. */
    async resendClaim(input: ResendClaimInput, ip: string): Promise<void> {
      await limitIp(ip)
      if (input.claimToken) {
        const result = await tokens.check(sql, input.claimToken, [claimPurpose], now())
        if (result.status === "invalid") throw new AppError("InvalidClaimToken")
        await limitEmail(result.email)
        return sendAgain(result.subject)
      }
      const email = input.email?.trim().toLowerCase()
      if (!input.uniqueEntityId || !email)
        throw new AppError("ValidationFailed", accountMessages.claimResendFailed, [
          { path: "uniqueEntityId", message: "Send the Unique Entity Id and email, or the claim token." },
        ])
      await limitEmail(email)
      const accountId = await accountOf(sql, input.uniqueEntityId)
      const state = await accounts.claimState(sql, accountId)
      // the same answer whether the account has no pending claim or another person's: nothing to resend
      if (state.status !== "pending" || state.email.toLowerCase() !== email)
        throw new AppError("NotFound", accountMessages.claimResendFailed)
      return sendAgain(accountId)
    },

    /** /confirm_claim: is the link good, and whose names does the sign-up form start with? */
    async checkClaim(token: string): Promise<{ firstName: string; lastName: string }> {
      const claim = await claimOfToken(token, "peek")
      return { firstName: claim.firstName, lastName: claim.lastName }
    },

    /** Uses the claim link inside the sign-up's transaction: a second use of the token finds it spent. */
    async openClaimIn(tx: Tx, token: string): Promise<OpenClaim> {
      const claim = await claimOfToken(token, tx)
      return {
        accountId: claim.accountId,
        claimRequestId: claim.claimRequestId,
        email: claim.email,
        firstName: claim.firstName,
        lastName: claim.lastName,
      }
    },

    /** The new user owns the account: the claim completes and the account is claimed, or neither. */
    async completeClaimIn(tx: Tx, claim: OpenClaim, userId: string): Promise<void> {
      await runClaim(
        tx,
        claim.accountId,
        { type: "CompleteClaim", claimRequestId: claim.claimRequestId, userId },
        userId,
      )
      await runAccount(tx, claim.accountId, { type: "ClaimAccount", userId }, userId)
    },
  }
}
