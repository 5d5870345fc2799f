import type { accountErrors } from "./accounts"
import type { artifactErrors } from "./artifacts"
import type { captchaErrors } from "./captcha"
import type { chatErrors } from "./chat"
import type { govUserErrors } from "./govusers"
import type { identityErrors } from "./identity"
import type { listingErrors } from "./listings"
import type { mapsErrors } from "./maps"
import type { policyErrorCatalogue } from "./policies"

/**
 * The error catalogue: code -> HTTP status and the default user-visible message.
 * Domains add their own codes here so server and browser agree on the text. `AppError` takes only these
 * codes (`ErrorCode`), so a misspelt or uncatalogued code is a compile error.
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

export type ErrorCode =
  | keyof typeof errorCatalogue
  | keyof typeof identityErrors
  | keyof typeof captchaErrors
  | keyof typeof accountErrors
  | keyof typeof listingErrors
  | keyof typeof artifactErrors
  | keyof typeof govUserErrors
  | keyof typeof mapsErrors
  | keyof typeof policyErrorCatalogue
  | keyof typeof chatErrors
