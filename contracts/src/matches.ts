import { Schema } from "effect"
import { StoredFile } from "./file-address"
import { Uuid } from "./ids"

/**
 * Matchmaking's answers (issue 24): the companies a government user should meet, the government users a
 * company should know. Lists come in rank order; each match says why in a sentence a person can check and
 * names the shared words (`terms`) so a page can mark them in the sentence. The shape of a list item
 * (`listingId` or `govUserId`, `name`, `reason`, `terms`, `score`) is what the relevance benchmark reads.
 */
const Reasoned = {
  name: Schema.String,
  reason: Schema.String,
  terms: Schema.Array(Schema.String),
  score: Schema.Number,
  technologyTypeIds: Schema.Array(Schema.String),
}

export const CompanyMatch = Schema.Struct({
  listingId: Uuid,
  accountId: Uuid,
  logo: Schema.NullOr(StoredFile),
  ...Reasoned,
})
export type CompanyMatch = typeof CompanyMatch.Type

export const GovUserMatch = Schema.Struct({
  govUserId: Uuid,
  headshot: Schema.NullOr(StoredFile),
  ...Reasoned,
})
export type GovUserMatch = typeof GovUserMatch.Type

export const CompanyMatches = Schema.Struct({ matches: Schema.Array(CompanyMatch) })
export type CompanyMatches = typeof CompanyMatches.Type

export const GovUserMatches = Schema.Struct({ matches: Schema.Array(GovUserMatch) })
export type GovUserMatches = typeof GovUserMatches.Type

/** How many matches a list answers (default 10, at most 50); anything else is the default. */
export const MatchesQuery = Schema.Struct({ limit: Schema.optional(Schema.Unknown) })
export type MatchesQuery = typeof MatchesQuery.Type

export const matchLimits = { default: 10, max: 50 } as const

/** Hide a match, or say it is not relevant: either way it stays away until the asker's profile changes. */
export const MatchFeedbackKind = Schema.Literals(["hidden", "notRelevant"])
export type MatchFeedbackKind = typeof MatchFeedbackKind.Type

export const MatchFeedbackInput = Schema.Struct({ feedback: MatchFeedbackKind })
export type MatchFeedbackInput = typeof MatchFeedbackInput.Type

/** The answer to a feedback: the match it was about (a listing's or a government user's id) and what was said. */
export const MatchFeedbackAnswer = Schema.Struct({ id: Uuid, feedback: MatchFeedbackKind })
export type MatchFeedbackAnswer = typeof MatchFeedbackAnswer.Type

/**
 * The weekly digest of new matches (`GET`/`PATCH /api/v1/matches/digest`): off until the user turns it on.
 * A government user's lists new companies, a company user's new government users; at most one a week.
 */
export const MatchDigestSetting = Schema.Struct({ enabled: Schema.Boolean })
export type MatchDigestSetting = typeof MatchDigestSetting.Type
