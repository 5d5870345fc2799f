import type { TimelineQuery } from "@ignite/contracts"

// Schema-free on purpose: the route's search check imports this into the first bundle. The unit test keeps
// the pattern and the limit in step with the contract's AnalyticsMonth and analyticsMaxMonths.
export const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/
export const maxMonths = 120

const monthIndex = (month: string) => {
  const [year = 0, number = 0] = month.split("-").map(Number)
  return year * 12 + number - 1
}

/** How many months a range covers, both ends included. */
export const monthsCovered = (from: string, to: string) => monthIndex(to) - monthIndex(from) + 1

/** This month in UTC, `YYYY-MM`: months are calendar months in UTC (docs/analytics.md). */
export const currentMonth = (now: Date = new Date()) => now.toISOString().slice(0, 7)

/**
 * Why a timeline range cannot be asked for, in the words the form shows; undefined when it can. The server
 * refuses the same ranges (docs/analytics.md "The statistics"): without `to` the range ends this month.
 */
export const rangeProblem = ({ from, to }: TimelineQuery, now: Date = new Date()): string | undefined => {
  if (from !== undefined && !monthPattern.test(from)) return "Choose the first month as YYYY-MM."
  if (to !== undefined && !monthPattern.test(to)) return "Choose the last month as YYYY-MM."
  if (from === undefined) return undefined
  const covered = monthsCovered(from, to ?? currentMonth(now))
  if (covered < 1) return "The first month must not come after the last."
  if (covered > maxMonths) return `A range covers at most ${maxMonths} months.`
  return undefined
}
