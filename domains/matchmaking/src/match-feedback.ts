import type { MatchFeedbackEvent } from "@ignite/contracts/events"

export { type MatchFeedbackEvent, matchFeedbackStreamId } from "@ignite/contracts/events"

/** A match feedback: not started yet, or started with its title by its creator. */
export type MatchFeedbackState =
  | { readonly status: "none" }
  | { readonly status: "created"; readonly id: string; readonly title: string; readonly createdBy: string }

export const initialMatchFeedbackState: MatchFeedbackState = { status: "none" }

export const evolveMatchFeedback = (
  state: MatchFeedbackState,
  event: MatchFeedbackEvent,
): MatchFeedbackState => {
  switch (event.type) {
    case "MatchFeedbackCreated": {
      const { matchFeedbackId, title, createdBy } = event.data
      return { status: "created", id: matchFeedbackId, title, createdBy }
    }
    case "MatchFeedbackRenamed":
      return state.status === "created" ? { ...state, title: event.data.title } : state
    default: {
      const _exhaustive: never = event
      return state
    }
  }
}
