import type { Queryable } from "@ignite/platform"
import { recountAnalytics } from "@ignite/projection-analytics"

/**
 * Fills the analytics read model's tables (plain tables named as the queries name them, in the benchmark's own
 * schema) with set-based SQL in the shapes `analytics.projection.ts` writes, summaries and counters included: folding
 * millions of events through the projection takes far longer than a benchmark run (tools/bench/importer).
 * What is measured is the read side. Deterministic: every choice is a hash of the row number.
 */

export interface Scale {
  readonly listings: number
  readonly awards: number
  readonly govUsers: number
  readonly companyUsers: number
  readonly signIns: number
  readonly threads: number
  readonly messages: number
  readonly views: number
  readonly artifacts: number
}

/** issue 21's scale: 100k companies, 1M awards, a year of activity. */
export const issueScale: Scale = {
  listings: 100_000,
  awards: 1_000_000,
  govUsers: 50_000,
  companyUsers: 100_000,
  signIns: 1_000_000,
  threads: 100_000,
  messages: 1_000_000,
  views: 1_000_000,
  artifacts: 200_000,
}

/** A number in [0, 1) from a row number and a salt. */
const rnd = (row: string, salt: string) =>
  `((hashtext((${row})::text || '${salt}')::int8 + 2147483648) / 4294967296.0)`
/** A moment within the year before `$1` (the run's now). */
const inYear = (row: string, salt: string) => `($1::timestamptz - (${rnd(row, salt)} * interval '365 days'))`
const typeIds = (row: string, salt: string) =>
  `array(select distinct (1 + floor(${rnd(`${row} * 7 + k`, salt)} * 25)::int)::text from generate_series(1, 1 + floor(${rnd(row, `${salt}n`)} * 3)::int) k)`

export const seedAnalytics = async (db: Queryable, scale: Scale, now: Date, log: (line: string) => void) => {
  const step = async (what: string, sql: string, params: unknown[] = []) => {
    const t0 = performance.now()
    // $1 is the run's now wherever a statement takes parameters
    await db.query(sql, sql.includes("$1") ? [now.toISOString(), ...params] : [])
    log(`  ${what}: ${((performance.now() - t0) / 1000).toFixed(1)} s`)
  }
  const s = scale
  await step(
    "users",
    `insert into analytics_users (user_id, role, registered_at, organization_id, technology_type_ids, profile_position, vision_linked_at)
     select 'u' || g, case when g <= $2::int then 'gov' else 'company' end, ${inYear("g", "reg")},
       case when g <= $2::int then (1 + floor(${rnd("g", "org")} * 40)::int)::text end,
       case when g <= $2::int then ${typeIds("g", "tt")} else '{}' end, g,
       case when g <= $2::int and ${rnd("g", "vis")} < 0.12 then ${inYear("g", "reg")} + interval '1 day' end
     from generate_series(1, $2::int + $3::int) g where $1::timestamptz is not null`,
    [s.govUsers, s.companyUsers],
  )
  await step(
    "sign-ins",
    `insert into analytics_sign_ins (session_id, user_id, signed_in_at)
     select 's' || g, 'u' || (1 + floor(${rnd("g", "who")} * ($2::int + $3::int))::int), ${inYear("g", "at")}
     from generate_series(1, $4::int) g`,
    [s.govUsers, s.companyUsers, s.signIns],
  )
  await step(
    "accounts and listings",
    `with a as (
       insert into analytics_accounts (account_id, claimed_at)
       select 'a' || g, case when ${rnd("g", "cl")} < 0.2 then ${inYear("g", "cla")} end from generate_series(1, $2::int) g
       returning account_id)
     insert into analytics_listings (listing_id, account_id, name, opened_at, technology_type_ids, profile_position)
     select 'l' || g, 'a' || g, 'Company ' || g, ${inYear("g", "open")} - interval '200 days', ${typeIds("g", "ltt")}, g
     from generate_series(1, $2::int) g`,
    [s.listings],
  )
  await step(
    "artifacts",
    `insert into analytics_artifacts (artifact_id, listing_id, kind, technology_type_ids, position, removed)
     select 'x' || g, 'l' || (1 + floor(${rnd("g", "al")} * $2::int)::int),
       case when ${rnd("g", "k")} < 0.5 then 'product' else 'service' end, ${typeIds("g", "att")}, g,
       ${rnd("g", "rm")} < 0.05
     from generate_series(1, $3::int) g where $1::timestamptz is not null`,
    [s.listings, s.artifacts],
  )
  await step(
    "awards",
    `insert into analytics_awards (award_id, listing_id)
     select 'w' || g, 'l' || (1 + floor(${rnd("g", "wl")} * $2::int)::int) from generate_series(1, $3::int) g
     where $1::timestamptz is not null`,
    [s.listings, s.awards],
  )
  await step(
    "views and their counts",
    `with v as (
       insert into analytics_listing_views (event_id, listing_id, viewed_at)
       select 'v' || g, 'l' || (1 + floor(power(${rnd("g", "vl")}, 3) * $2::int)::int), ${inYear("g", "va")}
       from generate_series(1, $3::int) g returning listing_id)
     insert into analytics_listing_view_counts (listing_id, views) select listing_id, count(*) from v group by listing_id`,
    [s.listings, s.views],
  )
  await step(
    "threads",
    `insert into analytics_threads (thread_id, account_id, gov_user_id, started_by_side, started_at)
     select 't' || g, 'a' || (1 + floor(${rnd("g", "ta")} * $2::int)::int), 'u' || (1 + floor(${rnd("g", "tg")} * $3::int)::int),
       case when ${rnd("g", "ts")} < 0.8 then 'account' else 'gov' end, ${inYear("g", "tat")}
     from generate_series(1, $4::int) g`,
    [s.listings, s.govUsers, s.threads],
  )
  // each message in its thread, at or after the thread's start; the thread's first message per side follows
  await step(
    "messages and thread months",
    `with m as (
       insert into analytics_messages (message_id, thread_id, sender_side, sent_at)
       select 'm' || g, t.thread_id,
         case when g <= $2::int then t.started_by_side when ${rnd("g", "side")} < 0.5 then 'account' else 'gov' end,
         least($1::timestamptz, t.started_at + case when g <= $2::int then interval '0' else ${rnd("g", "late")} * interval '60 days' end)
       from generate_series(1, $3::int) g
       join analytics_threads t on t.thread_id = 't' || (1 + (g - 1) % $2::int)
       returning thread_id, sent_at)
     insert into analytics_thread_months (month, thread_id, messages)
     select to_char(sent_at at time zone 'UTC', 'YYYY-MM'), thread_id, count(*) from m group by 1, 2`,
    [s.threads, s.messages],
  )
  await step(
    "first messages per side",
    `update analytics_threads t set gov_first_at = f.gov, account_first_at = f.account
     from (select thread_id, min(sent_at) filter (where sender_side = 'gov') as gov,
             min(sent_at) filter (where sender_side = 'account') as account
           from analytics_messages group by thread_id) f
     where f.thread_id = t.thread_id and $1::timestamptz is not null`,
  )
  // the counters the projection keeps beside the facts, counted from them at once (the same recount the
  // projection's tests hold its counters to)
  const t0 = performance.now()
  await recountAnalytics(db)
  log(`  counters: ${((performance.now() - t0) / 1000).toFixed(1)} s`)
  await step("analyze", "analyze")
}
