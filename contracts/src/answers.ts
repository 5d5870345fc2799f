import { Schema } from "effect"
import { CurrentUser } from "./identity"

/**
 * Small answers both transports give, declared once so the REST routes' `response` and the tRPC
 * procedures' `output` are the same contract.
 */

/** A confirmation with the text to show (resend, confirm, reset, claim resent). */
export const MessageAnswer = Schema.Struct({ message: Schema.String })
export type MessageAnswer = typeof MessageAnswer.Type

/** The gate screens' question: who is signed in, and which gate (if any) holds them. */
export const SessionAnswer = Schema.Struct({
  user: CurrentUser,
  gate: Schema.NullOr(Schema.Literals(["UnconfirmedEmail", "MissingTermsPrivacy"])),
})
export type SessionAnswer = typeof SessionAnswer.Type

export const SignedOut = Schema.Struct({ signedOut: Schema.Literal(true) })
export const Deleted = Schema.Struct({ deleted: Schema.Literal(true) })

/** An ALTCHA challenge (GET captcha challenge): solved in the browser, sent back as recaptchaToken. */
export const CaptchaChallenge = Schema.Struct({
  algorithm: Schema.String,
  challenge: Schema.String,
  maxnumber: Schema.optional(Schema.Number),
  salt: Schema.String,
  signature: Schema.String,
})
