import { Schema } from "effect"
import { captchaErrors } from "./captcha"
import { identityErrors } from "./identity"

/**
 * Every error that leaves the server has this shape (spec 01 §7: "an error code, a message and a status").
 * `details` lists field problems for 400s so forms can point at the field.
 */
export const FieldIssue = Schema.Struct({
  path: Schema.String,
  message: Schema.String,
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
 * The error catalogue: code -> HTTP status and the default user-visible message.
 * Domains add their own codes here so server and browser agree on the text.
 */
export const errorCatalogue = {
  BadRequest: { status: 400, message: "The request could not be read." },
  ValidationFailed: { status: 400, message: "Some fields are invalid." },
  ExpiredToken: { status: 401, message: "Your session has expired, please sign in again." },
  InvalidToken: { status: 401, message: "Please sign in." },
  MissingToken: { status: 401, message: "Please sign in." },
  DeviseGeneral: { status: 401, message: "Please sign in." },
  UnconfirmedEmail: { status: 401, message: "Please confirm your email." },
  MissingTermsPrivacy: { status: 401, message: "Please accept the terms and privacy statement." },
  Forbidden: { status: 403, message: "You are not allowed to do that." },
  NotFound: { status: 404, message: "The requested resource does not exist" },
  Conflict: { status: 409, message: "The resource was changed by someone else. Please try again." },
  UserAlreadyExists: { status: 409, message: "A user already exists with the email provided." },
  PayloadTooLarge: { status: 413, message: "10MB filesize limit" },
  UnsupportedMediaType: { status: 415, message: "This content type is not accepted here." },
  RateLimited: { status: 429, message: "Too many attempts. Please wait a moment and try again." },
  InternalError: { status: 500, message: "Something went wrong!" },
  Unavailable: { status: 503, message: "The service is starting or unavailable. Please try again shortly." },
} as const satisfies Record<string, { status: number; message: string }>

export type ErrorCode = keyof typeof errorCatalogue | keyof typeof identityErrors | keyof typeof captchaErrors

const allErrors = { ...errorCatalogue, ...identityErrors, ...captchaErrors }

/** The 401 codes the web client reacts to (spec 01 §8). */
export const authErrorCodes = [
  "ExpiredToken",
  "InvalidToken",
  "MissingToken",
  "DeviseGeneral",
  "UnconfirmedEmail",
  "MissingTermsPrivacy",
] as const satisfies readonly ErrorCode[]
export type AuthErrorCode = (typeof authErrorCodes)[number]

/**
 * An expected failure with a catalogued code. Domains return or throw these; each transport maps them
 * once (REST envelope, tRPC error data). Anything else is a bug and becomes a 500 with a request id.
 */
export class AppError extends Error {
  readonly _tag = "AppError"
  readonly status: number
  constructor(
    readonly code: ErrorCode | (string & {}),
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
