import { sessionTexts } from "./first-view"

/** User-visible texts of spec 01 §5 and §8, used verbatim by server and browser. */
export const identityMessages = {
  invalidEmail: "Provide a valid email",
  password:
    "Must be at least 6 characters, contain at least one capital and lowercase letter, number, and special character (#?!@$%^&*-)",
  passwordsMustMatch: "Passwords must match",
  newPasswordsMustMatch: "New passwords must match",
  signedIn: "Successfully signed in!",
  signInFailed: "Failed to sign in, please try again later.",
  sessionExpired: sessionTexts.sessionExpired,
  pleaseSignIn: sessionTexts.pleaseSignIn,
  pleaseConfirm: sessionTexts.pleaseConfirm,
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
  loadUserFailed: sessionTexts.loadUserFailed,
  sameEmail: "This is already your email address.",
  userDataLoadFailed: "Unable to get user data, please try again later",
  settingsLoadFailed: "Unable to get user settings. Please try again.",
  settingsUpdateFailed: "Unable to update user settings. Please try again.",
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
  SameEmail: { status: 400, message: identityMessages.sameEmail },
} as const

/** Texts of the profile form and the headshot upload (spec 01 §5, §8). */
export const profileMessages = {
  updated: "Profile updated successfully.",
  updateFailed: "Failed to update profile, please try again.",
  /** Beyond the spec (it names no text for a profile that cannot be read): said as the other reads say it. */
  loadFailed: "Your profile could not be loaded. Please try again.",
  headshotFailed: "Something went wrong while processing image, please try again later",
  /** Spec 02 §8 (3 s): the social media types a profile's accounts choose from could not be loaded. */
  socialMediaTypesFailed: "Failed to retrieve social media data. Please try again",
  headshotTooLarge: "10MB filesize limit",
  headshotType: "Only JPEG and PNG images can be uploaded.",
  govNoPhones: "Government users cannot edit phone numbers or social media accounts.",
  headshotUnreadable: "The image could not be read.",
  headshotTooManyPixels: "The image is too large: at most 40 megapixels.",
  atLeastTwo: "Must be at least 2 characters",
  unknownSocialAccount: "Unknown social media account",
  govOnlyMessageRequests: "Only government users have the 'Allow New Company Messages' setting.",
  noSuchUser: "There is no such user.",
} as const

/** Why an admin's role change is refused (issue 22: admins grant and revoke the auditor role). */
export const roleMessages = {
  notGrantable: "Only the auditor role can be granted or revoked here.",
  ownAdmin: "Admins cannot revoke their own admin role.",
} as const
