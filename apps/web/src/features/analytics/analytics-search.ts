import type { TimelineQuery } from "@ignite/contracts"
import { normalizePage } from "@ignite/contracts/page-rules"
import { optionalText } from "../../lib/search-params"
import { rangeProblem } from "./month-range"

/**
 * /admin/analytics's address: the timelines' months (beyond the spec) and the Organization Users card's page;
 * only what differs from the defaults.
 */
export interface AnalyticsSearch extends TimelineQuery {
  readonly page?: number
  readonly perPage?: number
}

/** A range the server would refuse is dropped whole: the timelines then show their default twelve months. */
export const analyticsSearchOf = (search: Record<string, unknown>): AnalyticsSearch => {
  const { page, perPage } = normalizePage(search)
  const from = optionalText(search.from)
  const to = optionalText(search.to)
  const range = rangeProblem({ from, to }) === undefined ? { from, to } : {}
  return {
    ...(range.from ? { from: range.from } : {}),
    ...(range.to ? { to: range.to } : {}),
    ...(page !== 1 ? { page } : {}),
    ...(perPage !== 10 ? { perPage } : {}),
  }
}
