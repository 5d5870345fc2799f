import type { ClaimEvent } from "@ignite/contracts/events"
import type { PersonalFields } from "@ignite/platform"

export { type ClaimEvent, claimStreamId } from "@ignite/contracts/events"

export type ClaimStreamEvent = ClaimEvent & { readonly personal?: PersonalFields }

/** The claim stream of one account: at most one request pending at a time, until one completes. */
export type ClaimState =
  | { readonly status: "none" }
  | {
      readonly status: "pending"
      readonly accountId: string
      readonly claimRequestId: string
      readonly email: string
      readonly firstName: string
      readonly lastName: string
      readonly expiresAt: string
    }
  | { readonly status: "completed"; readonly userId: string }

export const initialClaimState: ClaimState = { status: "none" }

export const evolveClaim = (state: ClaimState, event: ClaimStreamEvent): ClaimState => {
  switch (event.type) {
    case "ClaimRequested":
      return {
        status: "pending",
        accountId: event.data.accountId,
        claimRequestId: event.data.claimRequestId,
        email: event.data.email,
        firstName: event.data.firstName,
        lastName: event.data.lastName,
        expiresAt: event.data.expiresAt,
      }
    case "ClaimEmailResent":
      return state.status === "pending" ? { ...state, expiresAt: event.data.expiresAt } : state
    case "ClaimCompleted":
      return { status: "completed", userId: event.data.userId }
    default: {
      const _exhaustive: never = event
      return state
    }
  }
}
