// UTC on both sides: "2026-11-01" is a calendar date, and formatting it in a zone west of UTC would show
// October 31.
const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" })

/** "2026-11-01" -> "November 1, 2026"; anything else is shown as given rather than hidden or rolled over. */
export const formatEffectiveDate = (publishDate: string): string => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(publishDate)) return publishDate
  const date = new Date(`${publishDate}T00:00:00Z`)
  // Date rolls 2026-02-30 over to March 2 instead of failing.
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(publishDate)
    ? longDate.format(date)
    : publishDate
}
