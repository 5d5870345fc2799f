import type { ErrorCode } from "./errors"

/**
 * The 401 codes the web client reacts to (spec 01 §8). Apart from the catalogue (errors.ts): every page needs
 * these six names, only the server and a few screens the catalogue's messages.
 */
export const authErrorCodes = [
  "ExpiredToken",
  "InvalidToken",
  "MissingToken",
  "DeviseGeneral",
  "UnconfirmedEmail",
  "MissingTermsPrivacy",
] as const satisfies readonly ErrorCode[]
export type AuthErrorCode = (typeof authErrorCodes)[number]
