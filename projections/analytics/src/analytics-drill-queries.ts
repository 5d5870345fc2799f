import {
  type AnalyticsStorefrontRow,
  type PageRequest,
  type Pagination,
  paginate,
  type TechnologyTypeMeasure,
} from "@ignite/contracts"
import type { Queryable } from "@ignite/platform"
import type { TimelineMonth } from "./timeline-months"

/**
 * The lists behind the dashboard's numbers (issue 21's drill-down), from the same rows the statistics count,
 * so a slice of 7 opens a list of 7. People come back as ids: their names are personal data, which this read
 * model never holds; the facade adds them, and companies' names, from the read models that own them.
 */

type Count = number | string
const n = (value: Count | null | undefined) => Number(value ?? 0)

export interface DrillPage<Row> {
  readonly data: Row[]
  readonly pagination: Pagination
}

/** One page of a list: its count first, then only the page's rows. */
const page = async <Row>(
  db: Queryable,
  request: PageRequest,
  count: { sql: string; params: unknown[] },
  rows: (limit: number, offset: number) => Promise<Row[]>,
): Promise<DrillPage<Row>> => {
  const [counted] = await db.query<{ n: Count }>(count.sql, count.params)
  const { offset, ...pagination } = paginate(n(counted?.n), request)
  return { data: await rows(request.perPage, offset), pagination }
}

/**
 * The storefronts behind a slice of one of the four listing pies, most matching first: for "listings" the
 * storefronts whose form names the type (matching: their awards), for "products"/"services" those with such
 * artifacts not removed (matching: how many), for "awards" the naming storefronts' awards (matching: how many).
 */
export const technologyTypeStorefronts = async (
  db: Queryable,
  technologyTypeId: string,
  measure: Exclude<TechnologyTypeMeasure, "users" | "visionUsers">,
  request: PageRequest,
): Promise<DrillPage<AnalyticsStorefrontRow>> => {
  const artifactKind = measure === "products" ? "product" : measure === "services" ? "service" : undefined
  const matching = artifactKind
    ? `select a.listing_id, count(*)::int8 as matching from analytics_artifacts a
       where a.technology_type_ids @> array[$1::text] and a.kind = $2 and not a.removed
       group by a.listing_id`
    : `select l.listing_id, count(w.award_id)::int8 as matching from analytics_listings l
       ${measure === "awards" ? "join" : "left join"} analytics_awards w on w.listing_id = l.listing_id
       where l.technology_type_ids @> array[$1::text]
       group by l.listing_id`
  const params: unknown[] = artifactKind ? [technologyTypeId, artifactKind] : [technologyTypeId]
  return page(
    db,
    request,
    { sql: `select count(*)::int8 as n from (${matching}) m`, params },
    async (limit, offset) => {
      const rows = await db.query<{ listing_id: string; name: string | null; matching: Count }>(
        `select m.listing_id, l.name, m.matching from (${matching}) m
       left join analytics_listings l on l.listing_id = m.listing_id
       order by m.matching desc, l.name, m.listing_id
       limit $${params.length + 1} offset $${params.length + 2}`,
        [...params, limit, offset],
      )
      return rows.map((r) => ({ listingId: r.listing_id, name: r.name ?? "", matching: n(r.matching) }))
    },
  )
}

/** A government user behind a number, before the facade names them. */
export interface DrillGovUser {
  readonly userId: string
  readonly organizationId: string | null
  readonly visionLinked: boolean
}

/** Government users matching a condition, newest registration first (names are not here to sort by). */
const govUsers = (db: Queryable, where: string, params: unknown[], request: PageRequest) =>
  page(
    db,
    request,
    { sql: `select count(*)::int8 as n from analytics_users where role = 'gov' and ${where}`, params },
    async (limit, offset) => {
      const rows = await db.query<{ user_id: string; organization_id: string | null; vision: boolean }>(
        `select user_id, organization_id, vision_linked_at is not null as vision from analytics_users
         where role = 'gov' and ${where}
         order by registered_at desc nulls last, user_id
         limit $${params.length + 1} offset $${params.length + 2}`,
        [...params, limit, offset],
      )
      return rows.map(
        (r): DrillGovUser => ({
          userId: r.user_id,
          organizationId: r.organization_id,
          visionLinked: r.vision,
        }),
      )
    },
  )

/** The government users behind a slice of the users or VISION users pie. */
export const technologyTypeGovUsers = (
  db: Queryable,
  technologyTypeId: string,
  visionOnly: boolean,
  request: PageRequest,
) =>
  govUsers(
    db,
    `technology_type_ids @> array[$1::text]${visionOnly ? " and vision_linked_at is not null" : ""}`,
    [technologyTypeId],
    request,
  )

/** An organisation's government users: the row of organization_users_statistic opened. */
export const organizationGovUsers = (db: Queryable, organizationId: string, request: PageRequest) =>
  govUsers(db, "organization_id = $1", [organizationId], request)

/** A conversation of a month, before the facade names its people. */
export interface DrillConversation {
  readonly threadId: string
  readonly accountId: string
  readonly govUserId: string
  readonly messages: number
  readonly active: boolean
}

/**
 * The conversations with a message in a month, most messages first; `active` as the Active Conversations
 * bar counts them (both sides have written by the month's end).
 */
export const monthConversations = (db: Queryable, month: TimelineMonth, request: PageRequest) =>
  page(
    db,
    request,
    {
      sql: "select count(*)::int8 as n from analytics_thread_months where month = $1",
      params: [month.month],
    },
    async (limit, offset) => {
      const rows = await db.query<{
        thread_id: string
        account_id: string
        gov_user_id: string
        messages: Count
        active: boolean
      }>(
        `select x.thread_id, t.account_id, t.gov_user_id, x.messages,
           coalesce(t.gov_first_at < $2 and t.account_first_at < $2, false) as active
         from analytics_thread_months x
         join analytics_threads t on t.thread_id = x.thread_id
         where x.month = $1
         order by x.messages desc, x.thread_id limit $3 offset $4`,
        [month.month, month.end, limit, offset],
      )
      return rows.map(
        (r): DrillConversation => ({
          threadId: r.thread_id,
          accountId: r.account_id,
          govUserId: r.gov_user_id,
          messages: n(r.messages),
          active: r.active,
        }),
      )
    },
  )
