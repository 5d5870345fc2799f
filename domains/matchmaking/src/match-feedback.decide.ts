import { AppError } from "@ignite/contracts"
import type { Decider, DecisionContext } from "@ignite/platform"
import {
  evolveMatchFeedback,
  initialMatchFeedbackState,
  type MatchFeedbackEvent,
  type MatchFeedbackState,
} from "./match-feedback"

export type MatchFeedbackCommand =
  | {
      readonly type: "CreateMatchFeedback"
      readonly matchFeedbackId: string
      readonly title: string
      readonly actorId: string
    }
  | { readonly type: "RenameMatchFeedback"; readonly title: string; readonly actorId: string }

type Decision = MatchFeedbackEvent[] | AppError

/** A match feedback starts once: a second start of the same stream is a conflict, not a new one. */
const create = (
  command: Extract<MatchFeedbackCommand, { type: "CreateMatchFeedback" }>,
  state: MatchFeedbackState,
  ctx: DecisionContext,
): Decision => {
  if (state.status !== "none") return new AppError("Conflict")
  return [
    {
      type: "MatchFeedbackCreated",
      data: {
        matchFeedbackId: command.matchFeedbackId,
        title: command.title,
        createdBy: command.actorId,
        createdAt: ctx.now.toISOString(),
      },
    },
  ]
}

/** Only its creator renames a match feedback; the same title again changes nothing. */
const rename = (
  command: Extract<MatchFeedbackCommand, { type: "RenameMatchFeedback" }>,
  state: MatchFeedbackState,
  ctx: DecisionContext,
): Decision => {
  if (state.status === "none") return new AppError("NotFound")
  if (state.createdBy !== command.actorId) return new AppError("Forbidden")
  if (state.title === command.title) return []
  return [
    {
      type: "MatchFeedbackRenamed",
      data: {
        matchFeedbackId: state.id,
        title: command.title,
        renamedBy: command.actorId,
        renamedAt: ctx.now.toISOString(),
      },
    },
  ]
}

export const decideMatchFeedback = (
  command: MatchFeedbackCommand,
  state: MatchFeedbackState,
  ctx: DecisionContext,
): Decision => {
  switch (command.type) {
    case "CreateMatchFeedback":
      return create(command, state, ctx)
    case "RenameMatchFeedback":
      return rename(command, state, ctx)
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
