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

export const setSessionToken = (token: string): void => {
  try {
    localStorage.setItem(sessionStorageKey, token)
  } catch {
    // Not persisted: the session lasts until the page is reloaded.
  }
}

export const clearSessionToken = (): void => {
  try {
    localStorage.removeItem(sessionStorageKey)
  } catch {
    // Nothing was stored.
  }
}
