/**
 * Google bills a search's keystrokes and the details call that ends it as one session: a new token per
 * address being entered. Letters, digits and dashes, as the contract allows.
 */
export const newSessionToken = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
