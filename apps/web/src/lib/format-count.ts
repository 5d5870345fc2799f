/**
 * A whole number as en-US writes it (12,345), without Intl: the first `toLocaleString` of a page loads ICU's
 * number data, 74 ms of a phone's main thread (Chromium at 4× CPU slowdown), and the search page's first
 * view counts its results with it (issue 27: total blocking time).
 */
export const formatCount = (count: number): string => {
  if (!Number.isSafeInteger(count)) return count.toLocaleString("en-US")
  const digits = String(Math.abs(count)).replace(/\B(?=(\d{3})+$)/g, ",")
  return count < 0 ? `-${digits}` : digits
}
