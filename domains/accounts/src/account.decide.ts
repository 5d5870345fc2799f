import { AppError } from "@ignite/contracts"
import type { Decider, DecisionContext } from "@ignite/platform"
import {
  type AccountState,
  type AccountStreamEvent,
  evolveAccount,
  initialAccountState,
  isMember,
} from "./account"

export type AccountCommand =
  /** From the government registry (importer, operators, demo data): creates the company once per UEI. */
  | {
      readonly type: "RegisterAccount"
      readonly accountId: string
      readonly uniqueEntityId: string
      readonly name: string
      readonly contactEmail: string
    }
  /** The registry said something new about a company we have: only what changed becomes an event. */
  | { readonly type: "UpdateRegistry"; readonly name: string; readonly contactEmail: string }
  /** The claimant of a completed claim becomes the owner and first member. */
  | { readonly type: "ClaimAccount"; readonly userId: string }
  | { readonly type: "JoinByInvite"; readonly userId: string }
  | { readonly type: "RenameAccount"; readonly name: string; readonly by: string }
  | { readonly type: "CompleteSetupSession"; readonly by: string }
  /** Admins (later the payment provider) record whether the account's payments are in good standing. */
  | { readonly type: "SetPaymentStatus"; readonly status: "good_standing" | "past_due"; readonly by: string }

const iso = (ctx: DecisionContext) => ctx.now.toISOString()

type Registered = Extract<AccountState, { status: "registered" }>

const sealedContact = (accountId: string) => ({ subject: accountId, fields: ["contactEmail"] })

const decideRegistered = (
  command: AccountCommand,
  state: Registered,
  ctx: DecisionContext,
): AccountStreamEvent[] | AppError => {
  const accountId = state.accountId
  switch (command.type) {
    case "RegisterAccount":
      return new AppError("UniqueEntityIdTaken")
    case "UpdateRegistry":
      if (command.name === state.name && command.contactEmail === state.contactEmail) return []
      return [
        {
          type: "AccountRegistryUpdated",
          data: { accountId, name: command.name, contactEmail: command.contactEmail },
          personal: sealedContact(accountId),
        },
      ]
    case "ClaimAccount":
      if (state.claimedBy) return new AppError("AccountAlreadyClaimed")
      return [
        { type: "AccountClaimed", data: { accountId, userId: command.userId, claimedAt: iso(ctx) } },
        {
          type: "AccountMemberJoined",
          data: { accountId, userId: command.userId, via: "claim", joinedAt: iso(ctx) },
        },
      ]
    case "JoinByInvite":
      if (state.members.includes(command.userId)) return []
      return [
        {
          type: "AccountMemberJoined",
          data: { accountId, userId: command.userId, via: "invite", joinedAt: iso(ctx) },
        },
      ]
    case "RenameAccount":
      if (!isMember(state, command.by)) return new AppError("NotAccountMember")
      if (command.name === state.name) return []
      return [{ type: "AccountRenamed", data: { accountId, name: command.name, renamedBy: command.by } }]
    case "CompleteSetupSession":
      if (!isMember(state, command.by)) return new AppError("NotAccountMember")
      if (state.setupSessionComplete) return []
      return [{ type: "AccountSetupSessionCompleted", data: { accountId, userId: command.by } }]
    case "SetPaymentStatus":
      if (state.paymentStatus === command.status) return []
      return [
        { type: "AccountPaymentStatusSet", data: { accountId, status: command.status, setBy: command.by } },
      ]
    default: {
      const _exhaustive: never = command
      return []
    }
  }
}

export const decideAccount = (
  command: AccountCommand,
  state: AccountState,
  ctx: DecisionContext,
): AccountStreamEvent[] | AppError => {
  if (command.type === "RegisterAccount") {
    if (state.status === "registered") return new AppError("UniqueEntityIdTaken")
    return [
      {
        type: "AccountRegistered",
        data: {
          accountId: command.accountId,
          uniqueEntityId: command.uniqueEntityId,
          name: command.name,
          contactEmail: command.contactEmail,
          registeredAt: iso(ctx),
        },
        personal: sealedContact(command.accountId),
      },
    ]
  }
  if (state.status !== "registered") return new AppError("NotFound", "There is no such account.")
  return decideRegistered(command, state, ctx)
}

export const accountDecider: Decider<AccountCommand, AccountStreamEvent, AccountState> = {
  initialState: initialAccountState,
  evolve: evolveAccount,
  decide: decideAccount,
}
