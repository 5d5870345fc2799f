import { Schema } from "effect"
import { accountErrors } from "./texts/accounts"
import { artifactErrors } from "./texts/artifacts"
import { captchaErrors } from "./texts/captcha"
import { chatErrors } from "./texts/chat"
import { type ErrorCode, errorCatalogue } from "./texts/errors"
import { govUserErrors } from "./texts/govusers"
import { identityErrors } from "./texts/identity"
import { listingErrors } from "./texts/listings"
import { mapsErrors } from "./texts/maps"
import { policyErrorCatalogue } from "./texts/policies"

export { type AuthErrorCode, authErrorCodes } from "./texts/auth-error-codes"
export { type ErrorCode, errorCatalogue } from "./texts/errors"

/**
 * Every catalogued code with its status and default message: the shared catalogue and each domain's own.
 * Built here, beside `AppError`, not in `texts/`: a bundler keeps an object made by spreading others
 * (it cannot tell the spreads are pure), so in `texts/` it pulled every domain's messages into each page.
 */
export const allErrors = {
  ...errorCatalogue,
  ...identityErrors,
  ...captchaErrors,
  ...accountErrors,
  ...listingErrors,
  ...artifactErrors,
  ...govUserErrors,
  ...mapsErrors,
  ...policyErrorCatalogue,
  ...chatErrors,
}

/**
 * Every error that leaves the server has this shape (spec 01 §7: "an error code, a message and a status").
 * `details` lists field problems for 400s so forms can point at the field.
 */
export const FieldIssue = Schema.Struct({
  path: Schema.String,
  message: Schema.String,
  /** A machine-readable name of the problem where the spec gives one (insufficient_length, mismatch…). */
  code: Schema.optional(Schema.String),
})
export type FieldIssue = typeof FieldIssue.Type

export const ErrorEnvelope = Schema.Struct({
  error: Schema.String,
  message: Schema.String,
  status: Schema.Int,
  details: Schema.optional(Schema.Array(FieldIssue)),
})
export type ErrorEnvelope = typeof ErrorEnvelope.Type

/**
 * An expected failure with a catalogued code. Domains return or throw these; each transport maps them
 * once (REST envelope, tRPC error data). Anything else is a bug and becomes a 500 with a request id.
 */
export class AppError extends Error {
  readonly _tag = "AppError"
  readonly status: number
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: readonly FieldIssue[],
    status?: number,
  ) {
    const known = (allErrors as Record<string, { status: number; message: string }>)[code]
    super(message ?? known?.message ?? code)
    this.status = status ?? known?.status ?? 400
  }

  toEnvelope(): ErrorEnvelope {
    return {
      error: this.code,
      message: this.message,
      status: this.status,
      ...(this.details?.length ? { details: this.details } : {}),
    }
  }
}

export const isAppError = (u: unknown): u is AppError =>
  u instanceof AppError ||
  (typeof u === "object" && u !== null && (u as { _tag?: unknown })._tag === "AppError")
