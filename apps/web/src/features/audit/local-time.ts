/**
 * Moments between the address (ISO 8601 in UTC, as the server takes them) and a `datetime-local` field (the
 * person's own clock, to the second). The field knows no time zone, so the conversion is the browser's.
 */

const pad = (n: number) => String(n).padStart(2, "0")

/**
 * "2024-03-05T14:07" in the browser's time zone, for a `datetime-local` field (with ":ss" when the moment has
 * seconds: events a second apart are told apart); "" for nothing.
 */
export const localInputOf = (iso: string | undefined): string => {
  if (iso === undefined) return ""
  const at = new Date(iso)
  if (Number.isNaN(at.getTime())) return ""
  const minute = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`
  return at.getSeconds() === 0 ? minute : `${minute}:${pad(at.getSeconds())}`
}

/**
 * The ISO moment a `datetime-local` field's value names in the browser's time zone; undefined when empty or
 * unreadable. A value without a zone is local time by the ECMAScript rules `Date` follows.
 */
export const isoOfLocalInput = (value: string): string | undefined => {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return undefined
  const at = new Date(value)
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString()
}

const moment = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "medium" })
const shortMoment = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" })

/** A recorded moment as people read it, to the second, in their own time zone. */
export const momentText = (iso: string) => moment.format(new Date(iso))

/** A moment to the minute (a reveal's end, an as-of view's moment). */
export const minuteText = (iso: string) => shortMoment.format(new Date(iso))
