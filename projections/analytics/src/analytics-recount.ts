import { dafOrganizationIds } from "@ignite/contracts"
import type { Queryable } from "@ignite/platform"

/**
 * The counters (analytics_counts) and their helpers (analytics_user_login_months, analytics_listings.award_count)
 * computed from the facts alone, set-based, the way analytics-contributions.ts defines them. The projection
 * moves them one event at a time; this counts them all at once: the tests compare the two (whatever order the
 * events came in), and the benchmark fills the counters of its synthetic facts with it. Plain table names: run
 * it with the read model's tables on the search path.
 */

const month = (at: string) => `to_char(${at} at time zone 'UTC', 'YYYY-MM')`

/** The counters as rows `(kind, grp, bucket, n)`, from the facts and the two helpers. */
export const recountedCounters = `
  with u as (
    select user_id, registered_at, vision_linked_at, technology_type_ids,
      case when role = 'gov' then case when organization_id = any($1::text[]) then 'gov-daf' else 'gov-other' end
           when role = 'company' then 'company' end as grp
    from analytics_users)
  select 'registered' as kind, grp, ${month("registered_at")} as bucket, count(*)::int8 as n from u
    where grp is not null and registered_at is not null group by 2, 3
  union all select 'vision', grp, ${month("greatest(registered_at, vision_linked_at)")}, count(*) from u
    where grp like 'gov-%' and registered_at is not null and vision_linked_at is not null group by 2, 3
  union all select 'logins', u.grp, m.month, sum(m.n)::int8 from analytics_user_login_months m
    join u on u.user_id = m.user_id where u.grp is not null group by 2, 3
  union all select 'types', 'users', tt, count(*) from u, unnest(u.technology_type_ids) tt
    where grp like 'gov-%' group by 3
  union all select 'types', 'visionUsers', tt, count(*) from u, unnest(u.technology_type_ids) tt
    where grp like 'gov-%' and vision_linked_at is not null group by 3
  union all select 'opened', '', ${month("opened_at")}, count(*) from analytics_listings
    where opened_at is not null group by 3
  union all select 'claimed', '', ${month("greatest(l.opened_at, a.claimed_at)")}, count(*) from analytics_listings l
    join analytics_accounts a on a.account_id = l.account_id
    where l.opened_at is not null and a.claimed_at is not null group by 3
  union all select 'types', 'listings', tt, count(*) from analytics_listings, unnest(technology_type_ids) tt group by 3
  union all select 'types', 'awards', tt, sum(award_count)::int8 from analytics_listings, unnest(technology_type_ids) tt
    group by 3 having sum(award_count) <> 0
  union all select 'types', case kind when 'product' then 'products' else 'services' end, tt, count(*)
    from analytics_artifacts, unnest(technology_type_ids) tt
    where not removed and kind in ('product', 'service') group by 2, 3
  union all select 'messages', '', month, sum(messages)::int8 from analytics_thread_months group by 3
  union all select 'active', '', x.month, count(*) from analytics_thread_months x
    join analytics_threads t on t.thread_id = x.thread_id
    -- greatest() passes over a null: both sides must have written
    where t.gov_first_at is not null and t.account_first_at is not null
      and x.month >= ${month("greatest(t.gov_first_at, t.account_first_at)")} group by 3
  union all select 'engaged', '', account_id, count(*) from analytics_threads where gov_first_at is not null group by 3`

export const recountedCountersParams = [dafOrganizationIds]

/** Fills the two helpers and the counters from the facts (on empty counters: the benchmark's seed). */
export const recountAnalytics = async (db: Queryable) => {
  await db.query(
    `insert into analytics_user_login_months (user_id, month, n)
     select user_id, ${month("signed_in_at")}, count(*) from analytics_sign_ins group by 1, 2`,
  )
  await db.query(
    `update analytics_listings l set award_count = w.n
     from (select listing_id, count(*) as n from analytics_awards group by listing_id) w
     where w.listing_id = l.listing_id`,
  )
  await db.query(
    `insert into analytics_counts (kind, grp, bucket, n) ${recountedCounters}`,
    recountedCountersParams,
  )
}
