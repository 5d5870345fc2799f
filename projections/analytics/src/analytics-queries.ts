import {
  type CompanyTimelineStatistic,
  type ConversationsTimelineStatistic,
  dafOrganizationIds,
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
import type { TimelineMonth } from "./timeline-months"

/** Every number of docs/analytics.md, counted from the analytics projection's rows when asked. */

type Count = number | string
const n = (value: Count | null | undefined) => Number(value ?? 0)

/** The months as a relation `m(month, start, finish)`: `$1` labels, `$2` starts, `$3` ends. */
const monthsRelation = `unnest($1::text[], $2::timestamptz[], $3::timestamptz[]) as m(month, start, finish)`
const monthParams = (months: readonly TimelineMonth[]) => [
  months.map((m) => m.month),
  months.map((m) => m.start),
  months.map((m) => m.end),
]

/** pct_gov_user_chat_response_statistic: of the threads a company started, the share a government user answered. */
export const responseRate = async (db: Queryable): Promise<ResponseRateStatistic> => {
  const [row] = await db.query<{ started: Count; answered: Count }>(
    `select count(*)::int8 as started, count(*) filter (where gov_first_at is not null)::int8 as answered
     from analytics_threads where started_by_side = 'account'`,
  )
  const started = n(row?.started)
  return { value: started === 0 ? 0 : n(row?.answered) / started }
}

/** count_gov_user_engaged_companies_statistic: accounts a government user has written to in some thread. */
export const engagedCompanies = async (db: Queryable): Promise<EngagedCompaniesStatistic> => {
  const [row] = await db.query<{ n: Count }>(
    "select count(distinct account_id)::int8 as n from analytics_threads where gov_first_at is not null",
  )
  return { count: n(row?.n) }
}

/** company_timeline_statistic: storefronts in the marketplace and those whose company was claimed, by month end. */
export const companyTimeline = async (
  db: Queryable,
  months: readonly TimelineMonth[],
): Promise<CompanyTimelineStatistic> => {
  const rows = await db.query<{ month: string; listings: Count; claimed: Count }>(
    `select m.month,
       (select count(*) from analytics_listings l where l.opened_at < m.finish)::int8 as listings,
       (select count(*) from analytics_listings l join analytics_accounts a on a.account_id = l.account_id
         where l.opened_at < m.finish and a.claimed_at < m.finish)::int8 as claimed
     from ${monthsRelation} order by m.start`,
    monthParams(months),
  )
  return {
    data: rows.map((r) => ({
      month: r.month,
      claimedListingsTotal: n(r.claimed),
      listingsTotal: n(r.listings),
    })),
  }
}

/** Users of one side registered by each month's end, VISION-linked by then, and their sign-ins in the month. */
const usersTimeline = async (
  db: Queryable,
  months: readonly TimelineMonth[],
  who: string,
  extra: unknown[],
) =>
  db.query<{ month: string; users: Count; vision: Count; logins: Count }>(
    `select m.month,
       (select count(*) from analytics_users u where ${who} and u.registered_at < m.finish)::int8 as users,
       (select count(*) from analytics_users u where ${who} and u.registered_at < m.finish
          and u.vision_linked_at < m.finish)::int8 as vision,
       (select count(*) from analytics_sign_ins s join analytics_users u on u.user_id = s.user_id
          where ${who} and s.signed_in_at >= m.start and s.signed_in_at < m.finish)::int8 as logins
     from ${monthsRelation} order by m.start`,
    [...monthParams(months), ...extra],
  )

/** gov_users_timeline_statistic */
export const govUsersTimeline = async (
  db: Queryable,
  months: readonly TimelineMonth[],
): Promise<GovUsersTimelineStatistic> => {
  const rows = await usersTimeline(db, months, "u.role = 'gov'", [])
  return {
    data: rows.map((r) => ({
      month: r.month,
      usersTotal: n(r.users),
      visionUsersTotal: n(r.vision),
      userLogins: n(r.logins),
    })),
  }
}

/** daf_users_statistic: the government timeline of users whose organisation is the Department of the Air Force's. */
export const dafUsersTimeline = async (
  db: Queryable,
  months: readonly TimelineMonth[],
): Promise<GovUsersTimelineStatistic> => {
  const rows = await usersTimeline(db, months, "u.role = 'gov' and u.organization_id = any($4::text[])", [
    dafOrganizationIds,
  ])
  return {
    data: rows.map((r) => ({
      month: r.month,
      usersTotal: n(r.users),
      visionUsersTotal: n(r.vision),
      userLogins: n(r.logins),
    })),
  }
}

/** sbc_users_statistic: company (small business) users registered by each month's end and their sign-ins. */
export const sbcUsersTimeline = async (
  db: Queryable,
  months: readonly TimelineMonth[],
): Promise<SbcUsersTimelineStatistic> => {
  const rows = await usersTimeline(db, months, "u.role = 'company'", [])
  return { data: rows.map((r) => ({ month: r.month, usersTotal: n(r.users), userLogins: n(r.logins) })) }
}

/**
 * active_conversations_statistic: per month, the messages sent, and the threads with a message in the month
 * in which both sides had written by the month's end (an unanswered first message is no conversation).
 */
export const conversationsTimeline = async (
  db: Queryable,
  months: readonly TimelineMonth[],
): Promise<ConversationsTimelineStatistic> => {
  const rows = await db.query<{ month: string; active: Count; sent: Count }>(
    `select m.month,
       (select coalesce(sum(x.messages), 0) from analytics_thread_months x where x.month = m.month)::int8 as sent,
       (select count(*) from analytics_thread_months x join analytics_threads t on t.thread_id = x.thread_id
         where x.month = m.month and t.gov_first_at < m.finish and t.account_first_at < m.finish)::int8 as active
     from ${monthsRelation} order by m.start`,
    monthParams(months),
  )
  return {
    data: rows.map((r) => ({ month: r.month, activeConversations: n(r.active), messagesSent: n(r.sent) })),
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

const countsBy = async (db: Queryable, sql: string): Promise<Map<string, number>> =>
  new Map((await db.query<{ id: string; n: Count }>(sql)).map((r) => [r.id, n(r.n)]))

/**
 * technology_types_statistic: per technology type, the storefronts, products and services naming it, the
 * awards of those storefronts, and the government users (VISION-linked among them) interested in it. Each
 * percentage is the type's share of its column's total (0 when the column is empty).
 */
export const technologyTypesStatistic = async (db: Queryable): Promise<TechnologyTypesStatistic> => {
  const names = await namesOf(db, "technologyTypes", technologyTypes)
  const [listings, products, services, awards, users, vision] = await Promise.all([
    countsBy(
      db,
      "select tt as id, count(*)::int8 as n from analytics_listings, unnest(technology_type_ids) tt group by tt",
    ),
    countsBy(
      db,
      `select tt as id, count(*)::int8 as n from analytics_artifacts, unnest(technology_type_ids) tt
       where kind = 'product' and not removed group by tt`,
    ),
    countsBy(
      db,
      `select tt as id, count(*)::int8 as n from analytics_artifacts, unnest(technology_type_ids) tt
       where kind = 'service' and not removed group by tt`,
    ),
    countsBy(
      db,
      `select tt as id, count(*)::int8 as n from analytics_listings l
       cross join lateral unnest(l.technology_type_ids) tt
       join analytics_awards a on a.listing_id = l.listing_id group by tt`,
    ),
    countsBy(
      db,
      `select tt as id, count(*)::int8 as n from analytics_users, unnest(technology_type_ids) tt
       where role = 'gov' group by tt`,
    ),
    countsBy(
      db,
      `select tt as id, count(*)::int8 as n from analytics_users, unnest(technology_type_ids) tt
       where role = 'gov' and vision_linked_at is not null group by tt`,
    ),
  ])
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
