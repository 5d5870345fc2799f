/**
 * Address search (spec 02 §2 "address search with manual entry", §5, §9): when and how often the browser
 * asks, and what it shows. Manual entry always works, so every failure here tells people to type instead.
 */
export const addressSearch = {
  /** Spec 02 §5: suggestions start after 3 characters. */
  minimumCharacters: 3,
  maximumCharacters: 200,
  /** Spec 02 §9: address autocomplete debounce. */
  debounceMs: 100,
} as const

export const mapsMessages = {
  /** Spec 02 §8. */
  noMatches: "No matches...",
  unavailable: "Address search is unavailable right now; enter the address by hand.",
  notConfigured: "Address search is not set up here; enter the address by hand.",
  placeNotFound: "That address could not be found; enter it by hand.",
} as const

export const mapsErrors = {
  MapsNotConfigured: { status: 404, message: mapsMessages.notConfigured },
  PlaceNotFound: { status: 404, message: mapsMessages.placeNotFound },
  MapsUnavailable: { status: 503, message: mapsMessages.unavailable },
} as const
