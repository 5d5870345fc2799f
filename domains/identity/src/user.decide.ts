import {
  AppError,
  type FieldIssue,
  identityMessages,
  isGrantableRole,
  type ProfileInput,
  profileMessages,
  roleMessages,
  type SocialMediaAccount,
  type UserRole,
} from "@ignite/contracts"
import type { Decider, DecisionContext } from "@ignite/platform"
import {
  type ConfirmationPurpose,
  evolveUser,
  initialUserState,
  personalFieldsOf,
  type UserEvent,
  type UserState,
} from "./user"

/** How long links in mails stay valid. */
export const confirmationTtlMs = 3 * 24 * 60 * 60 * 1000
export const resetTtlMs = 6 * 60 * 60 * 1000

export type UserCommand =
  | {
      type: "Register"
      userId: string
      email: string
      firstName: string
      lastName: string
      title?: string | null
      timezone?: string | null
      roles: UserRole[]
      accountId?: string | null
      /** Operators and trusted flows (an admin bootstrap) register confirmed users. */
      confirmed: boolean
      tokenId?: string
      /** Where the confirmation link continues (a path of this app), as sign-up forms send it. */
      redirectTo?: string
    }
  /** `redirectTo`: a path of this app the mailed link leads to once confirmed (spec 01 §7). */
  | { type: "ResendConfirmation"; tokenId: string; redirectTo?: string }
  | { type: "Confirm"; purpose: ConfirmationPurpose; email: string }
  | { type: "RequestEmailChange"; email: string; tokenId: string }
  | { type: "CancelEmailChange" }
  | { type: "RequestPasswordReset"; tokenId: string }
  | { type: "ChangePassword"; via: "change" | "reset" }
  | { type: "RecordSignIn"; sessionId: string }
  | { type: "RecordSignOut"; sessionId: string }
  | { type: "UpdateProfile"; profile: ProfileInput }
  /** An admin (`by`, their user id) grants or revokes a role (issue 22). */
  | { type: "GrantRole"; role: UserRole; by: string }
  | { type: "RevokeRole"; role: UserRole; by: string }
  | { type: "ChangeHeadshot"; path: string }
  | {
      type: "ChangeNotificationSettings"
      appNewChatMessage?: boolean
      emailNewChatMessage?: boolean
      allowMessageRequests?: boolean
    }

const iso = (ctx: DecisionContext, plusMs = 0) => new Date(ctx.now.getTime() + plusMs).toISOString()

/** Marks the personal fields on an event so the store seals them for this user. */
const sealed = (event: UserEvent): UserEvent => {
  const fields = personalFieldsOf(event.type)
  return fields ? { ...event, personal: { subject: event.data.userId, fields } } : event
}

type Registered = Extract<UserState, { status: "registered" }>

const register = (
  command: Extract<UserCommand, { type: "Register" }>,
  state: UserState,
  ctx: DecisionContext,
) => {
  if (state.status === "registered") return new AppError("UserAlreadyExists")
  const events: UserEvent[] = [
    {
      type: "UserRegistered",
      data: {
        userId: command.userId,
        email: command.email,
        firstName: command.firstName,
        lastName: command.lastName,
        title: command.title ?? null,
        timezone: command.timezone ?? null,
        roles: command.roles,
        accountId: command.accountId ?? null,
        confirmed: command.confirmed,
        registeredAt: iso(ctx),
      },
    },
  ]
  if (!command.confirmed && command.tokenId)
    events.push({
      type: "ConfirmationSent",
      data: {
        userId: command.userId,
        email: command.email,
        tokenId: command.tokenId,
        expiresAt: iso(ctx, confirmationTtlMs),
        ...(command.redirectTo ? { redirectTo: command.redirectTo } : {}),
      },
    })
  return events
}

/** Resending means: the sign-up confirmation while unconfirmed, else the pending email change, else nothing. */
const resendConfirmation = (
  state: Registered,
  command: Extract<UserCommand, { type: "ResendConfirmation" }>,
  ctx: DecisionContext,
): UserEvent[] => {
  const link = {
    tokenId: command.tokenId,
    expiresAt: iso(ctx, confirmationTtlMs),
    ...(command.redirectTo ? { redirectTo: command.redirectTo } : {}),
  }
  if (!state.confirmed)
    return [{ type: "ConfirmationSent", data: { userId: state.userId, email: state.email, ...link } }]
  if (state.unconfirmedEmail)
    return [
      {
        type: "EmailChangeRequested",
        data: { userId: state.userId, email: state.unconfirmedEmail, ...link },
      },
    ]
  return []
}

const confirm = (state: Registered, purpose: ConfirmationPurpose, email: string, ctx: DecisionContext) => {
  if (purpose === "signup") {
    if (state.confirmed) return []
    if (email !== state.email) return new AppError("InvalidConfirmationToken")
    return [
      { type: "EmailConfirmed", data: { userId: state.userId, email, confirmedAt: iso(ctx) } } as UserEvent,
    ]
  }
  // A link for an address the user has since cancelled or replaced is no longer valid.
  if (state.unconfirmedEmail !== email) return new AppError("InvalidConfirmationToken")
  return [
    {
      type: "EmailChanged",
      data: { userId: state.userId, email, previousEmail: state.email, changedAt: iso(ctx) },
    } as UserEvent,
  ]
}

/**
 * The current address is refused as a change to itself (an undo is its own command). The pending address
 * again is a resend: a fresh link, the earlier one replaced.
 */
const requestEmailChange = (
  state: Registered,
  email: string,
  tokenId: string,
  ctx: DecisionContext,
): UserEvent[] | AppError => {
  if (email === state.email)
    return new AppError("SameEmail", undefined, [{ path: "email", message: identityMessages.sameEmail }])
  return [
    {
      type: "EmailChangeRequested",
      data: { userId: state.userId, email, tokenId, expiresAt: iso(ctx, confirmationTtlMs) },
    },
  ]
}

/**
 * Applies the form's social accounts to the stored ones: existing ones are edited, or removed when flagged
 * or emptied below 2 characters (spec 01 §5); new ones are added with fresh ids, blank new ones ignored.
 */
const applySocialAccounts = (
  current: readonly SocialMediaAccount[],
  attributes: ProfileInput["socialMediaAccountsAttributes"],
  ctx: DecisionContext,
): SocialMediaAccount[] | AppError => {
  if (!attributes) return [...current]
  const next = new Map(current.map((account) => [account.id, account]))
  const problems: FieldIssue[] = []
  attributes.forEach((attribute, i) => {
    const identifier = attribute.identifier.trim()
    if (attribute.id !== undefined) {
      if (!next.has(attribute.id))
        problems.push({
          path: `socialMediaAccountsAttributes.${i}.id`,
          message: profileMessages.unknownSocialAccount,
        })
      else if (attribute.destroy || identifier.length < 2) next.delete(attribute.id)
      else
        next.set(attribute.id, {
          id: attribute.id,
          socialMediaTypeId: attribute.socialMediaTypeId,
          identifier,
        })
      return
    }
    if (attribute.destroy || identifier.length === 0) return
    if (identifier.length < 2)
      problems.push({
        path: `socialMediaAccountsAttributes.${i}.identifier`,
        message: profileMessages.atLeastTwo,
      })
    else {
      const id = ctx.newId()
      next.set(id, { id, socialMediaTypeId: attribute.socialMediaTypeId, identifier })
    }
  })
  return problems.length > 0 ? new AppError("ValidationFailed", undefined, problems) : [...next.values()]
}

const updateProfile = (
  state: Registered,
  profile: ProfileInput,
  ctx: DecisionContext,
): UserEvent[] | AppError => {
  const gov = state.roles.includes("gov")
  const touchesPhones =
    profile.cellPhone !== undefined ||
    Boolean(profile.workPhone) ||
    Boolean(profile.workPhoneExt) ||
    (profile.socialMediaAccountsAttributes?.length ?? 0) > 0
  if (gov && touchesPhones) return new AppError("Forbidden", profileMessages.govNoPhones)
  if (!gov && profile.cellPhone === undefined)
    return new AppError("ValidationFailed", undefined, [
      { path: "cellPhone", message: profileMessages.atLeastTwo },
    ])
  const socialMediaAccounts = gov
    ? [...state.socialMediaAccounts]
    : applySocialAccounts(state.socialMediaAccounts, profile.socialMediaAccountsAttributes, ctx)
  if (socialMediaAccounts instanceof AppError) return socialMediaAccounts
  return [
    {
      type: "ProfileUpdated",
      data: {
        userId: state.userId,
        firstName: profile.firstName,
        lastName: profile.lastName,
        title: profile.title,
        cellPhone: gov ? null : (profile.cellPhone ?? null),
        workPhone: gov ? null : profile.workPhone || null,
        workPhoneExt: gov ? null : profile.workPhoneExt || null,
        timezone: profile.timezone,
        socialMediaAccounts,
      },
    },
  ]
}

/**
 * Issue 22: admins grant and revoke the auditor role, and only it, through these commands. An admin can never
 * take away their own admin role this way, whatever becomes grantable later. Asking for what already holds
 * (granting a role the user has, revoking one they lack) changes nothing and records nothing.
 */
const changeRole = (
  state: Registered,
  command: Extract<UserCommand, { type: "GrantRole" | "RevokeRole" }>,
  ctx: DecisionContext,
): UserEvent[] | AppError => {
  const granting = command.type === "GrantRole"
  if (!granting && command.role === "admin" && command.by === state.userId)
    return new AppError("Forbidden", roleMessages.ownAdmin)
  if (!isGrantableRole(command.role)) return new AppError("Forbidden", roleMessages.notGrantable)
  if (state.roles.includes(command.role) === granting) return []
  const data = { userId: state.userId, role: command.role, by: command.by, at: iso(ctx) }
  return [granting ? { type: "UserRoleGranted", data } : { type: "UserRoleRevoked", data }]
}

const decideRegistered = (
  command: UserCommand,
  state: Registered,
  ctx: DecisionContext,
): UserEvent[] | AppError => {
  const userId = state.userId
  switch (command.type) {
    case "Register":
      return new AppError("UserAlreadyExists")
    case "ResendConfirmation":
      return resendConfirmation(state, command, ctx)
    case "Confirm":
      return confirm(state, command.purpose, command.email, ctx)
    case "RequestEmailChange":
      return requestEmailChange(state, command.email, command.tokenId, ctx)
    case "CancelEmailChange":
      if (!state.unconfirmedEmail) return new AppError("NoEmailChange")
      return [{ type: "EmailChangeCancelled", data: { userId, cancelledAt: iso(ctx) } }]
    case "RequestPasswordReset":
      return [
        {
          type: "PasswordResetRequested",
          data: { userId, email: state.email, tokenId: command.tokenId, expiresAt: iso(ctx, resetTtlMs) },
        },
      ]
    case "ChangePassword":
      return [{ type: "PasswordChanged", data: { userId, via: command.via, changedAt: iso(ctx) } }]
    case "RecordSignIn":
      return [{ type: "SignedIn", data: { userId, sessionId: command.sessionId, at: iso(ctx) } }]
    case "RecordSignOut":
      return [{ type: "SignedOut", data: { userId, sessionId: command.sessionId, at: iso(ctx) } }]
    case "UpdateProfile":
      return updateProfile(state, command.profile, ctx)
    case "ChangeHeadshot":
      return [{ type: "HeadshotChanged", data: { userId, path: command.path } }]
    case "GrantRole":
    case "RevokeRole":
      return changeRole(state, command, ctx)
    case "ChangeNotificationSettings": {
      if (command.allowMessageRequests !== undefined && !state.roles.includes("gov"))
        return new AppError("Forbidden", profileMessages.govOnlyMessageRequests)
      const { type: _type, ...changes } = command
      if (Object.values(changes).every((value) => value === undefined)) return []
      return [{ type: "NotificationSettingsChanged", data: { userId, ...changes } }]
    }
    default: {
      const _exhaustive: never = command
      return []
    }
  }
}

export const decideUser = (
  command: UserCommand,
  state: UserState,
  ctx: DecisionContext,
): UserEvent[] | AppError => {
  if (command.type === "Register") {
    const decided = register(command, state, ctx)
    return decided instanceof AppError ? decided : decided.map(sealed)
  }
  if (state.status !== "registered") return new AppError("NotFound", profileMessages.noSuchUser)
  const decided = decideRegistered(command, state, ctx)
  return decided instanceof AppError ? decided : decided.map(sealed)
}

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
}
