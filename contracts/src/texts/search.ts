/** The saved searches' messages (beyond the spec: its texts follow the house's field messages). */
export const searchMessages = {
  nameLength: "must be between 2 and 100 characters",
  queryTooLong: "is too long (at most 2,000 characters)",
  emptyQuery: "choose at least one filter before saving the search",
  unknownParam: (name: string) => `has a parameter the search does not know: ${name}`,
  saved: (name: string) => `Search saved as "${name}".`,
  deleted: (name: string) => `Saved search "${name}" deleted.`,
  loadFailed: "The saved searches could not be loaded.",
  notAnAmount: "must be a number of dollars",
  notADate: "must be a date (YYYY-MM-DD)",
  dateInFuture: "cannot be later than today",
  resultsFailed: "Unable to load search results; please try again later",
  noResults: "No storefronts match this search",
  exportFailed: "The results could not be exported.",
  /** Spec 02 §8: a filter's chosen ids could not be named; the spec says which list, not the words. */
  restoreFailed: (type: string) => `Failed to load the chosen ${type}. Please try again.`,
} as const
