import { useSyncExternalStore } from "react"
import { clearSessionToken, getSessionToken, sessionStorageKey, setSessionToken } from "./session-token"

export interface SessionSnapshot {
  readonly token: string | null
  /**
   * Changes on sign-in, sign-out and every save that can change what the gate decides (spec 01 §4):
   * whatever depends on the session is recomputed when it moves.
   */
  readonly salt: number
}

const listeners = new Set<() => void>()
let snapshot: SessionSnapshot = { token: getSessionToken(), salt: 0 }

const emit = () => {
  for (const listener of listeners) listener()
}

/**
 * The current session. Storage is the truth (another tab or a test may have changed it); the snapshot
 * object only changes when something did, as `useSyncExternalStore` requires.
 */
export const getSession = (): SessionSnapshot => {
  const token = getSessionToken()
  if (token !== snapshot.token) snapshot = { token, salt: snapshot.salt + 1 }
  return snapshot
}

/** A new salt; the token stays. */
export const renewSalt = () => {
  snapshot = { token: getSessionToken(), salt: snapshot.salt + 1 }
  emit()
}

export const startSession = (token: string) => {
  setSessionToken(token)
  renewSalt()
}

export const endSession = () => {
  clearSessionToken()
  renewSalt()
}

const onStorage = (event: StorageEvent) => {
  if (event.key === sessionStorageKey || event.key === null) emit()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  if (listeners.size === 1) window.addEventListener("storage", onStorage)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener("storage", onStorage)
  }
}

export const useSession = () => useSyncExternalStore(subscribe, getSession, getSession)
