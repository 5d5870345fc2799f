import type { NotificationSeverity, NotifyInput } from "./notification-store"

/**
 * A notification that outlives its page: the sign-in page is its own document (src/signin), so "Successfully
 * signed in!" is said by the app it opens, and a message shown as the app sends someone to /signin ("If the
 * email provided is in our records…") is said by the sign-in page. Session storage holds it for one read.
 */
export const carriedNoticeKey = "ignite.carriedNotice"

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">

const browserStore = (): Store | undefined =>
  typeof sessionStorage === "undefined" ? undefined : sessionStorage

const severities: ReadonlySet<string> = new Set<NotificationSeverity>([
  "success",
  "danger",
  "warning",
  "info",
])

export const carryNotice = (notice: NotifyInput, store = browserStore()) => {
  try {
    store?.setItem(carriedNoticeKey, JSON.stringify(notice))
  } catch {
    // Storage can be unavailable in private modes: the next page simply says nothing.
  }
}

/** The carried notice, forgotten as it is read; undefined when there is none or it is not one. */
export const takeCarriedNotice = (store = browserStore()): NotifyInput | undefined => {
  try {
    const stored = store?.getItem(carriedNoticeKey)
    store?.removeItem(carriedNoticeKey)
    if (!stored) return undefined
    const { message, severity, autoClearMs, suppress } = JSON.parse(stored) as Record<string, unknown>
    if (typeof message !== "string" || typeof severity !== "string" || !severities.has(severity))
      return undefined
    return {
      message,
      severity: severity as NotificationSeverity,
      ...(typeof autoClearMs === "number" && autoClearMs > 0 ? { autoClearMs } : {}),
      ...(suppress === true ? { suppress } : {}),
    }
  } catch {
    return undefined
  }
}
