import { Schema } from "effect"
import { Uuid } from "./ids"
import { policyFieldMessages, policyTitles } from "./texts/policies"

export { policyFieldMessages, policyMessages, policyTitles } from "./texts/policies"

/** The three published policies (spec 01 §3): terms of service, privacy statement, anti-spam policy. */
export const policyKinds = ["terms", "privacy", "antiSpam"] as const
export const PolicyKind = Schema.Literals(policyKinds)
export type PolicyKind = typeof PolicyKind.Type

/** Users sign terms and privacy (spec 01 §2 /sign_terms); the anti-spam policy is only read. */
export const signableKinds = ["terms", "privacy"] as const
export const SignableKind = Schema.Literals(signableKinds)
export type SignableKind = typeof SignableKind.Type

export const isSignableKind = (kind: PolicyKind): kind is SignableKind =>
  (signableKinds as readonly string[]).includes(kind)

const minLengthMessage = policyFieldMessages.atLeastTwo

/** A calendar date, `YYYY-MM-DD`, that exists (no 2026-02-30). */
export const IsoDate = Schema.String.check(
  Schema.makeFilter(
    (value: string) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
      const date = new Date(`${value}T00:00:00Z`)
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
    },
    { message: policyFieldMessages.isoDate },
  ),
)

/** The text a reader sees: tags removed, entities for spaces folded, trimmed. */
export const visibleText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;|&#160;/gi, " ")
    .replace(/\s+/g, " ")
    .trim()

/** A published version of a policy. `content` is HTML that the server sanitized before storing it. */
export const PolicyDocument = Schema.Struct({
  id: Schema.String,
  title: Schema.String,
  publishDate: IsoDate,
  content: Schema.String,
})
export type PolicyDocument = typeof PolicyDocument.Type

export const PublishPolicyInput = Schema.Struct({
  kind: PolicyKind,
  title: Schema.String.check(
    Schema.makeFilter((value: string) => value.trim().length >= 2, { message: minLengthMessage }),
  ),
  publishDate: IsoDate,
  content: Schema.String.check(
    Schema.makeFilter((value: string) => visibleText(value).length >= 2, { message: minLengthMessage }),
  ),
})
export type PublishPolicyInput = typeof PublishPolicyInput.Type

export const LatestPolicyInput = Schema.Struct({ kind: PolicyKind })

export const SignPolicyInput = Schema.Struct({ kind: SignableKind, id: Uuid })
export type SignPolicyInput = typeof SignPolicyInput.Type

/** A user's agreement to one version; `signedAt` is an ISO timestamp. */
export const PolicySignature = Schema.Struct({
  kind: SignableKind,
  documentId: Schema.String,
  signedAt: Schema.String,
})
export type PolicySignature = typeof PolicySignature.Type

/** What a user still has to agree to, terms before privacy, each with the version to sign. */
export const UnsignedPolicy = Schema.Struct({ kind: SignableKind, document: PolicyDocument })
export type UnsignedPolicy = typeof UnsignedPolicy.Type
export const UnsignedPolicies = Schema.Array(UnsignedPolicy)

/**
 * Expected failures of the policies domain. Not in the shared catalogue's table: AppError takes the
 * status explicitly, and the messages live here beside the other policy texts.
 */
export const policyErrors = {
  OutdatedPolicy: {
    status: 409,
    message: (kind: SignableKind) =>
      `A newer version of the ${policyTitles[kind]} has been published. Please review and agree to the latest version.`,
  },
  PolicyNotSignable: {
    status: 400,
    message: () => "The anti-spam policy is for reading only; it cannot be signed.",
  },
} as const

/** The message of the catalogue's NotFound when a kind has no published version yet. */
export const policyNotFoundMessage = (kind: PolicyKind) => `No ${policyTitles[kind]} has been published yet.`
