export { claimAlert, recordAlertBaseline, searchAlertMigrations, searchesWithBaseline } from "./alert-marks"
export { type SavedSearchEvent, type SavedSearchState, savedSearchStreamId } from "./saved-search"
export { type SavedSearchCommand, savedSearchDecider } from "./saved-search.decide"
export { createSearchService, type SearchService } from "./service"
