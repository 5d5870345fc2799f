import { Schema, SchemaGetter } from "effect"
import { socialMediaTypeIds } from "./reference/social-media-types"
import { timeZoneIds } from "./reference/timezones"

/** User-visible texts of spec 01 §5 and §8, used verbatim by server and browser. */
export const identityMessages = {
  invalidEmail: "Provide a valid email",
  password:
    "Must be at least 6 characters, contain at least one capital and lowercase letter, number, and special character (#?!@$%^&*-)",
  passwordsMustMatch: "Passwords must match",
  newPasswordsMustMatch: "New passwords must match",
  signedIn: "Successfully signed in!",
  signInFailed: "Failed to sign in, please try again later.",
  sessionExpired: "Your session has expired, please sign in again.",
  pleaseSignIn: "Please sign in.",
  pleaseConfirm: "Please confirm your email.",
  resetRequested:
    "If the email provided is in our records, an email will be sent with instructions to reset your password",
  resetRequestFailed: "Something went wrong. Please try again.",
  passwordReset: "Your password has been reset. Please login using your new password.",
  passwordResetFailed: "Unable to reset your password. Please try again",
  passwordChanged: "Password changed successfully.",
  passwordChangeFailed: "Failed to change password, please try again.",
  confirming: "Confirming your account...",
  confirmed: "Your account has been confirmed!",
  confirmFailed: "Failed to Confirm Account",
  invalidConfirmationToken: "The confirmation token is invalid.",
  confirmationExpired: "This confirmation link has expired.",
  confirmProblem: "There was a problem confirming your account.",
  confirmationResent: "A new confirmation email has been sent.",
  confirmationResendFailed: "Unable to resend confirmation email. Please try again.",
  emailChangeSent: (email: string) => `Email confirmation has been sent to ${email}`,
  emailChangeFailed: "Failed to change email, please try again.",
  emailChangeUndone: "Change email has been undone",
  emailChangeUndoFailed: "Failed to undo change email. Please try again.",
  loadUserFailed: "Failed to load user and account data. Please try again",
} as const

export const identityErrors = {
  InvalidCredentials: { status: 401, message: "Invalid email or password." },
  AccountLocked: {
    status: 429,
    message:
      "Too many failed sign-in attempts. Your account is locked for 15 minutes; you can reset your password.",
  },
  InvalidConfirmationToken: { status: 400, message: identityMessages.invalidConfirmationToken },
  ConfirmationPeriodExpired: { status: 400, message: identityMessages.confirmationExpired },
  InvalidResetPasswordToken: {
    status: 400,
    message: "The reset password link is invalid. Please request a new one.",
  },
  ResetPasswordPeriodExpired: {
    status: 400,
    message: "The reset password link has expired. Please request a new one.",
  },
  InvalidCurrentPassword: { status: 400, message: "Current password is invalid" },
  EmailTaken: { status: 409, message: "Email has already been taken" },
  NoEmailChange: { status: 409, message: "There is no email change to undo." },
} as const

const passwordPattern = /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[#?!@$%^&*-]).{6,}$/

/** Emails compare case-insensitively and forgive stray spaces: normalized on decode. */
export const Email = Schema.String.pipe(
  Schema.decode({
    decode: SchemaGetter.transform((s: string) => s.trim().toLowerCase()),
    encode: SchemaGetter.transform((s: string) => s),
  }),
).check(
  Schema.makeFilter((s: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s) && s.length <= 254, {
    message: identityMessages.invalidEmail,
  }),
)

/** A new password (spec 01 §5): codes insufficient_length and pattern_mismatch share one message. */
export const NewPassword = Schema.String.check(
  Schema.makeFilter((s: string) => s.length <= 128 && passwordPattern.test(s), {
    message: identityMessages.password,
  }),
)

/** Sign-in and the current password only need to be present (min 6 for the current one). */
export const AnyPassword = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(128))
export const CurrentPassword = Schema.String.check(
  Schema.makeFilter((s: string) => s.length >= 6 && s.length <= 128, {
    message: "Must be at least 6 characters",
  }),
)

export const passwordsMatch = (password: string, confirmation: string | undefined) =>
  confirmation !== undefined && confirmation !== "" && password === confirmation

export const SignInInput = Schema.Struct({ email: Email, password: AnyPassword })
export type SignInInput = typeof SignInInput.Type

export const EmailOnly = Schema.Struct({ email: Email })

export const ResendConfirmationInput = Schema.Struct({
  email: Email,
  redirectTo: Schema.optional(Schema.String),
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

export const UserRole = Schema.Literals(["ignite", "gov", "admin"])
export type UserRole = typeof UserRole.Type

const Nullable = <S extends Schema.Top>(s: S) => Schema.NullOr(s)

export const SocialMediaAccount = Schema.Struct({
  id: Schema.String,
  socialMediaTypeId: Schema.String,
  identifier: Schema.String,
})
export type SocialMediaAccount = typeof SocialMediaAccount.Type

/** The current user as the app uses it (spec 01 §3 User), camelCase. */
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
  headshot: Nullable(Schema.Struct({ path: Schema.String })),
  userRoles: Schema.Array(UserRole),
  accountId: Nullable(Schema.String),
  confirmed: Schema.Boolean,
  isActive: Schema.Boolean,
  socialMediaAccounts: Schema.Array(SocialMediaAccount),
  technologyTypes: Schema.Array(Schema.Struct({ id: Schema.String, name: Schema.String })),
  govUserSetting: Nullable(Schema.Struct({ allowMessageRequests: Schema.Boolean })),
  userAppNotificationSetting: Schema.Struct({ newChatMessage: Schema.Boolean }),
  userEmailNotificationSetting: Schema.Struct({ newChatMessage: Schema.Boolean }),
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

const atLeastTwo = Schema.String.pipe(
  Schema.decode({
    decode: SchemaGetter.transform((s: string) => s.trim()),
    encode: SchemaGetter.transform((s: string) => s),
  }),
).check(
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

export const profileMessages = {
  updated: "Profile updated successfully.",
  updateFailed: "Failed to update profile, please try again.",
  headshotFailed: "Something went wrong while processing image, please try again later",
  headshotTooLarge: "10MB filesize limit",
  headshotType: "Only JPEG and PNG images can be uploaded.",
  govNoPhones: "Government users cannot edit phone numbers or social media accounts.",
} as const
