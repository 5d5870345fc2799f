import { AppError, analyticsDefaultMonths, analyticsMaxMonths, type TimelineQuery } from "@ignite/contracts"

/** One calendar month of a timeline, in UTC: its label and its bounds (start included, end excluded). */
export interface TimelineMonth {
  readonly month: string
  readonly start: string
  readonly end: string
}

const indexOf = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1
const labelOf = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`
const startOf = (index: number) => new Date(Date.UTC(Math.floor(index / 12), index % 12, 1)).toISOString()

/**
 * The months a timeline answers for: `from` to `to`, both included; without `to` the current month, without
 * `from` the twelve months ending with `to`. A range that runs backwards or is longer than ten years is refused.
 */
export const timelineMonths = (query: TimelineQuery, now: Date): TimelineMonth[] => {
  const to = query.to
    ? indexOf(query.to)
    : query.from
      ? Math.max(indexOf(query.from), now.getUTCFullYear() * 12 + now.getUTCMonth())
      : now.getUTCFullYear() * 12 + now.getUTCMonth()
  const from = query.from ? indexOf(query.from) : to - analyticsDefaultMonths + 1
  if (to < from) throw new AppError("ValidationFailed", "The timeline's end month is before its start month.")
  if (to - from + 1 > analyticsMaxMonths)
    throw new AppError("ValidationFailed", `A timeline covers at most ${analyticsMaxMonths} months.`)
  return Array.from({ length: to - from + 1 }, (_, i) => ({
    month: labelOf(from + i),
    start: startOf(from + i),
    end: startOf(from + i + 1),
  }))
}
