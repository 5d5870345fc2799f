import type { MatchFeedbackEvent } from "@ignite/contracts/events"

export { type MatchFeedbackEvent, matchFeedbackStreamId } from "@ignite/contracts/events"

/** What one match's subject has been told so far: each feedback with the profile it was given against. */
export interface SubjectFeedback {
  readonly hidden: string | null
  readonly notRelevant: string | null
  readonly chatThreadIds: readonly string[]
}

/** A user's feedback on the matches offered to them, by subject (a listing, or a government user). */
export interface MatchFeedbackState {
  readonly subjects: ReadonlyMap<string, SubjectFeedback>
}

export const initialMatchFeedbackState: MatchFeedbackState = { subjects: new Map() }

const none: SubjectFeedback = { hidden: null, notRelevant: null, chatThreadIds: [] }

const withSubject = (
  state: MatchFeedbackState,
  subjectId: string,
  change: (before: SubjectFeedback) => SubjectFeedback,
): MatchFeedbackState => ({
  subjects: new Map(state.subjects).set(subjectId, change(state.subjects.get(subjectId) ?? none)),
})

export const evolveMatchFeedback = (
  state: MatchFeedbackState,
  event: MatchFeedbackEvent,
): MatchFeedbackState => {
  switch (event.type) {
    case "MatchHidden":
      return withSubject(state, event.data.subjectId, (s) => ({ ...s, hidden: event.data.profileStamp }))
    case "MatchMarkedNotRelevant":
      return withSubject(state, event.data.subjectId, (s) => ({ ...s, notRelevant: event.data.profileStamp }))
    case "MatchSucceeded":
      return withSubject(state, event.data.subjectId, (s) => ({
        ...s,
        chatThreadIds: [...s.chatThreadIds, event.data.chatThreadId],
      }))
    default: {
      const _exhaustive: never = event
      return state
    }
  }
}
