import { forgetHome } from "./home-hint"

/** localStorage key holding the session's bearer token. */
export const sessionStorageKey = "ignite.session"

// Storage access throws in some sandboxed or privacy modes; the app then behaves as signed out.
export const getSessionToken = (): string | null => {
  try {
    return localStorage.getItem(sessionStorageKey) || null
  } catch {
    return null
  }
}

// The home hint belongs to the token it was learnt with: any new token, or none, drops it (home-hint.ts), whichever
// page stores it (the app, or the sign-in document).
export const setSessionToken = (token: string): void => {
  forgetHome()
  try {
    localStorage.setItem(sessionStorageKey, token)
  } catch {
    // Not persisted: the session lasts until the page is reloaded.
  }
}

export const clearSessionToken = (): void => {
  forgetHome()
  try {
    localStorage.removeItem(sessionStorageKey)
  } catch {
    // Nothing was stored.
  }
}
