import type { AuthErrorCode } from "../auth-errors"
import { encodeEmailKey } from "./email-key"
import { confirmationInstructionsPath, signInPath, signTermsPath } from "./gate"
import { sessionMessages } from "./messages"

export interface AuthErrorOutcome {
  /** Forget the token: the session is over. */
  readonly endSession: boolean
  readonly message?: string
  /** Which remembered target the current location becomes. */
  readonly remember?: "login" | "signTerms"
  /** Where the user goes: a path of this app with its query. */
  readonly to: string
}

/**
 * /confirmation_instructions, carrying the address as `key` when there is one: a signed-out screen cannot
 * ask the server whose confirmation is pending (spec 01 §2).
 */
export const confirmationInstructionsHref = (email?: string) =>
  email
    ? `${confirmationInstructionsPath}?key=${encodeURIComponent(encodeEmailKey(email))}`
    : confirmationInstructionsPath

/** What the app does about a 401 with an authorization code (spec 01 §8), whichever call it came from. */
export const authErrorOutcome = (
  code: AuthErrorCode,
  { signedIn, email }: { readonly signedIn: boolean; readonly email?: string },
): AuthErrorOutcome => {
  switch (code) {
    case "ExpiredToken":
      return { endSession: true, message: sessionMessages.sessionExpired, remember: "login", to: signInPath }
    case "InvalidToken":
    case "MissingToken":
    case "DeviseGeneral":
      return { endSession: true, message: sessionMessages.pleaseSignIn, to: signInPath }
    case "UnconfirmedEmail":
      // Signed in, the screen knows the address; signed out, it travels in the link as `key`.
      return {
        endSession: false,
        message: sessionMessages.pleaseConfirm,
        to: confirmationInstructionsHref(signedIn ? undefined : email),
      }
    case "MissingTermsPrivacy":
      return { endSession: false, remember: "signTerms", to: signTermsPath }
    default: {
      const _exhaustive: never = code
      return _exhaustive
    }
  }
}

/** The email of a failed call's input, when it had one (sign-in, resend confirmation). */
export const emailOfInput = (input: unknown): string | undefined => {
  if (typeof input !== "object" || input === null) return undefined
  const { email } = input as { email?: unknown }
  return typeof email === "string" && email.trim() !== "" ? email.trim() : undefined
}
