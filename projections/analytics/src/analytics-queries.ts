import {
  type CompanyTimelineStatistic,
  type ConversationsTimelineStatistic,
  type EngagedCompaniesStatistic,
  type GovUsersTimelineStatistic,
  type ListingPageViewsStatistic,
  type OrganizationUsersStatistic,
  type PageRequest,
  paginate,
  type ResponseRateStatistic,
  type SbcUsersTimelineStatistic,
  type TechnologyTypeStat,
  type TechnologyTypesStatistic,
} from "@ignite/contracts"
import { govUserOrganizations, technologyTypes } from "@ignite/contracts/reference"
import type { Queryable } from "@ignite/platform"
import { govGroups, type UserGroup } from "./analytics-contributions"
import type { TimelineMonth } from "./timeline-months"

/**
 * Every number of docs/analytics.md, from the analytics projection's rows: the response rate, the page views
 * and the organisations' users from their facts and summaries, the rest from the counters the projection keeps
 * (analytics_counts, see analytics-contributions.ts): a few dozen rows, however many facts are behind them.
 */

type Count = number | string
const n = (value: Count | null | undefined) => Number(value ?? 0)

/** pct_gov_user_chat_response_statistic: of the threads a company started, the share a government user answered. */
export const responseRate = async (db: Queryable): Promise<ResponseRateStatistic> => {
  const [row] = await db.query<{ started: Count; answered: Count }>(
    `select count(*)::int8 as started, count(*) filter (where gov_first_at is not null)::int8 as answered
     from analytics_threads where started_by_side = 'account'`,
  )
  const started = n(row?.started)
  return { value: started === 0 ? 0 : n(row?.answered) / started }
}

/** The counters of one kind (analytics-contributions.ts), for some of its groups: `group|bucket` → n. */
const counters = async (db: Queryable, kind: string, groups: readonly string[]) => {
  const rows = await db.query<{ grp: string; bucket: string; n: Count }>(
    "select grp, bucket, n from analytics_counts where kind = $1 and grp = any($2::text[])",
    [kind, groups],
  )
  return rows.map((row) => ({ group: row.grp, bucket: row.bucket, n: n(row.n) }))
}

/** Per month of the timeline: the counters' sum in that month, or (`total`) up to its end. */
const perMonth = (
  months: readonly TimelineMonth[],
  rows: ReadonlyArray<{ bucket: string; n: number }>,
  total: boolean,
) =>
  months.map(({ month }) =>
    rows.reduce((sum, row) => (row.bucket === month || (total && row.bucket < month) ? sum + row.n : sum), 0),
  )

/** count_gov_user_engaged_companies_statistic: accounts a government user has written to in some thread. */
export const engagedCompanies = async (db: Queryable): Promise<EngagedCompaniesStatistic> => {
  const [row] = await db.query<{ n: Count }>(
    "select count(*)::int8 as n from analytics_counts where kind = 'engaged' and grp = '' and n > 0",
  )
  return { count: n(row?.n) }
}

/** company_timeline_statistic: storefronts in the marketplace and those whose company was claimed, by month end. */
export const companyTimeline = async (
  db: Queryable,
  months: readonly TimelineMonth[],
): Promise<CompanyTimelineStatistic> => {
  const [opened, claimed] = await Promise.all([counters(db, "opened", [""]), counters(db, "claimed", [""])])
  const listings = perMonth(months, opened, true)
  const claims = perMonth(months, claimed, true)
  return {
    data: months.map(({ month }, i) => ({
      month,
      claimedListingsTotal: claims[i]!,
      listingsTotal: listings[i]!,
    })),
  }
}

/** Users of some groups registered by each month's end, VISION-linked by then, and their sign-ins in the month. */
const usersTimeline = async (
  db: Queryable,
  months: readonly TimelineMonth[],
  groups: readonly UserGroup[],
) => {
  const [registered, vision, logins] = await Promise.all([
    counters(db, "registered", groups),
    counters(db, "vision", groups),
    counters(db, "logins", groups),
  ])
  const users = perMonth(months, registered, true)
  const linked = perMonth(months, vision, true)
  const signIns = perMonth(months, logins, false)
  return months.map(({ month }, i) => ({
    month,
    usersTotal: users[i]!,
    visionUsersTotal: linked[i]!,
    userLogins: signIns[i]!,
  }))
}

/** gov_users_timeline_statistic */
export const govUsersTimeline = async (
  db: Queryable,
  months: readonly TimelineMonth[],
): Promise<GovUsersTimelineStatistic> => ({ data: await usersTimeline(db, months, govGroups) })

/** daf_users_statistic: the government timeline of users whose organisation is the Department of the Air Force's. */
export const dafUsersTimeline = async (
  db: Queryable,
  months: readonly TimelineMonth[],
): Promise<GovUsersTimelineStatistic> => ({ data: await usersTimeline(db, months, ["gov-daf"]) })

/** sbc_users_statistic: company (small business) users registered by each month's end and their sign-ins. */
export const sbcUsersTimeline = async (
  db: Queryable,
  months: readonly TimelineMonth[],
): Promise<SbcUsersTimelineStatistic> => ({
  data: (await usersTimeline(db, months, ["company"])).map(({ month, usersTotal, userLogins }) => ({
    month,
    usersTotal,
    userLogins,
  })),
})

/**
 * active_conversations_statistic: per month, the messages sent, and the threads with a message in the month
 * in which both sides had written by the month's end (an unanswered first message is no conversation).
 */
export const conversationsTimeline = async (
  db: Queryable,
  months: readonly TimelineMonth[],
): Promise<ConversationsTimelineStatistic> => {
  const [active, messages] = await Promise.all([counters(db, "active", [""]), counters(db, "messages", [""])])
  const conversations = perMonth(months, active, false)
  const sent = perMonth(months, messages, false)
  return {
    data: months.map(({ month }, i) => ({
      month,
      activeConversations: conversations[i]!,
      messagesSent: sent[i]!,
    })),
  }
}

/** Names of a reference list: as shipped in contracts, renamed or added by admins (reference events). */
const namesOf = async (
  db: Queryable,
  kind: "technologyTypes" | "govUserOrganizations",
  shipped: ReadonlyArray<{ readonly id: string; readonly name: string }>,
): Promise<Map<string, string>> => {
  const names = new Map(shipped.map((item) => [item.id, item.name]))
  const rows = await db.query<{ item_id: string; name: string }>(
    "select item_id, name from analytics_reference_items where kind = $1 order by position",
    [kind],
  )
  for (const row of rows) names.set(row.item_id, row.name)
  return names
}

/** The organisations' names as admins see them today. */
export const organizationNames = (db: Queryable) => namesOf(db, "govUserOrganizations", govUserOrganizations)

/**
 * technology_types_statistic: per technology type, the storefronts, products and services naming it, the
 * awards of those storefronts, and the government users (VISION-linked among them) interested in it. Each
 * percentage is the type's share of its column's total (0 when the column is empty).
 */
export const technologyTypesStatistic = async (db: Queryable): Promise<TechnologyTypesStatistic> => {
  const measures = ["listings", "products", "services", "awards", "users", "visionUsers"] as const
  const [names, rows] = await Promise.all([
    namesOf(db, "technologyTypes", technologyTypes),
    counters(db, "types", measures),
  ])
  const columns = new Map(measures.map((measure) => [measure, new Map<string, number>()]))
  for (const row of rows) columns.get(row.group as (typeof measures)[number])!.set(row.bucket, row.n)
  const [listings, products, services, awards, users, vision] = measures.map((m) => columns.get(m)!) as [
    Map<string, number>,
    Map<string, number>,
    Map<string, number>,
    Map<string, number>,
    Map<string, number>,
    Map<string, number>,
  ]
  const total = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0)
  const share = (counts: Map<string, number>, id: string) => {
    const sum = total(counts)
    return sum === 0 ? 0 : (counts.get(id) ?? 0) / sum
  }
  const data: TechnologyTypeStat[] = [...names].map(([id, name]) => ({
    id,
    name,
    listingCount: listings.get(id) ?? 0,
    listingProductCount: products.get(id) ?? 0,
    listingServiceCount: services.get(id) ?? 0,
    listingAwardCount: awards.get(id) ?? 0,
    usersCount: users.get(id) ?? 0,
    visionUsersCount: vision.get(id) ?? 0,
    listingPct: share(listings, id),
    listingProductPct: share(products, id),
    listingServicePct: share(services, id),
    usersPct: share(users, id),
    visionUsersPct: share(vision, id),
  }))
  return { data }
}

/** listing_page_views_statistic: storefronts by government users' profile views, most viewed first, ties by id. */
export const listingPageViews = async (
  db: Queryable,
  request: PageRequest,
): Promise<ListingPageViewsStatistic> => {
  const [counted] = await db.query<{ n: Count }>(
    "select count(*)::int8 as n from analytics_listing_view_counts",
  )
  const { offset, ...pagination } = paginate(n(counted?.n), request)
  const rows = await db.query<{ id: string; name: string | null; views: Count }>(
    `select c.listing_id as id, l.name, c.views from analytics_listing_view_counts c
     left join analytics_listings l on l.listing_id = c.listing_id
     order by c.views desc, c.listing_id limit $1 offset $2`,
    [request.perPage, offset],
  )
  return { data: rows.map((r) => ({ id: r.id, name: r.name ?? "", pageViews: n(r.views) })), pagination }
}

/** organization_users_statistic: government users per organisation, most first, then by name. */
export const organizationUsers = async (
  db: Queryable,
  request: PageRequest,
): Promise<OrganizationUsersStatistic> => {
  const names = await namesOf(db, "govUserOrganizations", govUserOrganizations)
  const rows = await db.query<{ id: string; n: Count }>(
    `select organization_id as id, count(*)::int8 as n from analytics_users
     where organization_id is not null and role = 'gov' group by organization_id`,
  )
  const all = rows
    .map((r) => ({ id: r.id, organization: names.get(r.id) ?? r.id, usersCount: n(r.n) }))
    .sort((a, b) => b.usersCount - a.usersCount || a.organization.localeCompare(b.organization))
  const { offset, ...pagination } = paginate(all.length, request)
  return { data: all.slice(offset, offset + request.perPage), pagination }
}
