import { AppError } from "@ignite/contracts"
import type { Decider, DecisionContext } from "@ignite/platform"
import {
  evolveSavedSearch,
  initialSavedSearchState,
  type SavedSearchEvent,
  type SavedSearchState,
} from "./saved-search"

export type SavedSearchCommand =
  | {
      readonly type: "CreateSavedSearch"
      readonly savedSearchId: string
      readonly title: string
      readonly actorId: string
    }
  | { readonly type: "RenameSavedSearch"; readonly title: string; readonly actorId: string }

type Decision = SavedSearchEvent[] | AppError

/** A saved search starts once: a second start of the same stream is a conflict, not a new one. */
const create = (
  command: Extract<SavedSearchCommand, { type: "CreateSavedSearch" }>,
  state: SavedSearchState,
  ctx: DecisionContext,
): Decision => {
  if (state.status !== "none") return new AppError("Conflict")
  return [
    {
      type: "SavedSearchCreated",
      data: {
        savedSearchId: command.savedSearchId,
        title: command.title,
        createdBy: command.actorId,
        createdAt: ctx.now.toISOString(),
      },
    },
  ]
}

/** Only its creator renames a saved search; the same title again changes nothing. */
const rename = (
  command: Extract<SavedSearchCommand, { type: "RenameSavedSearch" }>,
  state: SavedSearchState,
  ctx: DecisionContext,
): Decision => {
  if (state.status === "none") return new AppError("NotFound")
  if (state.createdBy !== command.actorId) return new AppError("Forbidden")
  if (state.title === command.title) return []
  return [
    {
      type: "SavedSearchRenamed",
      data: {
        savedSearchId: state.id,
        title: command.title,
        renamedBy: command.actorId,
        renamedAt: ctx.now.toISOString(),
      },
    },
  ]
}

export const decideSavedSearch = (
  command: SavedSearchCommand,
  state: SavedSearchState,
  ctx: DecisionContext,
): Decision => {
  switch (command.type) {
    case "CreateSavedSearch":
      return create(command, state, ctx)
    case "RenameSavedSearch":
      return rename(command, state, ctx)
    default: {
      const _exhaustive: never = command
      return []
    }
  }
}

export const savedSearchDecider: Decider<SavedSearchCommand, SavedSearchEvent, SavedSearchState> = {
  initialState: initialSavedSearchState,
  evolve: evolveSavedSearch,
  decide: decideSavedSearch,
}
