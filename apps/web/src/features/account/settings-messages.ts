/** Spec 01 §8 Settings. Not in the contracts' identity messages, which only hold what the server also says. */
export const settingsMessages = {
  updateFailed: "Unable to update user settings. Please try again.",
} as const
