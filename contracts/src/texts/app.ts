/** What the app as a whole says (spec 02 §8 "App"). */
export const appMessages = {
  /** The site settings every screen may need (the maps key, where VISION lives) could not be loaded at start. */
  settingsFailed: "Failed to initialize application settings. Please refresh the page",
} as const
