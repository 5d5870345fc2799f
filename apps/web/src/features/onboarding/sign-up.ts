import type { FieldIssue } from "@ignite/contracts"
import { accountMessages } from "@ignite/contracts/texts"
import { fieldErrorsOf } from "../../lib/field-issues"
import type { FieldErrors } from "../../lib/use-form"
import type { NewPasswordValues } from "../../ui/credentials/validation"
import { type ProfileValues, toProfileSubmission } from "../../ui/profile-form/profile-form"

/**
 * The claim and invite sign-ups (spec 01 §5 "Invite and claim sign-up") as data: a new password, the
 * profile of a company user (the Edit Profile rules), a captcha and an optional headshot.
 */

/** The mailed link the sign-up completes. */
export type SignUpLink =
  | { readonly kind: "claim"; readonly claimToken: string }
  | { readonly kind: "invite"; readonly inviteToken: string }

/** Spec 01 §8: 'Account successfully claimed!' or 'Account successfully created!'. */
export const signUpSucceeded = (link: SignUpLink) =>
  link.kind === "claim" ? accountMessages.claimed : accountMessages.accountCreated

export const emptyLogin: NewPasswordValues = { password: "", passwordConfirmation: "" }

/** What `accounts.claimAccount` and `accounts.acceptInvite` are sent besides the link's token. */
export const toSignUpSubmission = (
  profile: ProfileValues,
  login: NewPasswordValues,
  recaptchaToken: string,
  headshotDataUrl?: string,
) => ({
  ...toProfileSubmission(profile, false),
  // Optional when editing a profile, required to sign up (spec 01 §5).
  cellPhone: profile.cellPhone.trim(),
  password: login.password,
  passwordConfirmation: login.passwordConfirmation,
  recaptchaToken,
  ...(headshotDataUrl ? { headshot: headshotDataUrl } : {}),
})
export type SignUpSubmission = ReturnType<typeof toSignUpSubmission>

/** The server's field problems: those of 'Your Login' by field, the rest for the profile to place. */
export const splitSignUpIssues = (issues: readonly FieldIssue[]) => ({
  login: fieldErrorsOf(issues, Object.keys(emptyLogin)) as FieldErrors<NewPasswordValues>,
  profile: issues.filter(({ path }) => !(path in emptyLogin)),
})
