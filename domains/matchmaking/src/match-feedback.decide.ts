import { AppError } from "@ignite/contracts"
import type { Decider, DecisionContext } from "@ignite/platform"
import {
  evolveMatchFeedback,
  initialMatchFeedbackState,
  type MatchFeedbackEvent,
  type MatchFeedbackState,
} from "./match-feedback"

type Side = "companies" | "govUsers"

export type MatchFeedbackCommand =
  | {
      readonly type: "GiveMatchFeedback"
      readonly userId: string
      readonly side: Side
      readonly subjectId: string
      readonly feedback: "hidden" | "notRelevant"
      /** The version of the asker's own profile the match was offered against. */
      readonly profileStamp: string
      readonly terms: readonly string[]
      readonly technologyTypeIds: readonly string[]
    }
  | {
      readonly type: "RecordMatchSuccess"
      readonly userId: string
      readonly side: Side
      readonly subjectId: string
      readonly chatThreadId: string
    }

type Decision = MatchFeedbackEvent[] | AppError

/**
 * Hiding a match, or marking it not relevant, is said once per version of the asker's profile: the same
 * feedback again against the same profile changes nothing (a double click), against a changed profile it
 * is new (the match came back because the profile changed, and the user sends it away again). Nobody is
 * their own match.
 */
const give = (
  command: Extract<MatchFeedbackCommand, { type: "GiveMatchFeedback" }>,
  state: MatchFeedbackState,
  ctx: DecisionContext,
): Decision => {
  if (command.subjectId === command.userId) return new AppError("NotFound")
  const before = state.subjects.get(command.subjectId)
  if (before?.[command.feedback] === command.profileStamp) return []
  const { type: _, feedback, ...data } = command
  return [
    {
      type: feedback === "hidden" ? "MatchHidden" : "MatchMarkedNotRelevant",
      data: {
        ...data,
        terms: [...data.terms],
        technologyTypeIds: [...data.technologyTypeIds],
        at: ctx.now.toISOString(),
      },
    },
  ]
}

/** A chat started from a match is that match's success, counted once per thread. */
const succeed = (
  command: Extract<MatchFeedbackCommand, { type: "RecordMatchSuccess" }>,
  state: MatchFeedbackState,
  ctx: DecisionContext,
): Decision => {
  if (state.subjects.get(command.subjectId)?.chatThreadIds.includes(command.chatThreadId)) return []
  const { type: _, ...data } = command
  return [{ type: "MatchSucceeded", data: { ...data, at: ctx.now.toISOString() } }]
}

export const decideMatchFeedback = (
  command: MatchFeedbackCommand,
  state: MatchFeedbackState,
  ctx: DecisionContext,
): Decision => {
  switch (command.type) {
    case "GiveMatchFeedback":
      return give(command, state, ctx)
    case "RecordMatchSuccess":
      return succeed(command, state, ctx)
    default: {
      const _exhaustive: never = command
      return []
    }
  }
}

export const matchFeedbackDecider: Decider<MatchFeedbackCommand, MatchFeedbackEvent, MatchFeedbackState> = {
  initialState: initialMatchFeedbackState,
  evolve: evolveMatchFeedback,
  decide: decideMatchFeedback,
}
