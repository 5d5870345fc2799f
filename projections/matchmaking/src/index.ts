import type { PlatformModule } from "@ignite/platform"
import { matchFeedbacksProjection } from "./match-feedbacks.projection"

export { findMatchFeedback, matchFeedbacksOf, matchFeedbacksProjection } from "./match-feedbacks.projection"

/** The matchmaking read models. */
export const matchFeedbacksReadModel: PlatformModule = {
  name: "matchmaking-read-model",
  projections: [matchFeedbacksProjection],
}
