import {
  CurrentPassword,
  Email,
  EnteredEmail,
  identityMessages,
  NewPassword,
  passwordsMatch,
} from "@ignite/contracts"
import { schemaError } from "../../lib/schema-errors"
import type { FieldErrors } from "../../lib/use-form"

/** Drops the fields without a problem, so an empty object means valid. */
const only = <T>(errors: Record<keyof T & string, string | undefined>): FieldErrors<T> =>
  Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as FieldErrors<T>

export const passwordRequired = "Enter your password"

export const emailError = (email: string) => schemaError(Email, email)
/** Present is enough where a malformed address simply matches nobody (sign-in, reset request). */
const enteredEmailError = (email: string) => schemaError(EnteredEmail, email)

export interface SignInValues extends Record<string, string> {
  email: string
  password: string
}

/** Spec 01 §5: email and password not empty (the password rules are for new passwords only). */
export const validateSignIn = (values: SignInValues) =>
  only<SignInValues>({
    email: enteredEmailError(values.email),
    password: values.password === "" ? passwordRequired : undefined,
  })

export interface EmailValues extends Record<string, string> {
  email: string
}

/** A valid address: resend confirmation, change email. */
export const validateEmail = (values: EmailValues) => only<EmailValues>({ email: emailError(values.email) })

/** Request reset (spec 01 §5): the email must not be empty. */
export const validateEnteredEmail = (values: EmailValues) =>
  only<EmailValues>({ email: enteredEmailError(values.email) })

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
