import type { SavedSearchEvent } from "@ignite/contracts/events"

export { type SavedSearchEvent, savedSearchStreamId } from "@ignite/contracts/events"

/** A saved search: not started yet, or started with its title by its creator. */
export type SavedSearchState =
  | { readonly status: "none" }
  | { readonly status: "created"; readonly id: string; readonly title: string; readonly createdBy: string }

export const initialSavedSearchState: SavedSearchState = { status: "none" }

export const evolveSavedSearch = (state: SavedSearchState, event: SavedSearchEvent): SavedSearchState => {
  switch (event.type) {
    case "SavedSearchCreated": {
      const { savedSearchId, title, createdBy } = event.data
      return { status: "created", id: savedSearchId, title, createdBy }
    }
    case "SavedSearchRenamed":
      return state.status === "created" ? { ...state, title: event.data.title } : state
    default: {
      const _exhaustive: never = event
      return state
    }
  }
}
