import { type Home, homes } from "./roles"

/** localStorage key of the home the stored session's user last had (issue 27: the home starts with the session). */
export const homeHintStorageKey = "ignite.home"

const isHome = (value: string): value is Home => (homes as readonly string[]).includes(value)

/**
 * A hint, never a permission: a reload starts the remembered home's requests beside the session's instead of
 * after it, and the session's answer still decides what renders (the server authorizes every request). Written
 * when the session answers for an ungated user, dropped whenever a token is stored or removed (session-token.ts).
 */
export const rememberHome = (home: Home): void => {
  try {
    localStorage.setItem(homeHintStorageKey, home)
  } catch {
    // Storage refused: the next reload waits for the session, as without a hint.
  }
}

export const rememberedHome = (): Home | null => {
  try {
    const home = localStorage.getItem(homeHintStorageKey)
    return home !== null && isHome(home) ? home : null
  } catch {
    return null
  }
}

export const forgetHome = (): void => {
  try {
    localStorage.removeItem(homeHintStorageKey)
  } catch {
    // Nothing was stored.
  }
}
