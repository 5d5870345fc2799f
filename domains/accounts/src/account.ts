import type { AccountEvent } from "@ignite/contracts/events"
import type { PersonalFields } from "@ignite/platform"

export { type AccountEvent, accountStreamId } from "@ignite/contracts/events"

/** The account stream's events as its decider produces them, personal fields marked for sealing. */
export type AccountStreamEvent = AccountEvent & { readonly personal?: PersonalFields }

export type AccountState =
  | { readonly status: "unregistered" }
  | {
      readonly status: "registered"
      readonly accountId: string
      readonly uniqueEntityId: string
      readonly name: string
      /** The registry's point of contact: claims are checked against it. */
      readonly contactEmail: string
      readonly claimedBy: string | null
      readonly members: readonly string[]
      readonly setupSessionComplete: boolean
      /** None until an admin or the payment provider says: republishing a storefront needs good standing. */
      readonly paymentStatus: "none" | "good_standing" | "past_due"
    }

export const initialAccountState: AccountState = { status: "unregistered" }

export const evolveAccount = (state: AccountState, event: AccountStreamEvent): AccountState => {
  if (event.type === "AccountRegistered")
    return {
      status: "registered",
      accountId: event.data.accountId,
      uniqueEntityId: event.data.uniqueEntityId,
      name: event.data.name,
      contactEmail: event.data.contactEmail,
      claimedBy: null,
      members: [],
      setupSessionComplete: false,
      paymentStatus: "none",
    }
  if (state.status !== "registered") return state
  switch (event.type) {
    case "AccountRegistryUpdated":
      return { ...state, name: event.data.name, contactEmail: event.data.contactEmail }
    case "AccountClaimed":
      return { ...state, claimedBy: event.data.userId }
    case "AccountRenamed":
      return { ...state, name: event.data.name }
    case "AccountMemberJoined":
      return { ...state, members: [...state.members, event.data.userId] }
    case "AccountSetupSessionCompleted":
      return { ...state, setupSessionComplete: true }
    case "AccountPaymentStatusSet":
      return { ...state, paymentStatus: event.data.status }
    default: {
      const _exhaustive: never = event
      return state
    }
  }
}

export const isMember = (state: AccountState, userId: string) =>
  state.status === "registered" && state.members.includes(userId)
