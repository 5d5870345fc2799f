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
      readonly type: "SaveSearch"
      readonly savedSearchId: string
      readonly userId: string
      readonly name: string
      readonly query: string
      readonly alertsEnabled: boolean
    }
  | { readonly type: "RenameSavedSearch"; readonly userId: string; readonly name: string }
  | { readonly type: "SetSavedSearchAlerts"; readonly userId: string; readonly alertsEnabled: boolean }
  | { readonly type: "DeleteSavedSearch"; readonly userId: string }

type Decision = SavedSearchEvent[] | AppError

/** A saved search is saved once: a second save of the same stream is a conflict, not a new one. */
const save = (
  command: Extract<SavedSearchCommand, { type: "SaveSearch" }>,
  state: SavedSearchState,
  ctx: DecisionContext,
): Decision => {
  if (state.status !== "none") return new AppError("Conflict")
  const { savedSearchId, userId, name, query, alertsEnabled } = command
  return [
    {
      type: "SearchSaved",
      data: { savedSearchId, userId, name, query, alertsEnabled, savedAt: ctx.now.toISOString() },
    },
  ]
}

/**
 * The owner's saved search, or NotFound: one that was deleted, or is someone else's, answers exactly as one
 * that never existed, so ids tell nobody anything.
 */
const owned = (state: SavedSearchState, userId: string) =>
  state.status === "saved" && state.userId === userId ? state : undefined

export const decideSavedSearch = (
  command: SavedSearchCommand,
  state: SavedSearchState,
  ctx: DecisionContext,
): Decision => {
  if (command.type === "SaveSearch") return save(command, state, ctx)
  const search = owned(state, command.userId)
  if (!search) return new AppError("NotFound")
  const at = ctx.now.toISOString()
  switch (command.type) {
    case "RenameSavedSearch":
      return search.name === command.name
        ? []
        : [
            {
              type: "SavedSearchRenamed",
              data: { savedSearchId: search.id, name: command.name, renamedAt: at },
            },
          ]
    case "SetSavedSearchAlerts":
      return search.alertsEnabled === command.alertsEnabled
        ? []
        : [
            {
              type: "SavedSearchAlertsChanged",
              data: { savedSearchId: search.id, alertsEnabled: command.alertsEnabled, changedAt: at },
            },
          ]
    case "DeleteSavedSearch":
      return [{ type: "SavedSearchDeleted", data: { savedSearchId: search.id, deletedAt: at } }]
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
