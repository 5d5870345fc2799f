import { ClaimRequestInput, normalizeUniqueEntityId } from "@ignite/contracts"
import { accountMessages } from "@ignite/contracts/texts"
import { errorCodeOf } from "../../lib/api-error"
import { fieldErrorsOf, fieldIssuesOf } from "../../lib/field-issues"
import { httpStatusOf } from "../../lib/http-status"
import { schemaFieldErrors } from "../../lib/schema-errors"
import type { FieldErrors } from "../../lib/use-form"

/** /claim (spec 01 §5 "Claim request"): the captcha is the form's own, beside these. */
export interface ClaimRequestValues extends Record<string, string> {
  uniqueEntityId: string
  email: string
  firstName: string
  lastName: string
}

export const emptyClaimRequest: ClaimRequestValues = {
  uniqueEntityId: "",
  email: "",
  firstName: "",
  lastName: "",
}

/** The server's own rules: a valid email, names of at least 2, a Unique Entity Id. */
export const validateClaimRequest = (values: ClaimRequestValues) =>
  schemaFieldErrors(ClaimRequestInput, values) as FieldErrors<ClaimRequestValues>

/** The query /claim_result reads (spec 01 §2). */
export interface ClaimResultSearch {
  readonly resultMessage: string
  readonly uniqueEntityId?: string
  readonly email?: string
}

/** What a refused claim request leads to. */
export type ClaimFailure =
  /** Spec 01 §8: a claim request error goes to /claim_result with its code. */
  | { readonly kind: "result"; readonly search: ClaimResultSearch }
  /** The server found fault with fields the form checks too: shown under them, the user stays. */
  | { readonly kind: "fields"; readonly errors: FieldErrors<ClaimRequestValues> }
  /** The captcha was missing, forged or used: a fresh one is solved and the user sends again. */
  | { readonly kind: "captcha" }
  /** No code worth a result page (the network, a 5xx): 'Something went wrong, please try again'. */
  | { readonly kind: "notify"; readonly message: string }

export const claimFailure = (error: unknown, sent: ClaimRequestValues): ClaimFailure => {
  const code = errorCodeOf(error)
  const status = httpStatusOf(error)
  if (code === undefined || status === undefined || status >= 500)
    return { kind: "notify", message: accountMessages.claimNoCode }
  if (code === "InvalidCaptcha") return { kind: "captcha" }
  const errors = fieldErrorsOf(fieldIssuesOf(error), Object.keys(emptyClaimRequest))
  if (code === "ValidationFailed" && Object.keys(errors).length > 0) return { kind: "fields", errors }
  return {
    kind: "result",
    search: {
      resultMessage: code,
      uniqueEntityId: normalizeUniqueEntityId(sent.uniqueEntityId),
      email: sent.email.trim().toLowerCase(),
    },
  }
}
