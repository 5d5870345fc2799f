import type { SocialMediaAccount, UserRole } from "@ignite/contracts"
import type { DomainEvent } from "@ignite/platform"

/**
 * The user stream (`user-<id>`): facts about one person's login. Personal fields (email, names) are
 * sealed per user (crypto-shredding); passwords, tokens and sessions never enter events — they live in
 * their own tables (migrations.ts), holding hashes only. A mailed link's `redirectTo` is a path of this
 * app, not a secret: it may ride on the event that causes the mail.
 */
export type ConfirmationPurpose = "signup" | "email_change"

export type UserEvent =
  | DomainEvent<
      "UserRegistered",
      {
        userId: string
        email: string
        firstName: string
        lastName: string
        title: string | null
        timezone: string | null
        roles: UserRole[]
        accountId: string | null
        confirmed: boolean
        registeredAt: string
      }
    >
  | DomainEvent<
      "ConfirmationSent",
      { userId: string; email: string; tokenId: string; expiresAt: string; redirectTo?: string }
    >
  | DomainEvent<"EmailConfirmed", { userId: string; email: string; confirmedAt: string }>
  | DomainEvent<
      "EmailChangeRequested",
      { userId: string; email: string; tokenId: string; expiresAt: string; redirectTo?: string }
    >
  | DomainEvent<"EmailChangeCancelled", { userId: string; cancelledAt: string }>
  | DomainEvent<"EmailChanged", { userId: string; email: string; previousEmail: string; changedAt: string }>
  | DomainEvent<
      "PasswordResetRequested",
      { userId: string; email: string; tokenId: string; expiresAt: string }
    >
  | DomainEvent<"PasswordChanged", { userId: string; via: "change" | "reset"; changedAt: string }>
  | DomainEvent<"SignedIn", { userId: string; sessionId: string; at: string }>
  | DomainEvent<"SignedOut", { userId: string; sessionId: string; at: string }>
  | DomainEvent<
      "ProfileUpdated",
      {
        userId: string
        firstName: string
        lastName: string
        title: string
        cellPhone: string | null
        workPhone: string | null
        workPhoneExt: string | null
        timezone: string
        socialMediaAccounts: SocialMediaAccount[]
      }
    >
  | DomainEvent<"HeadshotChanged", { userId: string; path: string }>
  | DomainEvent<
      "NotificationSettingsChanged",
      {
        userId: string
        appNewChatMessage?: boolean
        emailNewChatMessage?: boolean
        allowMessageRequests?: boolean
      }
    >

export type UserEventType = UserEvent["type"]

export const userEventTypes: readonly UserEventType[] = [
  "UserRegistered",
  "ConfirmationSent",
  "EmailConfirmed",
  "EmailChangeRequested",
  "EmailChangeCancelled",
  "EmailChanged",
  "PasswordResetRequested",
  "PasswordChanged",
  "SignedIn",
  "SignedOut",
  "NotificationSettingsChanged",
  "ProfileUpdated",
  "HeadshotChanged",
]

/** Which fields of each event are personal data of the user. */
export const personalFieldsOf: Partial<Record<UserEventType, readonly string[]>> = {
  UserRegistered: ["email", "firstName", "lastName", "title"],
  ConfirmationSent: ["email"],
  EmailConfirmed: ["email"],
  EmailChangeRequested: ["email"],
  EmailChanged: ["email", "previousEmail"],
  PasswordResetRequested: ["email"],
  ProfileUpdated: [
    "firstName",
    "lastName",
    "title",
    "cellPhone",
    "workPhone",
    "workPhoneExt",
    "socialMediaAccounts",
  ],
}

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

export const userStreamId = (userId: string) => `user-${userId}`
