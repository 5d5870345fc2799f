import { CurrentPassword, Email, identityMessages, NewPassword, passwordsMatch } from "@ignite/contracts"
import { schemaError } from "../../lib/schema-errors"
import { type EmailValues, onlyProblems as only } from "./sign-in-validation"

export type { EmailValues } from "./sign-in-validation"

export const emailError = (email: string) => schemaError(Email, email)

/** A valid address: resend confirmation, change email. */
export const validateEmail = (values: EmailValues) => only<EmailValues>({ email: emailError(values.email) })

export interface NewPasswordValues extends Record<string, string> {
  password: string
  passwordConfirmation: string
}

/** Reset and sign-up: the password rules, and a confirmation that is present and equal. */
export const validateNewPassword = (values: NewPasswordValues) =>
  only<NewPasswordValues>({
    password: schemaError(NewPassword, values.password),
    passwordConfirmation: passwordsMatch(values.password, values.passwordConfirmation)
      ? undefined
      : identityMessages.passwordsMustMatch,
  })

export interface ChangePasswordValues extends Record<string, string> {
  currentPassword: string
  password: string
  passwordConfirmation: string
}

export const validateChangePassword = (values: ChangePasswordValues) =>
  only<ChangePasswordValues>({
    currentPassword: schemaError(CurrentPassword, values.currentPassword),
    password: schemaError(NewPassword, values.password),
    passwordConfirmation: passwordsMatch(values.password, values.passwordConfirmation)
      ? undefined
      : identityMessages.newPasswordsMustMatch,
  })
