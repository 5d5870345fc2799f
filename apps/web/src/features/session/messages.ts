/**
 * The texts the gate and the authorization handling show, copied from the contracts' `identityMessages`
 * so the first page load does not carry effect's Schema; the unit test keeps the copies equal.
 */
export const sessionMessages = {
  sessionExpired: "Your session has expired, please sign in again.",
  pleaseSignIn: "Please sign in.",
  pleaseConfirm: "Please confirm your email.",
  loadUserFailed: "Failed to load user and account data. Please try again",
} as const
