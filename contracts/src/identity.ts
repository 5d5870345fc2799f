import { Schema, SchemaGetter } from "effect"
import { isAppPath } from "./app-path"
import { isEnteredEmail, normalizeEnteredEmail } from "./entered-email"
import { StoredFile } from "./file-address"
import { socialMediaTypeIds } from "./reference/social-media-types"
import { timeZoneIds } from "./reference/timezones"
import { identityMessages } from "./texts/identity"
import { Trimmed } from "./trimmed"

export { identityErrors, identityMessages, profileMessages, roleMessages } from "./texts/identity"

const passwordPattern = /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[#?!@$%^&*-]).{6,}$/

/** A plausible address: something@domain.tld, at most 254 characters. */
export const isEmail = (s: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s) && s.length <= 254

/** Emails compare case-insensitively and forgive stray spaces: normalized on decode. */
export const Email = Schema.String.pipe(
  Schema.decode({
    decode: SchemaGetter.transform((s: string) => s.trim().toLowerCase()),
    encode: SchemaGetter.transform((s: string) => s),
  }),
).check(
  Schema.makeFilter(isEmail, {
    message: identityMessages.invalidEmail,
    code: "invalid_email",
  }),
)

/**
 * A new password (spec 01 §5): codes insufficient_length and pattern_mismatch share one message; a short
 * password reports only the first.
 */
export const NewPassword = Schema.String.check(
  Schema.makeFilter(
    (s: string) => s.length >= 6,
    { message: identityMessages.password, code: "insufficient_length" },
    true,
  ),
  Schema.makeFilter((s: string) => s.length <= 128 && passwordPattern.test(s), {
    message: identityMessages.password,
    code: "pattern_mismatch",
  }),
)

/** Sign-in and the current password only need to be present (min 6 for the current one). */
export const AnyPassword = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(128))
export const CurrentPassword = Schema.String.check(
  Schema.makeFilter((s: string) => s.length >= 6 && s.length <= 128, {
    message: "Must be at least 6 characters",
    code: "insufficient_length",
  }),
)

/** The confirmation check (spec 01 §5): empty or unequal is a `mismatch`. */
export const mismatchCode = "mismatch"
export const passwordsMatch = (password: string, confirmation: string | undefined) =>
  confirmation !== undefined && confirmation !== "" && password === confirmation

/** An email as typed at sign-in or in a reset request (spec 01 §5, see `isEnteredEmail`). */
export const EnteredEmail = Schema.String.pipe(
  Schema.decode({
    decode: SchemaGetter.transform(normalizeEnteredEmail),
    encode: SchemaGetter.transform((s: string) => s),
  }),
).check(
  Schema.makeFilter(isEnteredEmail, {
    message: identityMessages.invalidEmail,
    code: "invalid_email",
  }),
)

/** Sign in: email and password not empty (spec 01 §5). */
export const SignInInput = Schema.Struct({ email: EnteredEmail, password: AnyPassword })
export type SignInInput = typeof SignInInput.Type

/** Request reset: the email must not be empty (spec 01 §5). */
export const EmailOnly = Schema.Struct({ email: EnteredEmail })

/** Where a mailed link sends the user after it has done its work (spec 01 §7 redirectTo): this app only. */
export const AppPath = Schema.String.check(
  Schema.makeFilter(isAppPath, {
    message: "Must be a path of this app, such as /account",
  }),
)

/** Resend confirmation: a valid email (spec 01 §5), and where the mailed link leads afterwards. */
export const ResendConfirmationInput = Schema.Struct({
  email: Email,
  redirectTo: Schema.optional(AppPath),
})

export const ConfirmInput = Schema.Struct({ confirmationToken: Schema.String.check(Schema.isMinLength(1)) })

export const ResetPasswordInput = Schema.Struct({
  password: NewPassword,
  passwordConfirmation: Schema.String,
  resetPasswordToken: Schema.String.check(Schema.isMinLength(1)),
})

export const ChangePasswordInput = Schema.Struct({
  currentPassword: CurrentPassword,
  password: NewPassword,
  passwordConfirmation: Schema.String,
})

export const ChangeEmailInput = Schema.Struct({ email: Email })

export const NotificationSettingsInput = Schema.Struct({
  govUserSettingAttributes: Schema.optional(Schema.Struct({ allowMessageRequests: Schema.Boolean })),
  userAppNotificationSettingAttributes: Schema.optional(Schema.Struct({ newChatMessage: Schema.Boolean })),
  userEmailNotificationSettingAttributes: Schema.optional(Schema.Struct({ newChatMessage: Schema.Boolean })),
})
export type NotificationSettingsInput = typeof NotificationSettingsInput.Type

export const UserRole = Schema.Literals(["ignite", "gov", "admin", "auditor"])
export type UserRole = typeof UserRole.Type

const Nullable = <S extends Schema.Top>(s: S) => Schema.NullOr(s)

export const SocialMediaAccount = Schema.Struct({
  id: Schema.String,
  socialMediaTypeId: Schema.String,
  identifier: Schema.String,
})
export type SocialMediaAccount = typeof SocialMediaAccount.Type

/** The current user as the app uses it (spec 01 §3 User), camelCase. */
/** What the Settings card reads and saves (spec 01 §7: govUserSetting and the two notification settings). */
export const UserSettings = Schema.Struct({
  govUserSetting: Nullable(Schema.Struct({ allowMessageRequests: Schema.Boolean })),
  userAppNotificationSetting: Schema.Struct({ newChatMessage: Schema.Boolean }),
  userEmailNotificationSetting: Schema.Struct({ newChatMessage: Schema.Boolean }),
})
export type UserSettings = typeof UserSettings.Type

/** The settings part of a user, as the settings read answers it. */
export const settingsOf = (user: UserSettings): UserSettings => ({
  govUserSetting: user.govUserSetting,
  userAppNotificationSetting: user.userAppNotificationSetting,
  userEmailNotificationSetting: user.userEmailNotificationSetting,
})

export const CurrentUser = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  unconfirmedEmail: Nullable(Schema.String),
  firstName: Schema.String,
  lastName: Schema.String,
  title: Nullable(Schema.String),
  cellPhone: Nullable(Schema.String),
  workPhone: Nullable(Schema.String),
  workPhoneExt: Nullable(Schema.String),
  timezone: Nullable(Schema.String),
  headshot: Nullable(StoredFile),
  userRoles: Schema.Array(UserRole),
  accountId: Nullable(Schema.String),
  confirmed: Schema.Boolean,
  isActive: Schema.Boolean,
  socialMediaAccounts: Schema.Array(SocialMediaAccount),
  technologyTypes: Schema.Array(Schema.Struct({ id: Schema.String, name: Schema.String })),
  ...UserSettings.fields,
})
export type CurrentUser = typeof CurrentUser.Type

export const SignInResult = Schema.Struct({ token: Schema.String, user: CurrentUser })

/** Operators create users of any role (CLI, tests, support). */
export const CreateUserInput = Schema.Struct({
  email: Email,
  password: NewPassword,
  firstName: Schema.String.check(Schema.isMinLength(2)),
  lastName: Schema.String.check(Schema.isMinLength(2)),
  roles: Schema.Array(UserRole).check(Schema.isMinLength(1)),
  confirmed: Schema.optional(Schema.Boolean),
})
export type CreateUserInput = typeof CreateUserInput.Type

export const atLeastTwo = Trimmed.check(
  Schema.makeFilter((s: string) => s.length >= 2 && s.length <= 200, {
    message: "Must be at least 2 characters",
  }),
)
const optionalText = Schema.optional(Schema.NullOr(Schema.String.check(Schema.isMaxLength(50))))

export const SocialMediaAccountInput = Schema.Struct({
  id: Schema.optional(Schema.String),
  socialMediaTypeId: Schema.String.check(
    Schema.makeFilter((s: string) => socialMediaTypeIds.has(s), { message: "Unknown social media type" }),
  ),
  identifier: Schema.String.check(Schema.isMaxLength(200)),
  /** Rails-style destroy flag: removes an existing account. */
  destroy: Schema.optional(Schema.Boolean),
})

export const TimeZoneId = Schema.String.check(
  Schema.makeFilter((s: string) => timeZoneIds.has(s), { message: "required" }),
)

/** Profile of a non-government user (spec 01 §5 "Profile (non-government)"). */
export const ProfileInput = Schema.Struct({
  firstName: atLeastTwo,
  lastName: atLeastTwo,
  title: atLeastTwo,
  cellPhone: Schema.optional(atLeastTwo),
  workPhone: optionalText,
  workPhoneExt: optionalText,
  timezone: TimeZoneId,
  socialMediaAccountsAttributes: Schema.optional(
    Schema.Array(SocialMediaAccountInput).check(Schema.isMaxLength(20)),
  ),
})
export type ProfileInput = typeof ProfileInput.Type

/**
 * PATCH /api/v1/users carries one of four forms (spec 01 §7). Each is named by fields only it has; the
 * first form any of whose fields is present is the one decoded, and a body that mixes two forms is refused.
 * A headshot file belongs to the profile form, and may also come alone.
 */
export const userUpdateForms = {
  password: { fields: Object.keys(ChangePasswordInput.fields), schema: ChangePasswordInput },
  email: { fields: Object.keys(ChangeEmailInput.fields), schema: ChangeEmailInput },
  // a government profile adds govUserExtendedDataAttributes and technologyTypes (GovProfileUpdateInput)
  profile: {
    fields: [...Object.keys(ProfileInput.fields), "govUserExtendedDataAttributes", "technologyTypes"],
    schema: ProfileInput,
  },
  settings: { fields: Object.keys(NotificationSettingsInput.fields), schema: NotificationSettingsInput },
} as const
export type UserUpdateForm = keyof typeof userUpdateForms

/** Which forms a body's fields belong to, in the order above. */
export const userUpdateFormsOf = (body: Record<string, unknown>): UserUpdateForm[] =>
  (Object.keys(userUpdateForms) as UserUpdateForm[]).filter((form) =>
    userUpdateForms[form].fields.some((field) => field in body),
  )
