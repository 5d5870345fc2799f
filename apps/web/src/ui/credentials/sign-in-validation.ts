import { isEnteredEmail, normalizeEnteredEmail } from "@ignite/contracts/entered-email"
import { identityMessages } from "@ignite/contracts/texts"
import type { FieldErrors } from "../../lib/use-form"

// No effect Schema here, so the sign-in page loads without the schema library: an entered email is checked
// with the two plain functions the server's EnteredEmail schema is made of, and answers its message.

/** Drops the fields without a problem, so an empty object means valid. */
export const onlyProblems = <T>(errors: Record<keyof T & string, string | undefined>): FieldErrors<T> =>
  Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as FieldErrors<T>

export const passwordRequired = "Enter your password"

/** Present is enough where a malformed address simply matches nobody (sign-in, reset request). */
const enteredEmailError = (email: string) =>
  isEnteredEmail(normalizeEnteredEmail(email)) ? undefined : identityMessages.invalidEmail

export interface SignInValues extends Record<string, string> {
  email: string
  password: string
}

/** Spec 01 §5: email and password not empty (the password rules are for new passwords only). */
export const validateSignIn = (values: SignInValues) =>
  onlyProblems<SignInValues>({
    email: enteredEmailError(values.email),
    password: values.password === "" ? passwordRequired : undefined,
  })

export interface EmailValues extends Record<string, string> {
  email: string
}

/** Request reset (spec 01 §5): the email must not be empty. */
export const validateEnteredEmail = (values: EmailValues) =>
  onlyProblems<EmailValues>({ email: enteredEmailError(values.email) })
