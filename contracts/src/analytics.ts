import { Schema } from "effect"
import { PageQuery, Paginated, Pagination } from "./pagination"

export * from "./texts/analytics"

/**
 * The admin analytics answers (spec 02 §3 "Analytics records", §7 "Admin analytics"). What each number
 * counts is defined in docs/analytics.md; fractions are 0..1 (the dashboard multiplies by 100, spec 02 §9).
 */

/** `YYYY-MM`, a calendar month in UTC. */
export const AnalyticsMonth = Schema.String.check(Schema.isPattern(/^\d{4}-(0[1-9]|1[0-2])$/))

/**
 * Beyond the spec: a timeline's months, both ends included. Without them, the twelve months ending with the
 * current one; a range longer than `analyticsMaxMonths` or ending before it starts is refused.
 */
export const TimelineQuery = Schema.Struct({
  from: Schema.optional(AnalyticsMonth),
  to: Schema.optional(AnalyticsMonth),
})
export type TimelineQuery = typeof TimelineQuery.Type
export const analyticsMaxMonths = 120
export const analyticsDefaultMonths = 12

/** pct_gov_user_chat_response_statistic */
export const ResponseRateStatistic = Schema.Struct({ value: Schema.Number })
export type ResponseRateStatistic = typeof ResponseRateStatistic.Type

/** count_gov_user_engaged_companies_statistic */
export const EngagedCompaniesStatistic = Schema.Struct({ count: Schema.Int })
export type EngagedCompaniesStatistic = typeof EngagedCompaniesStatistic.Type

const month = { month: AnalyticsMonth }

/** company_timeline_statistic: the SBC Timeline card. */
export const CompanyTimelinePoint = Schema.Struct({
  ...month,
  claimedListingsTotal: Schema.Int,
  listingsTotal: Schema.Int,
})
/** gov_users_timeline_statistic and daf_users_statistic: the Government Timelines and DAF Users cards. */
export const GovUsersTimelinePoint = Schema.Struct({
  ...month,
  usersTotal: Schema.Int,
  visionUsersTotal: Schema.Int,
  userLogins: Schema.Int,
})
/** sbc_users_statistic: the SBC Users card. */
export const SbcUsersTimelinePoint = Schema.Struct({
  ...month,
  usersTotal: Schema.Int,
  userLogins: Schema.Int,
})
/** active_conversations_statistic: the Active Conversations card. */
export const ConversationsTimelinePoint = Schema.Struct({
  ...month,
  activeConversations: Schema.Int,
  messagesSent: Schema.Int,
})

const timeline = <S extends Schema.Top>(point: S) => Schema.Struct({ data: Schema.Array(point) })
export const CompanyTimelineStatistic = timeline(CompanyTimelinePoint)
export type CompanyTimelineStatistic = typeof CompanyTimelineStatistic.Type
export const GovUsersTimelineStatistic = timeline(GovUsersTimelinePoint)
export type GovUsersTimelineStatistic = typeof GovUsersTimelineStatistic.Type
export const SbcUsersTimelineStatistic = timeline(SbcUsersTimelinePoint)
export type SbcUsersTimelineStatistic = typeof SbcUsersTimelineStatistic.Type
export const ConversationsTimelineStatistic = timeline(ConversationsTimelinePoint)
export type ConversationsTimelineStatistic = typeof ConversationsTimelineStatistic.Type

/** technology_types_statistic: one row per technology type, the six pie charts and the table. */
export const TechnologyTypeStat = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  listingCount: Schema.Int,
  listingProductCount: Schema.Int,
  listingServiceCount: Schema.Int,
  listingAwardCount: Schema.Int,
  usersCount: Schema.Int,
  visionUsersCount: Schema.Int,
  listingPct: Schema.Number,
  listingProductPct: Schema.Number,
  listingServicePct: Schema.Number,
  usersPct: Schema.Number,
  visionUsersPct: Schema.Number,
})
export type TechnologyTypeStat = typeof TechnologyTypeStat.Type
export const TechnologyTypesStatistic = Schema.Struct({ data: Schema.Array(TechnologyTypeStat) })
export type TechnologyTypesStatistic = typeof TechnologyTypesStatistic.Type

/** listing_page_views_statistic: the Top SBC Organization Views card, most viewed first. */
export const ListingPageViews = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  pageViews: Schema.Int,
})
export type ListingPageViews = typeof ListingPageViews.Type
export const ListingPageViewsStatistic = Paginated(ListingPageViews)
export type ListingPageViewsStatistic = typeof ListingPageViewsStatistic.Type

/** organization_users_statistic: government users per organisation, most users first. */
export const OrganizationUsers = Schema.Struct({
  id: Schema.String,
  organization: Schema.String,
  usersCount: Schema.Int,
})
export type OrganizationUsers = typeof OrganizationUsers.Type
export const OrganizationUsersStatistic = Schema.Struct({
  data: Schema.Array(OrganizationUsers),
  pagination: Pagination,
})
export type OrganizationUsersStatistic = typeof OrganizationUsersStatistic.Type

/**
 * The Department of the Air Force's organisations in the reference list (contracts/reference
 * govUserOrganizations): the Air Force, the Space Force (organised under the Department) and AFWERX, its
 * innovation arm. The reference categories only say DoD or civilian, so the Department is named here.
 */
export const dafOrganizationIds: readonly string[] = ["4", "5", "17"]

/** The ten statistics of spec 02 §7, by their REST names. */
export const statisticNames = [
  "technology_types_statistic",
  "company_timeline_statistic",
  "gov_users_timeline_statistic",
  "count_gov_user_engaged_companies_statistic",
  "pct_gov_user_chat_response_statistic",
  "active_conversations_statistic",
  "daf_users_statistic",
  "sbc_users_statistic",
  "listing_page_views_statistic",
  "organization_users_statistic",
] as const
export type StatisticName = (typeof statisticNames)[number]

/*
 * Beyond the spec: the lists behind the dashboard's numbers (issue 21's drill-down), each answered from the
 * analytics read model with names from the read models that own them. Admins only, as the statistics.
 */

/** Which pie of Technology Types At a Glance a slice belongs to: the list behind it differs. */
export const technologyTypeMeasures = [
  "listings",
  "products",
  "services",
  "awards",
  "users",
  "visionUsers",
] as const
export type TechnologyTypeMeasure = (typeof technologyTypeMeasures)[number]

const DrillId = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100))

/** `GET /api/v1/admin/statistics/technology_types_statistic/{technologyTypeId}/{measure}` */
export const TechnologyTypeDrillQuery = Schema.Struct({
  technologyTypeId: DrillId,
  measure: Schema.Literals(technologyTypeMeasures),
  ...PageQuery.fields,
})
export type TechnologyTypeDrillQuery = typeof TechnologyTypeDrillQuery.Type

/**
 * A storefront behind a number: `matching` is how many of its products, services or awards the number
 * counted (for the storefronts pie, its awards).
 */
export const AnalyticsStorefrontRow = Schema.Struct({
  listingId: Schema.String,
  name: Schema.String,
  matching: Schema.Int,
})
export type AnalyticsStorefrontRow = typeof AnalyticsStorefrontRow.Type

/** A government user behind a number. */
export const AnalyticsGovUserRow = Schema.Struct({
  userId: Schema.String,
  name: Schema.String,
  organization: Schema.NullOr(Schema.String),
  visionLinked: Schema.Boolean,
})
export type AnalyticsGovUserRow = typeof AnalyticsGovUserRow.Type

/** The slice's list: storefronts for the four listing pies, government users for the two user pies. */
export const TechnologyTypeDrill = Schema.Union([
  Schema.Struct({
    kind: Schema.Literal("storefronts"),
    data: Schema.Array(AnalyticsStorefrontRow),
    pagination: Pagination,
  }),
  Schema.Struct({
    kind: Schema.Literal("govUsers"),
    data: Schema.Array(AnalyticsGovUserRow),
    pagination: Pagination,
  }),
])
export type TechnologyTypeDrill = typeof TechnologyTypeDrill.Type

/** `GET /api/v1/admin/statistics/organization_users_statistic/{organizationId}`: the organisation's users. */
export const OrganizationDrillQuery = Schema.Struct({
  organizationId: DrillId,
  ...PageQuery.fields,
})
export type OrganizationDrillQuery = typeof OrganizationDrillQuery.Type
export const OrganizationDrill = Paginated(AnalyticsGovUserRow)
export type OrganizationDrill = typeof OrganizationDrill.Type

/**
 * A conversation of a month: its messages that month, and whether it counted as active (both sides have
 * written by the month's end).
 */
export const AnalyticsConversationRow = Schema.Struct({
  threadId: Schema.String,
  listingId: Schema.NullOr(Schema.String),
  companyName: Schema.String,
  govUserId: Schema.String,
  govUserName: Schema.String,
  messages: Schema.Int,
  active: Schema.Boolean,
})
export type AnalyticsConversationRow = typeof AnalyticsConversationRow.Type

/** `GET /api/v1/admin/statistics/active_conversations_statistic/{month}`: that month's conversations, most messages first. */
export const ConversationsDrillQuery = Schema.Struct({
  month: AnalyticsMonth,
  ...PageQuery.fields,
})
export type ConversationsDrillQuery = typeof ConversationsDrillQuery.Type
export const ConversationsDrill = Paginated(AnalyticsConversationRow)
export type ConversationsDrill = typeof ConversationsDrill.Type
