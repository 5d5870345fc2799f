/**
 * The few texts every page of the app can show from its first load: the session gate's, the VISION link's
 * outcome, a dropdown that failed, the start-chat button and the unread badge. A module of their own because a bundler keeps or drops whole modules per
 * page: in identity.ts or govusers.ts they brought every identity and government-user text into each page.
 * The domain objects (`identityMessages`, `govUserMessages`, `listingMessages`, `chatMessages`) name them too.
 */

/** The session gate's and the authorization handling's texts (spec 01 §8). */
export const sessionTexts = {
  sessionExpired: "Your session has expired, please sign in again.",
  pleaseSignIn: "Please sign in.",
  pleaseConfirm: "Please confirm your email.",
  loadUserFailed: "Failed to load user and account data. Please try again",
} as const

/** What a government user who arrived from VISION is told once the link is tried. */
export const visionLinkTexts = {
  visionTokenInvalid: "This VISION link is invalid. Please return to VISION and try again.",
  visionLinked: "Your VISION account is now connected.",
} as const

/** A dropdown whose options could not be read (spec 02 §8, inline). */
export const dropdownTexts = {
  loadFailed: "Error loading data...",
} as const

/** The start-chat button on result cards, matches and profiles (spec 02 §2, §8). */
export const startChatTexts = {
  startChat: "Start a chat",
  goToChat: "Go to chat",
  initiateFailed: "Error initiating chat. Please refresh.",
  cannotChatWithUser: "You are unable to chat with this user",
} as const

/** The thread card's unread badge (spec 02 §2, §9): hidden at 0, the count up to 999, '1K+' above. */
export const unreadBadgeText = (count: number): string | null =>
  count <= 0 ? null : count > 999 ? "1K+" : String(count)
