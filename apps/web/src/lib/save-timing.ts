/** Spec 01 §4: about 500 ms after a successful save, a new salt, then the form completes. */
export const saveSettleMs = 500

export const settle = (ms = saveSettleMs) => new Promise<void>((resolve) => setTimeout(resolve, ms))
