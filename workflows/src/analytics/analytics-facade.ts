import { normalizePage, type PageQuery, type TimelineQuery } from "@ignite/contracts"
import type { Queryable } from "@ignite/platform"
import {
  companyTimeline,
  conversationsTimeline,
  dafUsersTimeline,
  engagedCompanies,
  govUsersTimeline,
  listingPageViews,
  organizationUsers,
  responseRate,
  sbcUsersTimeline,
  technologyTypesStatistic,
  timelineMonths,
} from "@ignite/projection-analytics"

/**
 * The admin dashboard's ten statistics (spec 02 §7 "Admin analytics"), answered from the analytics read model
 * alone. Who may ask is the transports' access rule ("admin"); what each number counts is docs/analytics.md.
 * `now` picks the default timeline months (the twelve ending with the current one).
 */
export const createAnalyticsFacade = ({
  db,
  now = () => new Date(),
}: {
  db: Queryable
  now?: () => Date
}) => {
  const months = (query: TimelineQuery) => timelineMonths(query, now())
  return {
    technologyTypes: () => technologyTypesStatistic(db),
    companyTimeline: (query: TimelineQuery) => companyTimeline(db, months(query)),
    govUsersTimeline: (query: TimelineQuery) => govUsersTimeline(db, months(query)),
    engagedCompanies: () => engagedCompanies(db),
    responseRate: () => responseRate(db),
    activeConversations: (query: TimelineQuery) => conversationsTimeline(db, months(query)),
    dafUsers: (query: TimelineQuery) => dafUsersTimeline(db, months(query)),
    sbcUsers: (query: TimelineQuery) => sbcUsersTimeline(db, months(query)),
    listingPageViews: (query: typeof PageQuery.Type) => listingPageViews(db, normalizePage(query)),
    organizationUsers: (query: typeof PageQuery.Type) => organizationUsers(db, normalizePage(query)),
  }
}

export type AnalyticsFacade = ReturnType<typeof createAnalyticsFacade>
