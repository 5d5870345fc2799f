import type { PlatformModule } from "@ignite/platform"
import { matchDigestsProjection } from "./match-digests.projection"
import { matchesProjection } from "./matches.projection"

export {
  createMatchCatalog,
  type FeedbackRow,
  feedbackOf,
  type GovUserEntry,
  type ListingEntry,
  type MatchCatalog,
  matchSuccessesOf,
} from "./match-catalog"
export {
  matchDigestEnabled,
  matchDigestSubscribers,
  matchDigestsProjection,
} from "./match-digests.projection"
export {
  type Learned,
  type Match,
  type MatchDocument,
  MatchIndex,
  nothingLearned,
} from "./match-ranking"
export { termsOf } from "./match-text"
export { matchesProjection } from "./matches.projection"

/** Matchmaking's read model: the features both sides are ranked by, and each user's feedback. */
export const matchesReadModel: PlatformModule = {
  name: "matches-read-model",
  projections: [matchesProjection, matchDigestsProjection],
}
