import { Schema } from "effect"
import { Eager, eagerRelations } from "./eager"
import { GovUserExtendedData } from "./govusers"
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

/** An ALTCHA (v2) challenge (GET captcha challenge): solved in the browser, sent back as recaptchaToken. */
export const CaptchaChallenge = Schema.Struct({
  parameters: Schema.Struct({
    algorithm: Schema.String,
    nonce: Schema.String,
    salt: Schema.String,
    cost: Schema.Number,
    keyLength: Schema.Number,
    keyPrefix: Schema.String,
    keySignature: Schema.optional(Schema.String),
    memoryCost: Schema.optional(Schema.Number),
    parallelism: Schema.optional(Schema.Number),
    expiresAt: Schema.optional(Schema.Number),
    data: Schema.optional(
      Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Number, Schema.Boolean, Schema.Null])),
    ),
  }),
  codeChallenge: Schema.optional(
    Schema.Struct({
      image: Schema.String,
      audio: Schema.optional(Schema.String),
      length: Schema.optional(Schema.Number),
    }),
  ),
  signature: Schema.optional(Schema.String),
})

export const CurrentUserQuery = Schema.Struct({ eager: Schema.optional(Eager(eagerRelations.currentUser)) })
export type CurrentUserQuery = typeof CurrentUserQuery.Type

/**
 * The current user with what `eager` asked for: `govUserExtendedData` (the government profile, with
 * `visionUserId`) only when asked, null for users who are not government users.
 */
export const CurrentUserView = Schema.Struct({
  ...CurrentUser.fields,
  govUserExtendedData: Schema.optional(Schema.NullOr(GovUserExtendedData)),
})
export type CurrentUserView = typeof CurrentUserView.Type
