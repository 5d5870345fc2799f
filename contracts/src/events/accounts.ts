import { Schema } from "effect"
import { defineEvents, type EventDataOf, type EventUnionOf } from "./define"

/**
 * Three stream types:
 * - `account-<accountId>`: a company registered from the government registry, then claimed, renamed, joined.
 * - `claim-<accountId>`: the requests to claim that account, one at a time, until one completes.
 * - `invite-<inviteId>`: one invitation into an account, until accepted or deleted.
 * Mailed links carry a token derived from `tokenId`; only its hash is stored. Personal fields (the registry's
 * contact, the claimant's and invitee's names and addresses) are sealed per claim, invite or account.
 */
const Link = { tokenId: Schema.String, expiresAt: Schema.String }
const Person = { email: Schema.String, firstName: Schema.String, lastName: Schema.String }

export const accountEvents = defineEvents({
  AccountRegistered: {
    version: 1,
    personal: ["contactEmail"],
    data: Schema.Struct({
      accountId: Schema.String,
      uniqueEntityId: Schema.String,
      name: Schema.String,
      contactEmail: Schema.String,
      registeredAt: Schema.String,
    }),
  },
  AccountRegistryUpdated: {
    version: 1,
    personal: ["contactEmail"],
    data: Schema.Struct({ accountId: Schema.String, name: Schema.String, contactEmail: Schema.String }),
  },
  AccountClaimed: {
    version: 1,
    data: Schema.Struct({ accountId: Schema.String, userId: Schema.String, claimedAt: Schema.String }),
  },
  AccountRenamed: {
    version: 1,
    data: Schema.Struct({ accountId: Schema.String, name: Schema.String, renamedBy: Schema.String }),
  },
  AccountMemberJoined: {
    version: 1,
    data: Schema.Struct({
      accountId: Schema.String,
      userId: Schema.String,
      via: Schema.Literals(["claim", "invite"]),
      joinedAt: Schema.String,
    }),
  },
  AccountSetupSessionCompleted: {
    version: 1,
    data: Schema.Struct({ accountId: Schema.String, userId: Schema.String }),
  },
  /** Set by an admin (later a payment provider): republishing a storefront needs good standing. */
  AccountPaymentStatusSet: {
    version: 1,
    data: Schema.Struct({
      accountId: Schema.String,
      status: Schema.Literals(["good_standing", "past_due"]),
      setBy: Schema.String,
    }),
  },
  ClaimRequested: {
    version: 1,
    personal: ["email", "firstName", "lastName"],
    data: Schema.Struct({
      accountId: Schema.String,
      claimRequestId: Schema.String,
      uniqueEntityId: Schema.String,
      ...Person,
      ...Link,
    }),
  },
  ClaimEmailResent: {
    version: 1,
    personal: ["email", "firstName"],
    data: Schema.Struct({
      accountId: Schema.String,
      claimRequestId: Schema.String,
      email: Schema.String,
      firstName: Schema.String,
      ...Link,
    }),
  },
  ClaimCompleted: {
    version: 1,
    data: Schema.Struct({
      accountId: Schema.String,
      claimRequestId: Schema.String,
      userId: Schema.String,
      completedAt: Schema.String,
    }),
  },
  InviteSent: {
    version: 1,
    personal: ["email", "firstName", "lastName"],
    data: Schema.Struct({
      inviteId: Schema.String,
      accountId: Schema.String,
      invitedBy: Schema.String,
      ...Person,
      ...Link,
    }),
  },
  InviteUpdated: {
    version: 1,
    personal: ["email", "firstName", "lastName"],
    data: Schema.Struct({ inviteId: Schema.String, accountId: Schema.String, ...Person, ...Link }),
  },
  InviteResent: {
    version: 1,
    personal: ["email", "firstName", "lastName"],
    data: Schema.Struct({ inviteId: Schema.String, accountId: Schema.String, ...Person, ...Link }),
  },
  InviteDeleted: {
    version: 1,
    data: Schema.Struct({ inviteId: Schema.String, accountId: Schema.String, deletedBy: Schema.String }),
  },
  InviteAccepted: {
    version: 1,
    data: Schema.Struct({
      inviteId: Schema.String,
      accountId: Schema.String,
      userId: Schema.String,
      acceptedAt: Schema.String,
    }),
  },
})

type AccountContracts = typeof accountEvents
export type AccountEventData = EventDataOf<AccountContracts>
export type AccountEvent = EventUnionOf<
  Pick<
    AccountContracts,
    | "AccountRegistered"
    | "AccountRegistryUpdated"
    | "AccountClaimed"
    | "AccountRenamed"
    | "AccountMemberJoined"
    | "AccountSetupSessionCompleted"
    | "AccountPaymentStatusSet"
  >
>
export type ClaimEvent = EventUnionOf<
  Pick<AccountContracts, "ClaimRequested" | "ClaimEmailResent" | "ClaimCompleted">
>
export type InviteEvent = EventUnionOf<
  Pick<AccountContracts, "InviteSent" | "InviteUpdated" | "InviteResent" | "InviteDeleted" | "InviteAccepted">
>

export const accountStreamId = (accountId: string) => `account-${accountId}`
export const claimStreamId = (accountId: string) => `claim-${accountId}`
export const inviteStreamId = (inviteId: string) => `invite-${inviteId}`
