import type { InviteEvent } from "@ignite/contracts/events"
import type { PersonalFields } from "@ignite/platform"

export { type InviteEvent, inviteStreamId } from "@ignite/contracts/events"

export type InviteStreamEvent = InviteEvent & { readonly personal?: PersonalFields }

/** One invitation into an account: pending (and editable) until accepted or deleted. */
export type InviteState =
  | { readonly status: "none" }
  | {
      readonly status: "pending"
      readonly inviteId: string
      readonly accountId: string
      readonly email: string
      readonly firstName: string
      readonly lastName: string
      readonly expiresAt: string
    }
  | { readonly status: "accepted"; readonly accountId: string; readonly userId: string }
  | { readonly status: "deleted"; readonly accountId: string }

export const initialInviteState: InviteState = { status: "none" }

export const evolveInvite = (state: InviteState, event: InviteStreamEvent): InviteState => {
  switch (event.type) {
    case "InviteSent":
    case "InviteUpdated":
    case "InviteResent":
      return {
        status: "pending",
        inviteId: event.data.inviteId,
        accountId: event.data.accountId,
        email: event.data.email,
        firstName: event.data.firstName,
        lastName: event.data.lastName,
        expiresAt: event.data.expiresAt,
      }
    case "InviteAccepted":
      return { status: "accepted", accountId: event.data.accountId, userId: event.data.userId }
    case "InviteDeleted":
      return { status: "deleted", accountId: event.data.accountId }
    default: {
      const _exhaustive: never = event
      return state
    }
  }
}
