import type { PlatformModule } from "@ignite/platform"
import { analyticsProjection } from "./analytics.projection"

export { analyticsProjection } from "./analytics.projection"
export {
  companyTimeline,
  conversationsTimeline,
  dafUsersTimeline,
  engagedCompanies,
  govUsersTimeline,
  listingPageViews,
  organizationNames,
  organizationUsers,
  responseRate,
  sbcUsersTimeline,
  technologyTypesStatistic,
} from "./analytics-queries"
export { type TimelineMonth, timelineMonths } from "./timeline-months"

/** The admin dashboard's read model (spec 02 "Admin analytics dashboard"; docs/analytics.md). */
export const analyticsReadModel: PlatformModule = {
  name: "analytics-read-model",
  projections: [analyticsProjection],
}
export {
  type DrillConversation,
  type DrillGovUser,
  type DrillPage,
  monthConversations,
  organizationGovUsers,
  technologyTypeGovUsers,
  technologyTypeStorefronts,
} from "./analytics-drill-queries"
export { recountAnalytics, recountedCounters, recountedCountersParams } from "./analytics-recount"
