import { Schema } from "effect"
import { defineEvents, type EventDataOf, type EventUnionOf } from "./define"

/**
 * One stream per user, `matchfeedback-<userId>`: what they told matchmaking about the matches it offered.
 * `subjectId` is what was matched: a listing id (a government user's company matches) or a government
 * user's id (a company user's). `profileStamp` names the version of the asker's own profile the feedback
 * was given against: a hidden or not-relevant match stays away until that profile changes. The terms and
 * technology types are the match's, as shown, so the ranking can learn from them for this user.
 */
const MatchSide = Schema.Literals(["companies", "govUsers"])

const Feedback = Schema.Struct({
  userId: Schema.String,
  side: MatchSide,
  subjectId: Schema.String,
  profileStamp: Schema.String,
  terms: Schema.Array(Schema.String),
  technologyTypeIds: Schema.Array(Schema.String),
  at: Schema.String,
})

export const matchFeedbackEvents = defineEvents({
  MatchHidden: { version: 1, data: Feedback },
  MatchMarkedNotRelevant: { version: 1, data: Feedback },
  /** A chat started from a match: the match did its job. */
  MatchSucceeded: {
    version: 1,
    data: Schema.Struct({
      userId: Schema.String,
      side: MatchSide,
      subjectId: Schema.String,
      chatThreadId: Schema.String,
      at: Schema.String,
    }),
  },
})

export type MatchFeedbackEventData = EventDataOf<typeof matchFeedbackEvents>
export type MatchFeedbackEvent = EventUnionOf<typeof matchFeedbackEvents>

export const matchFeedbackStreamId = (userId: string) => `matchfeedback-${userId}`

/**
 * One stream per user, `matchdigest-<userId>`: their weekly digest of new matches. `MatchDigestChanged` is
 * their opt-in (off until they turn it on); `MatchDigestSent` is one digest: the ids of the matches it
 * listed (listing ids for a government user, government-user ids for a company user), never their names or
 * reasons, and when. At most one a week, each match in one digest only (the decider holds both).
 */
export const matchDigestEvents = defineEvents({
  MatchDigestChanged: {
    version: 1,
    data: Schema.Struct({ userId: Schema.String, enabled: Schema.Boolean, at: Schema.String }),
  },
  MatchDigestSent: {
    version: 1,
    data: Schema.Struct({
      userId: Schema.String,
      side: MatchSide,
      matchIds: Schema.Array(Schema.String),
      sentAt: Schema.String,
    }),
  },
})

export type MatchDigestEvent = EventUnionOf<typeof matchDigestEvents>
export const matchDigestStreamId = (userId: string) => `matchdigest-${userId}`
