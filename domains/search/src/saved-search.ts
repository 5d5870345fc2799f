import type { SavedSearchEvent } from "@ignite/contracts/events"

export { type SavedSearchEvent, savedSearchStreamId } from "@ignite/contracts/events"

/** A saved search: not saved yet, kept by its owner, or deleted (its id is never used again). */
export type SavedSearchState =
  | { readonly status: "none" }
  | {
      readonly status: "saved"
      readonly id: string
      readonly userId: string
      readonly name: string
      readonly alertsEnabled: boolean
      /** Storefronts this search has alerted its owner about: each once. */
      readonly matched: ReadonlySet<string>
    }
  | { readonly status: "deleted"; readonly id: string; readonly userId: string }

export const initialSavedSearchState: SavedSearchState = { status: "none" }

export const evolveSavedSearch = (state: SavedSearchState, event: SavedSearchEvent): SavedSearchState => {
  switch (event.type) {
    case "SearchSaved": {
      const { savedSearchId, userId, name, alertsEnabled } = event.data
      return { status: "saved", id: savedSearchId, userId, name, alertsEnabled, matched: new Set() }
    }
    case "SavedSearchRenamed":
      return state.status === "saved" ? { ...state, name: event.data.name } : state
    case "SavedSearchAlertsChanged":
      return state.status === "saved" ? { ...state, alertsEnabled: event.data.alertsEnabled } : state
    case "SavedSearchMatched":
      return state.status === "saved"
        ? { ...state, matched: new Set([...state.matched, event.data.listingId]) }
        : state
    case "SavedSearchDeleted":
      return state.status === "saved" ? { status: "deleted", id: state.id, userId: state.userId } : state
    default: {
      const _exhaustive: never = event
      return state
    }
  }
}
