import { AppError } from "@ignite/contracts"
import type { Decider, DecisionContext } from "@ignite/platform"
import { evolveInvite, type InviteState, type InviteStreamEvent, initialInviteState } from "./invite"

/** How long an invite link works. */
export const inviteTtlMs = 7 * 24 * 60 * 60 * 1000

interface Invitee {
  readonly email: string
  readonly firstName: string
  readonly lastName: string
}

/** A new link: the token id the mail carries and when it stops working. */
interface Link {
  readonly tokenId: string
  readonly expiresAt: string
}

export type InviteCommand =
  /** `actorIsMember` and `emailHasUser` come from the account stream and the email reservations. */
  | ({
      readonly type: "SendInvite"
      readonly inviteId: string
      readonly accountId: string
      readonly invitedBy: string
      readonly actorIsMember: boolean
      readonly emailHasUser: boolean
    } & Invitee &
      Link)
  | ({
      readonly type: "UpdateInvite"
      readonly accountId: string
      readonly actorIsMember: boolean
      readonly emailHasUser: boolean
    } & Invitee &
      Link)
  | ({ readonly type: "ResendInvite"; readonly accountId: string; readonly actorIsMember: boolean } & Link)
  | {
      readonly type: "DeleteInvite"
      readonly accountId: string
      readonly actorIsMember: boolean
      readonly by: string
    }
  | { readonly type: "AcceptInvite"; readonly userId: string }

type Pending = Extract<InviteState, { status: "pending" }>

const sealed = (inviteId: string) => ({
  subject: `invite-${inviteId}`,
  fields: ["email", "firstName", "lastName"],
})

/** Managing an invite: members of its own account only, and only while it is pending. */
const manageable = (
  state: InviteState,
  command: { accountId: string; actorIsMember: boolean },
): Pending | AppError => {
  if (!command.actorIsMember) return new AppError("NotAccountMember")
  if (state.status !== "pending" || state.accountId !== command.accountId)
    return new AppError("NotFound", "There is no such invite.")
  return state
}

export const decideInvite = (
  command: InviteCommand,
  state: InviteState,
  ctx: DecisionContext,
): InviteStreamEvent[] | AppError => {
  switch (command.type) {
    case "SendInvite": {
      if (!command.actorIsMember) return new AppError("NotAccountMember")
      if (command.emailHasUser) return new AppError("UserAlreadyExists")
      if (state.status !== "none") return new AppError("Conflict")
      const { type: _type, actorIsMember: _member, emailHasUser: _user, ...data } = command
      return [{ type: "InviteSent", data, personal: sealed(command.inviteId) }]
    }
    case "UpdateInvite": {
      const pending = manageable(state, command)
      if (pending instanceof AppError) return pending
      if (command.emailHasUser) return new AppError("UserAlreadyExists")
      const { inviteId, accountId } = pending
      const { email, firstName, lastName, tokenId, expiresAt } = command
      return [
        {
          type: "InviteUpdated",
          data: { inviteId, accountId, email, firstName, lastName, tokenId, expiresAt },
          personal: sealed(inviteId),
        },
      ]
    }
    case "ResendInvite": {
      const pending = manageable(state, command)
      if (pending instanceof AppError) return pending
      const { inviteId, accountId, email, firstName, lastName } = pending
      return [
        {
          type: "InviteResent",
          data: {
            inviteId,
            accountId,
            email,
            firstName,
            lastName,
            tokenId: command.tokenId,
            expiresAt: command.expiresAt,
          },
          personal: sealed(inviteId),
        },
      ]
    }
    case "DeleteInvite": {
      const pending = manageable(state, command)
      if (pending instanceof AppError) return pending
      return [
        {
          type: "InviteDeleted",
          data: { inviteId: pending.inviteId, accountId: pending.accountId, deletedBy: command.by },
        },
      ]
    }
    case "AcceptInvite":
      if (state.status !== "pending") return new AppError("InvalidInviteToken")
      if (new Date(state.expiresAt).getTime() <= ctx.now.getTime()) return new AppError("InvitePeriodExpired")
      return [
        {
          type: "InviteAccepted",
          data: {
            inviteId: state.inviteId,
            accountId: state.accountId,
            userId: command.userId,
            acceptedAt: ctx.now.toISOString(),
          },
        },
      ]
    default: {
      const _exhaustive: never = command
      return []
    }
  }
}

export const inviteDecider: Decider<InviteCommand, InviteStreamEvent, InviteState> = {
  initialState: initialInviteState,
  evolve: evolveInvite,
  decide: decideInvite,
}
