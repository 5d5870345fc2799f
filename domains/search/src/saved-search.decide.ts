import { AppError } from "@ignite/contracts"
import type { SavedSearchItemKind } from "@ignite/contracts/events"
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
  /**
   * The alerts reactor saw a published storefront the owner may see enter the results (after the baseline
   * taken when alerts were turned on). `userId` is the owner, as the reactor read it from the search.
   */
  | {
      readonly type: "RecordSavedSearchMatch"
      readonly userId: string
      readonly listingId: string
      readonly listingName: string
      readonly itemKind: SavedSearchItemKind
      readonly itemId: string
      readonly itemName: string
    }

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
    case "RecordSavedSearchMatch":
      // once per storefront and search, whatever redelivery does; none while alerts are off
      if (!search.alertsEnabled || search.matched.has(command.listingId)) return []
      return [
        {
          type: "SavedSearchMatched",
          data: {
            savedSearchId: search.id,
            ownerId: search.userId,
            savedSearchName: search.name,
            listingId: command.listingId,
            listingName: command.listingName,
            itemKind: command.itemKind,
            itemId: command.itemId,
            itemName: command.itemName,
            matchedAt: at,
          },
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
