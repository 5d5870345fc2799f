import type { SocialMediaAccount, UserRole } from "@ignite/contracts"
import {
  type ConfirmationPurpose,
  type IdentityEvent,
  identityEvents,
  userStreamId,
} from "@ignite/contracts/events"
import type { PersonalFields } from "@ignite/platform"

export { type ConfirmationPurpose, userStreamId }

/**
 * The user stream's events (`@ignite/contracts/events` identity), as deciders produce them: with the
 * personal fields of the contract marked, so the store seals them for this user (crypto-shredding).
 */
export type UserEvent = IdentityEvent & { readonly personal?: PersonalFields }
export type UserEventType = UserEvent["type"]

/** The contract's personal fields of an event, sealed under the user's key. */
export const personalFieldsOf = (type: UserEventType): readonly string[] | undefined =>
  (identityEvents[type] as { personal?: readonly string[] }).personal

export type UserState =
  | { readonly status: "unregistered" }
  | {
      readonly status: "registered"
      readonly userId: string
      readonly email: string
      readonly unconfirmedEmail: string | null
      readonly confirmed: boolean
      readonly roles: readonly UserRole[]
      readonly socialMediaAccounts: readonly SocialMediaAccount[]
    }

export const initialUserState: UserState = { status: "unregistered" }

export const evolveUser = (state: UserState, event: UserEvent): UserState => {
  if (event.type === "UserRegistered")
    return {
      status: "registered",
      userId: event.data.userId,
      email: event.data.email,
      unconfirmedEmail: null,
      confirmed: event.data.confirmed,
      roles: event.data.roles,
      socialMediaAccounts: [],
    }
  if (state.status !== "registered") return state
  switch (event.type) {
    case "EmailConfirmed":
      return { ...state, confirmed: true }
    case "EmailChangeRequested":
      return { ...state, unconfirmedEmail: event.data.email }
    case "EmailChangeCancelled":
      return { ...state, unconfirmedEmail: null }
    case "EmailChanged":
      return { ...state, email: event.data.email, unconfirmedEmail: null, confirmed: true }
    case "ProfileUpdated":
      return { ...state, socialMediaAccounts: event.data.socialMediaAccounts ?? [] }
    case "UserRoleGranted":
      return state.roles.includes(event.data.role)
        ? state
        : { ...state, roles: [...state.roles, event.data.role] }
    case "UserRoleRevoked":
      return { ...state, roles: state.roles.filter((role) => role !== event.data.role) }
    case "ConfirmationSent":
    case "PasswordResetRequested":
    case "HeadshotChanged":
    case "PasswordChanged":
    case "SignedIn":
    case "SignedOut":
    case "NotificationSettingsChanged":
      return state
    default: {
      const _exhaustive: never = event
      return state
    }
  }
}
