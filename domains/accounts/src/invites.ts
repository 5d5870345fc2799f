import { AppError, type InviteInput, type UserInvite } from "@ignite/contracts"
import type { Tx } from "@ignite/platform"
import { isMember } from "./account"
import { type AccountsContext, accountLimits } from "./accounts-context"
import type { InviteStreamEvent } from "./invite"
import { type InviteCommand, inviteTtlMs } from "./invite.decide"

const invitePurpose = "invite"

/** What every send or edit of an invite carries to the decider. */
interface InviteFacts extends InviteInput {
  readonly accountId: string
  readonly actorIsMember: boolean
  readonly emailHasUser: boolean
  readonly tokenId: string
  readonly expiresAt: string
}

/** What a valid invite link stands for, inside the transaction that accepts it. */
export interface OpenInvite {
  readonly inviteId: string
  readonly accountId: string
  readonly email: string
  readonly firstName: string
  readonly lastName: string
}

const toUserInvite = (event: InviteStreamEvent | undefined): UserInvite => {
  if (!event || event.type === "InviteDeleted" || event.type === "InviteAccepted")
    throw new Error("an invite answer needs the invite's pending event")
  const { inviteId, accountId, firstName, lastName, email, expiresAt } = event.data
  return { userInviteId: inviteId, accountId, firstName, lastName, email, inviteTokenExpiry: expiresAt }
}

/** Members bring colleagues into their account (spec 01 §2 "Account users page", /accept_invite). */
export const invitesSlice = (accounts: AccountsContext) => {
  const { sql, tokens, throttle, runInvite, runAccount, now } = accounts

  const limitInvites = (actorId: string) =>
    throttle.limit(`invite-member:${actorId}`, accountLimits.invitesPerMember, accountLimits.inviteWindow)

  const memberOf = async (tx: Tx, accountId: string, actorId: string) =>
    isMember(await accounts.accountState(tx, accountId), actorId)

  /** A new link for the invite (earlier ones stop working) and when it expires. */
  const newLink = async (tx: Tx, inviteId: string, email: string) => {
    const expiresAt = accounts.expiry(inviteTtlMs)
    const tokenId = await tokens.issue(tx, { subject: inviteId, purpose: invitePurpose, email, expiresAt })
    return { tokenId, expiresAt: expiresAt.toISOString() }
  }

  const inviteOfToken = async (token: string, check: "peek" | Tx) => {
    const result =
      check === "peek"
        ? await tokens.check(sql, token, [invitePurpose], now())
        : await tokens.consume(check, token, [invitePurpose], now())
    if (result.status === "invalid") throw new AppError("InvalidInviteToken")
    if (result.status === "expired") throw new AppError("InvitePeriodExpired")
    const state = await accounts.inviteState(check === "peek" ? sql : check, result.subject)
    if (state.status !== "pending") throw new AppError("InvalidInviteToken")
    return state
  }

  /**
   * Sends or edits an invite: bounded per member, the facts the decision needs gathered in the transaction
   * (is the actor a member, has the address a user), a new link to the address, the invite as it now is.
   */
  const inviteWithNewLink = async (
    actorId: string,
    accountId: string,
    inviteId: string,
    input: InviteInput,
    command: (facts: InviteFacts) => InviteCommand,
  ): Promise<UserInvite> => {
    await limitInvites(actorId)
    const result = await sql.transaction(async (tx) =>
      runInvite(
        tx,
        inviteId,
        command({
          accountId,
          actorIsMember: await memberOf(tx, accountId, actorId),
          emailHasUser: await accounts.emailHasUser(tx, input.email),
          ...input,
          ...(await newLink(tx, inviteId, input.email)),
        }),
        actorId,
      ),
    )
    return toUserInvite(result.events[0])
  }

  return {
    async sendInvite(actorId: string, accountId: string, input: InviteInput): Promise<UserInvite> {
      const inviteId = accounts.commands.newId()
      return inviteWithNewLink(actorId, accountId, inviteId, input, (facts) => ({
        type: "SendInvite",
        inviteId,
        invitedBy: actorId,
        ...facts,
      }))
    },

    /** New names or address: a new link goes to the (new) address, the old one stops working. */
    updateInvite: (actorId: string, accountId: string, inviteId: string, input: InviteInput) =>
      inviteWithNewLink(actorId, accountId, inviteId, input, (facts) => ({ type: "UpdateInvite", ...facts })),

    async resendInvite(actorId: string, accountId: string, inviteId: string): Promise<UserInvite> {
      await limitInvites(actorId)
      const result = await sql.transaction(async (tx) => {
        const state = await accounts.inviteState(tx, inviteId)
        const email = state.status === "pending" ? state.email : ""
        return runInvite(
          tx,
          inviteId,
          {
            type: "ResendInvite",
            accountId,
            actorIsMember: await memberOf(tx, accountId, actorId),
            ...(await newLink(tx, inviteId, email)),
          },
          actorId,
        )
      })
      return toUserInvite(result.events[0])
    },

    async deleteInvite(actorId: string, accountId: string, inviteId: string): Promise<void> {
      await sql.transaction(async (tx) => {
        await tokens.revoke(tx, inviteId, invitePurpose)
        await runInvite(
          tx,
          inviteId,
          {
            type: "DeleteInvite",
            accountId,
            actorIsMember: await memberOf(tx, accountId, actorId),
            by: actorId,
          },
          actorId,
        )
      })
    },

    /** /accept_invite: is the link good, and whose names does the sign-up form start with? */
    async checkInvite(token: string): Promise<{ firstName: string; lastName: string }> {
      const invite = await inviteOfToken(token, "peek")
      return { firstName: invite.firstName, lastName: invite.lastName }
    },

    /** Uses the invite link inside the sign-up's transaction: single use. */
    async openInviteIn(tx: Tx, token: string): Promise<OpenInvite> {
      const { inviteId, accountId, email, firstName, lastName } = await inviteOfToken(token, tx)
      return { inviteId, accountId, email, firstName, lastName }
    },

    /** The invitee has a user now: the invite is accepted and they join the account, or neither. */
    async acceptInviteIn(tx: Tx, invite: OpenInvite, userId: string): Promise<void> {
      await runInvite(tx, invite.inviteId, { type: "AcceptInvite", userId }, userId)
      await runAccount(tx, invite.accountId, { type: "JoinByInvite", userId }, userId)
    },
  }
}
