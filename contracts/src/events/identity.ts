import { Schema } from "effect"
import { SocialMediaAccount, UserRole } from "../identity"
import { defineEvents, type EventDataOf, type EventUnionOf } from "./define"

/**
 * The user stream (`user-<id>`): facts about one person's login. Passwords, tokens and sessions never enter
 * events (they live in identity's own tables, as hashes). A mailed link's `redirectTo` is a path of this
 * app, not a secret: it may ride on the event that causes the mail. Personal fields are sealed per user.
 */
const MailedLink = {
  userId: Schema.String,
  email: Schema.String,
  /** The link's token is derived from this id under a server key; only its hash is stored. */
  tokenId: Schema.String,
  expiresAt: Schema.String,
}

export const identityEvents = defineEvents({
  UserRegistered: {
    version: 1,
    personal: ["email", "firstName", "lastName", "title"],
    data: Schema.Struct({
      userId: Schema.String,
      email: Schema.String,
      firstName: Schema.String,
      lastName: Schema.String,
      title: Schema.NullOr(Schema.String),
      timezone: Schema.NullOr(Schema.String),
      roles: Schema.Array(UserRole),
      accountId: Schema.NullOr(Schema.String),
      confirmed: Schema.Boolean,
      registeredAt: Schema.String,
    }),
  },
  ConfirmationSent: {
    version: 1,
    personal: ["email"],
    data: Schema.Struct({ ...MailedLink, redirectTo: Schema.optional(Schema.String) }),
  },
  EmailConfirmed: {
    version: 1,
    personal: ["email"],
    data: Schema.Struct({ userId: Schema.String, email: Schema.String, confirmedAt: Schema.String }),
  },
  EmailChangeRequested: {
    version: 1,
    personal: ["email"],
    data: Schema.Struct({ ...MailedLink, redirectTo: Schema.optional(Schema.String) }),
  },
  EmailChangeCancelled: {
    version: 1,
    data: Schema.Struct({ userId: Schema.String, cancelledAt: Schema.String }),
  },
  EmailChanged: {
    version: 1,
    personal: ["email", "previousEmail"],
    data: Schema.Struct({
      userId: Schema.String,
      email: Schema.String,
      previousEmail: Schema.String,
      changedAt: Schema.String,
    }),
  },
  PasswordResetRequested: {
    version: 1,
    personal: ["email"],
    data: Schema.Struct(MailedLink),
  },
  PasswordChanged: {
    version: 1,
    data: Schema.Struct({
      userId: Schema.String,
      via: Schema.Literals(["change", "reset"]),
      changedAt: Schema.String,
    }),
  },
  SignedIn: {
    version: 1,
    data: Schema.Struct({ userId: Schema.String, sessionId: Schema.String, at: Schema.String }),
  },
  SignedOut: {
    version: 1,
    data: Schema.Struct({ userId: Schema.String, sessionId: Schema.String, at: Schema.String }),
  },
  ProfileUpdated: {
    version: 1,
    personal: [
      "firstName",
      "lastName",
      "title",
      "cellPhone",
      "workPhone",
      "workPhoneExt",
      "socialMediaAccounts",
    ],
    data: Schema.Struct({
      userId: Schema.String,
      firstName: Schema.String,
      lastName: Schema.String,
      title: Schema.String,
      cellPhone: Schema.NullOr(Schema.String),
      workPhone: Schema.NullOr(Schema.String),
      workPhoneExt: Schema.NullOr(Schema.String),
      timezone: Schema.String,
      socialMediaAccounts: Schema.Array(SocialMediaAccount),
    }),
  },
  HeadshotChanged: {
    version: 1,
    data: Schema.Struct({ userId: Schema.String, path: Schema.String }),
  },
  /**
   * An admin gave the user a role, or took it back (issue 22: the auditor role is granted and revoked by
   * admins, through events). `by` is the admin's user id. Ids and a role name only: nothing to seal.
   */
  UserRoleGranted: {
    version: 1,
    data: Schema.Struct({ userId: Schema.String, role: UserRole, by: Schema.String, at: Schema.String }),
  },
  UserRoleRevoked: {
    version: 1,
    data: Schema.Struct({ userId: Schema.String, role: UserRole, by: Schema.String, at: Schema.String }),
  },
  NotificationSettingsChanged: {
    version: 1,
    data: Schema.Struct({
      userId: Schema.String,
      appNewChatMessage: Schema.optional(Schema.Boolean),
      emailNewChatMessage: Schema.optional(Schema.Boolean),
      allowMessageRequests: Schema.optional(Schema.Boolean),
    }),
  },
})

export type IdentityEvent = EventUnionOf<typeof identityEvents>
export type IdentityEventData = EventDataOf<typeof identityEvents>
export type ConfirmationPurpose = "signup" | "email_change"
export const userStreamId = (userId: string) => `user-${userId}`
