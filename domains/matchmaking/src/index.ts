export {
  digestIntervalMs,
  digestSize,
  type MatchDigestCommand,
  type MatchDigestEvent,
  type MatchDigestState,
  matchDigestDecider,
  matchDigestStreamId,
} from "./match-digest"
export { type MatchFeedbackEvent, type MatchFeedbackState, matchFeedbackStreamId } from "./match-feedback"
export { type MatchFeedbackCommand, matchFeedbackDecider } from "./match-feedback.decide"
export { createMatchmakingService, type MatchmakingService } from "./service"
