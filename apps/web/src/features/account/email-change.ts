import { identityErrors, identityMessages } from "@ignite/contracts/texts"
import { errorCodeOf } from "../../lib/api-error"
import { fieldIssuesOf } from "../../lib/field-issues"
import type { FieldErrors } from "../../lib/use-form"
import { type EmailValues, validateEmail } from "../../ui/credentials/validation"

/** Emails compare as the server stores them: trimmed, case-insensitive. */
export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** A valid address (spec 01 §5) that is not the one the user signs in with now. */
export const validateNewEmail =
  (currentEmail: string) =>
  (values: EmailValues): FieldErrors<EmailValues> => {
    const errors = validateEmail(values)
    return errors.email || !sameEmail(values.email, currentEmail)
      ? errors
      : { email: identityMessages.sameEmail }
  }

/** What a refused change says under the input: the server's problem with the address, if it named one. */
export const emailFieldError = (error: unknown): string | undefined =>
  fieldIssuesOf(error).find((issue) => issue.path === "email")?.message ??
  (errorCodeOf(error) === "EmailTaken" ? identityErrors.EmailTaken.message : undefined)
