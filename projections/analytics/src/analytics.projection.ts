import { defineProjection, type Tx } from "@ignite/platform"
import {
  type ArtifactFacts,
  artifactContribution,
  type Contribution,
  difference,
  type ListingFacts,
  listingContribution,
  monthOf,
  partsOf,
  type ThreadFacts,
  threadContribution,
  type UserFacts,
  userContribution,
} from "./analytics-contributions"

/**
 * The admin dashboard's facts (spec 02 §3 "Analytics records"; definitions in docs/analytics.md), folded from
 * the events of identity, accounts, government users, listings, artifacts, awards, chat and the reference
 * lists. Every row is keyed by the id of what it describes (a user, a sign-in's session, a message, a view's
 * event), so a redelivered event rewrites the same row, and every number is counted when asked: an event that
 * arrives before the one a naive counter expects first (a reply before its thread's start, a profile before
 * its user's registration) lands in its row and is counted once both are there. Fields that change over time
 * (an organisation, a listing's technology types) keep the log position they were written at and only a later
 * one replaces them. Beside the facts, `analytics_counts` holds the running sums the statistics read: every
 * handler moves them by the difference between the contributions of the rows it touched before and after
 * (analytics-contributions.ts), so they equal what counting the facts would give, in any order of events.
 * Async: no user reads these numbers in the answer to their own command.
 */
export const analyticsProjection = defineProjection({
  name: "analytics",
  // 2: the counters (analytics_counts, analytics_user_login_months, analytics_listings.award_count)
  version: 2,
  mode: "async",
  tables: {
    analytics_users: (t) => `create table ${t} (
      user_id text primary key,
      role text,
      registered_at timestamptz,
      organization_id text,
      technology_type_ids text[] not null default '{}',
      profile_position bigint not null default 0,
      vision_linked_at timestamptz
    );
    create index ${t}_organization on ${t} (organization_id)`,
    analytics_sign_ins: (t) => `create table ${t} (
      session_id text primary key,
      user_id text not null,
      signed_in_at timestamptz not null
    );
    create index ${t}_time on ${t} (signed_in_at)`,
    analytics_accounts: (t) => `create table ${t} (
      account_id text primary key,
      claimed_at timestamptz
    )`,
    analytics_listings: (t) => `create table ${t} (
      listing_id text primary key,
      account_id text,
      name text,
      opened_at timestamptz,
      technology_type_ids text[] not null default '{}',
      profile_position bigint not null default 0,
      award_count bigint not null default 0
    );
    create index ${t}_account on ${t} (account_id)`,
    analytics_artifacts: (t) => `create table ${t} (
      artifact_id text primary key,
      listing_id text not null,
      kind text not null,
      technology_type_ids text[] not null default '{}',
      position bigint not null default 0,
      removed boolean not null default false
    )`,
    analytics_awards: (t) => `create table ${t} (
      award_id text primary key,
      listing_id text not null
    );
    create index ${t}_listing on ${t} (listing_id)`,
    analytics_listing_views: (t) => `create table ${t} (
      event_id text primary key,
      listing_id text not null,
      viewed_at timestamptz not null
    )`,
    analytics_listing_view_counts: (t) => `create table ${t} (
      listing_id text primary key,
      views bigint not null
    );
    create index ${t}_views on ${t} (views desc, listing_id)`,
    analytics_threads: (t) => `create table ${t} (
      thread_id text primary key,
      account_id text not null,
      gov_user_id text not null,
      started_by_side text,
      started_at timestamptz,
      gov_first_at timestamptz,
      account_first_at timestamptz
    )`,
    analytics_messages: (t) => `create table ${t} (
      message_id text primary key,
      thread_id text not null,
      sender_side text not null,
      sent_at timestamptz not null
    )`,
    analytics_thread_months: (t) => `create table ${t} (
      month text not null,
      thread_id text not null,
      messages bigint not null,
      primary key (month, thread_id)
    )`,
    // a user's sign-ins per month: what moves with them when their organisation (DAF or not) changes
    analytics_user_login_months: (t) => `create table ${t} (
      user_id text not null,
      month text not null,
      n bigint not null,
      primary key (user_id, month)
    )`,
    // the running sums of analytics-contributions.ts: kind, group, bucket (a month, a type, an account)
    analytics_counts: (t) => `create table ${t} (
      kind text not null,
      grp text not null,
      bucket text not null,
      n bigint not null,
      primary key (kind, grp, bucket)
    )`,
    analytics_reference_items: (t) => `create table ${t} (
      kind text not null,
      item_id text not null,
      name text not null,
      position bigint not null,
      primary key (kind, item_id)
    )`,
  },
  handlers: {
    UserRegistered: async ({ data: d }, ctx) => {
      // an admin is neither side of the marketplace; a company user may be registered before joining
      const role = d.roles.includes("gov")
        ? "gov"
        : d.roles.includes("ignite") || d.accountId
          ? "company"
          : "admin"
      await trackUser(ctx, d.userId, () =>
        ctx.tx.query(
          `insert into ${ctx.t.analytics_users} (user_id, role, registered_at) values ($1, $2, $3::timestamptz)
           on conflict (user_id) do update set role = excluded.role, registered_at = excluded.registered_at`,
          [d.userId, role, d.registeredAt],
        ),
      )
    },
    AccountMemberJoined: async ({ data: d }, ctx) => {
      await trackUser(ctx, d.userId, () =>
        ctx.tx.query(
          `insert into ${ctx.t.analytics_users} (user_id, role) values ($1, 'company')
           on conflict (user_id) do update set role = coalesce(${ctx.t.analytics_users}.role, 'company')`,
          [d.userId],
        ),
      )
    },
    SignedIn: async ({ data: d }, ctx) => {
      // the sign-in is the fact; its month's count follows only when the fact is new
      await trackUser(ctx, d.userId, async () => {
        const [fresh] = await ctx.tx.query<{ session_id: string }>(
          `insert into ${ctx.t.analytics_sign_ins} (session_id, user_id, signed_in_at) values ($1, $2, $3::timestamptz)
           on conflict (session_id) do nothing returning session_id`,
          [d.sessionId, d.userId, d.at],
        )
        if (fresh)
          await ctx.tx.query(
            `insert into ${ctx.t.analytics_user_login_months} (user_id, month, n) values ($1, $2, 1)
             on conflict (user_id, month) do update set n = ${ctx.t.analytics_user_login_months}.n + 1`,
            [d.userId, monthOf(d.at)],
          )
      })
    },
    GovProfileSaved: async ({ data: d, globalPosition }, ctx) => {
      await trackUser(ctx, d.userId, () =>
        ctx.tx.query(
          `insert into ${ctx.t.analytics_users} (user_id, organization_id, technology_type_ids, profile_position)
           values ($1, $2, $3::text[], $4)
           on conflict (user_id) do update set organization_id = excluded.organization_id,
             technology_type_ids = excluded.technology_type_ids, profile_position = excluded.profile_position
           where ${ctx.t.analytics_users}.profile_position < excluded.profile_position`,
          [d.userId, d.govUserOrganizationId, d.technologyTypeIds, globalPosition],
        ),
      )
    },
    GovUserLinkedToVision: async ({ data: d }, ctx) => {
      await trackUser(ctx, d.userId, () =>
        ctx.tx.query(
          `insert into ${ctx.t.analytics_users} (user_id, vision_linked_at) values ($1, $2::timestamptz)
           on conflict (user_id) do update set vision_linked_at =
             least(coalesce(${ctx.t.analytics_users}.vision_linked_at, excluded.vision_linked_at), excluded.vision_linked_at)`,
          [d.userId, d.linkedAt],
        ),
      )
    },
    AccountClaimed: async ({ data: d }, ctx) => {
      // the claim counts through the account's storefront
      await track(
        ctx,
        () => listingsOfAccount(ctx, d.accountId),
        () =>
          ctx.tx.query(
            `insert into ${ctx.t.analytics_accounts} (account_id, claimed_at) values ($1, $2::timestamptz)
             on conflict (account_id) do update set claimed_at =
               least(coalesce(${ctx.t.analytics_accounts}.claimed_at, excluded.claimed_at), excluded.claimed_at)`,
            [d.accountId, d.claimedAt],
          ),
      )
    },
    ListingOpened: async ({ data: d }, ctx) => {
      await trackListing(ctx, d.listingId, () =>
        ctx.tx.query(
          `insert into ${ctx.t.analytics_listings} (listing_id, account_id, name, opened_at) values ($1, $2, $3, $4::timestamptz)
           on conflict (listing_id) do update set account_id = excluded.account_id, opened_at = excluded.opened_at,
             name = coalesce(${ctx.t.analytics_listings}.name, excluded.name)`,
          [d.listingId, d.accountId, d.name, d.openedAt],
        ),
      )
    },
    ListingEdited: async ({ data: d, globalPosition }, ctx) => {
      await trackListing(ctx, d.listingId, () =>
        ctx.tx.query(
          `insert into ${ctx.t.analytics_listings} (listing_id, name, technology_type_ids, profile_position)
           values ($1, $2, $3::text[], $4)
           on conflict (listing_id) do update set name = excluded.name,
             technology_type_ids = excluded.technology_type_ids, profile_position = excluded.profile_position
           where ${ctx.t.analytics_listings}.profile_position < excluded.profile_position`,
          [d.listingId, d.profile.name, d.profile.technologyTypeIds, globalPosition],
        ),
      )
    },
    ListingArtifactCreated: async ({ data: d, globalPosition }, ctx) =>
      artifact(ctx, d.artifactId, d.listingId, d.kind, d.artifact.technologyTypeIds, globalPosition),
    ListingArtifactEdited: async ({ data: d, globalPosition }, ctx) =>
      artifact(ctx, d.artifactId, d.listingId, d.kind, d.artifact.technologyTypeIds, globalPosition),
    ListingArtifactRemoved: async ({ data: d }, ctx) => {
      // removal is final, whatever order its edits arrive in
      await trackArtifact(ctx, d.artifactId, () =>
        ctx.tx.query(
          `insert into ${ctx.t.analytics_artifacts} (artifact_id, listing_id, kind, removed) values ($1, $2, $3, true)
           on conflict (artifact_id) do update set removed = true`,
          [d.artifactId, d.listingId, d.kind],
        ),
      )
    },
    ChatThreadStarted: async ({ data: d }, { tx, t }) => {
      await tx.query(
        `insert into ${t.analytics_threads} (thread_id, account_id, gov_user_id, started_by_side, started_at)
         values ($1, $2, $3, $4, $5::timestamptz)
         on conflict (thread_id) do update set started_by_side = excluded.started_by_side,
           started_at = excluded.started_at`,
        [d.chatThreadId, d.accountId, d.govUserId, d.startedBySide, d.startedAt],
      )
    },
    ChatMessageSent: async ({ data: d }, ctx) => {
      const { tx, t } = ctx
      // the message is the fact; the thread's first message per side and its messages per month follow only
      // when the fact is new, so a redelivered message counts once
      await trackThread(ctx, d.chatThreadId, async () => {
        const [fresh] = await tx.query<{ message_id: string }>(
          `insert into ${t.analytics_messages} (message_id, thread_id, sender_side, sent_at)
           values ($1, $2, $3, $4::timestamptz) on conflict (message_id) do nothing returning message_id`,
          [d.messageId, d.chatThreadId, d.senderSide, d.sentAt],
        )
        if (!fresh) return
        // the message names its thread's pair: a reply folded before its thread's start still has its thread
        const first = d.senderSide === "gov" ? "gov_first_at" : "account_first_at"
        await tx.query(
          `insert into ${t.analytics_threads} (thread_id, account_id, gov_user_id, ${first}) values ($1, $2, $3, $4::timestamptz)
           on conflict (thread_id) do update set ${first} =
             least(coalesce(${t.analytics_threads}.${first}, excluded.${first}), excluded.${first})`,
          [d.chatThreadId, d.accountId, d.govUserId, d.sentAt],
        )
        await tx.query(
          `insert into ${t.analytics_thread_months} (month, thread_id, messages) values ($1, $2, 1)
           on conflict (month, thread_id) do update set messages = ${t.analytics_thread_months}.messages + 1`,
          [monthOf(d.sentAt), d.chatThreadId],
        )
      })
    },
    ReferenceItemAdded: async ({ data: d, globalPosition }, ctx) =>
      referenceName(ctx, d.kind, d.itemId, d.name, globalPosition),
    ReferenceItemRenamed: async ({ data: d, globalPosition }, ctx) =>
      referenceName(ctx, d.kind, d.itemId, d.name, globalPosition),
  },
  batches: {
    // bulk imports write these by the thousand: one statement per run of them
    ListingViewed: async (events, { tx, t }) => {
      // counted per storefront as the views are new: a redelivered view is no new row, so no new count
      await tx.query(
        `with fresh as (
           insert into ${t.analytics_listing_views} (event_id, listing_id, viewed_at)
           select r->>'id', r->>'listing', (r->>'at')::timestamptz from jsonb_array_elements($1::jsonb) as r
           on conflict (event_id) do nothing returning listing_id
         )
         insert into ${t.analytics_listing_view_counts} (listing_id, views)
         select listing_id, count(*) from fresh group by listing_id
         on conflict (listing_id) do update set views = ${t.analytics_listing_view_counts}.views + excluded.views`,
        [
          JSON.stringify(
            events.map((e) => ({ id: e.eventId, listing: e.data.listingId, at: e.data.viewedAt })),
          ),
        ],
      )
    },
    AwardRecorded: async (events, { tx, t }) => {
      // set-based, as imports write them by the thousand: each storefront's new awards add to its count and,
      // by the same number, to the awards counter of each of its technology types (its contribution's change)
      await tx.query(
        `with fresh as (
           insert into ${t.analytics_awards} (award_id, listing_id)
           select r->>'id', r->>'listing' from jsonb_array_elements($1::jsonb) as r
           on conflict (award_id) do nothing returning listing_id
         ), per as (select listing_id, count(*)::int8 as k from fresh group by listing_id),
         bumped as (
           insert into ${t.analytics_listings} (listing_id, award_count) select listing_id, k from per
           on conflict (listing_id) do update set award_count = ${t.analytics_listings}.award_count + excluded.award_count
           returning listing_id, technology_type_ids
         )
         insert into ${t.analytics_counts} (kind, grp, bucket, n)
         select 'types', 'awards', tt, sum(per.k) from bumped join per on per.listing_id = bumped.listing_id
           cross join lateral unnest(bumped.technology_type_ids) tt group by tt
         on conflict (kind, grp, bucket) do update set n = ${t.analytics_counts}.n + excluded.n`,
        [JSON.stringify(events.map((e) => ({ id: e.data.awardId, listing: e.data.listingId })))],
      )
    },
  },
})

type Table =
  | "analytics_users"
  | "analytics_user_login_months"
  | "analytics_accounts"
  | "analytics_listings"
  | "analytics_artifacts"
  | "analytics_threads"
  | "analytics_thread_months"
  | "analytics_counts"
  | "analytics_reference_items"

/** What the helpers below write through: the transaction and the physical names of the tables. */
interface Ctx {
  readonly tx: Tx
  readonly t: Readonly<Record<Table, string>>
}

type Count = number | string
type Moment = Date | string | null

/** Moves the counters by what `change` does to the contributions `load` reads (before and after). */
const track = async (ctx: Ctx, load: () => Promise<Contribution>, change: () => Promise<unknown>) => {
  const before = await load()
  await change()
  const delta = difference(before, await load())
  if (delta.size === 0) return
  const parts = [...delta.keys()].map(partsOf)
  await ctx.tx.query(
    `insert into ${ctx.t.analytics_counts} (kind, grp, bucket, n)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::int8[])
     on conflict (kind, grp, bucket) do update set n = ${ctx.t.analytics_counts}.n + excluded.n`,
    [parts.map((p) => p[0]), parts.map((p) => p[1]), parts.map((p) => p[2]), [...delta.values()]],
  )
}

const sum = (contributions: readonly Contribution[]): Contribution => {
  const total: Contribution = new Map()
  for (const one of contributions) for (const [key, n] of one) total.set(key, (total.get(key) ?? 0) + n)
  return total
}

const trackUser = (ctx: Ctx, userId: string, change: () => Promise<unknown>) =>
  track(
    ctx,
    async () => {
      const [user] = await ctx.tx.query<{
        role: string | null
        registered_at: Moment
        organization_id: string | null
        technology_type_ids: string[]
        vision_linked_at: Moment
      }>(
        `select role, registered_at, organization_id, technology_type_ids, vision_linked_at
         from ${ctx.t.analytics_users} where user_id = $1`,
        [userId],
      )
      if (!user) return userContribution(undefined)
      const logins = await ctx.tx.query<{ month: string; n: Count }>(
        `select month, n from ${ctx.t.analytics_user_login_months} where user_id = $1`,
        [userId],
      )
      const facts: UserFacts = {
        role: user.role,
        registeredAt: user.registered_at,
        organizationId: user.organization_id,
        technologyTypeIds: user.technology_type_ids,
        visionLinkedAt: user.vision_linked_at,
        logins: logins.map((row) => ({ month: row.month, n: Number(row.n) })),
      }
      return userContribution(facts)
    },
    change,
  )

/** The storefronts matching a condition, with their account's claim: what listingContribution needs. */
const listingsWhere = async (ctx: Ctx, where: string, value: string) => {
  const rows = await ctx.tx.query<{
    opened_at: Moment
    technology_type_ids: string[]
    award_count: Count
    claimed_at: Moment
  }>(
    `select l.opened_at, l.technology_type_ids, l.award_count, a.claimed_at from ${ctx.t.analytics_listings} l
     left join ${ctx.t.analytics_accounts} a on a.account_id = l.account_id where ${where} = $1`,
    [value],
  )
  return sum(
    rows.map((row) =>
      listingContribution({
        openedAt: row.opened_at,
        technologyTypeIds: row.technology_type_ids,
        awardCount: Number(row.award_count),
        claimedAt: row.claimed_at,
      } satisfies ListingFacts),
    ),
  )
}
const listingsOfAccount = (ctx: Ctx, accountId: string) => listingsWhere(ctx, "l.account_id", accountId)
const trackListing = (ctx: Ctx, listingId: string, change: () => Promise<unknown>) =>
  track(ctx, () => listingsWhere(ctx, "l.listing_id", listingId), change)

const trackArtifact = (ctx: Ctx, artifactId: string, change: () => Promise<unknown>) =>
  track(
    ctx,
    async () => {
      const [row] = await ctx.tx.query<{ kind: string; technology_type_ids: string[]; removed: boolean }>(
        `select kind, technology_type_ids, removed from ${ctx.t.analytics_artifacts} where artifact_id = $1`,
        [artifactId],
      )
      return artifactContribution(
        row &&
          ({
            kind: row.kind,
            technologyTypeIds: row.technology_type_ids,
            removed: row.removed,
          } satisfies ArtifactFacts),
      )
    },
    change,
  )

const trackThread = (ctx: Ctx, threadId: string, change: () => Promise<unknown>) =>
  track(
    ctx,
    async () => {
      const [row] = await ctx.tx.query<{
        account_id: string
        gov_first_at: Moment
        account_first_at: Moment
      }>(
        `select account_id, gov_first_at, account_first_at from ${ctx.t.analytics_threads} where thread_id = $1`,
        [threadId],
      )
      if (!row) return threadContribution(undefined)
      const months = await ctx.tx.query<{ month: string; messages: Count }>(
        `select month, messages from ${ctx.t.analytics_thread_months} where thread_id = $1`,
        [threadId],
      )
      return threadContribution({
        accountId: row.account_id,
        govFirstAt: row.gov_first_at,
        accountFirstAt: row.account_first_at,
        months: months.map((m) => ({ month: m.month, messages: Number(m.messages) })),
      } satisfies ThreadFacts)
    },
    change,
  )

const artifact = async (
  ctx: Ctx,
  artifactId: string,
  listingId: string,
  kind: string,
  technologyTypeIds: readonly string[],
  position: number,
) =>
  trackArtifact(ctx, artifactId, () =>
    ctx.tx.query(
      `insert into ${ctx.t.analytics_artifacts} (artifact_id, listing_id, kind, technology_type_ids, position)
       values ($1, $2, $3, $4::text[], $5)
       on conflict (artifact_id) do update set technology_type_ids = excluded.technology_type_ids,
         position = excluded.position
       where ${ctx.t.analytics_artifacts}.position < excluded.position`,
      [artifactId, listingId, kind, technologyTypeIds, position],
    ),
  )

const referenceName = async (
  { tx, t }: Ctx,
  kind: string,
  itemId: string,
  name: string,
  position: number,
) => {
  await tx.query(
    `insert into ${t.analytics_reference_items} (kind, item_id, name, position) values ($1, $2, $3, $4)
     on conflict (kind, item_id) do update set name = excluded.name, position = excluded.position
     where ${t.analytics_reference_items}.position < excluded.position`,
    [kind, itemId, name, position],
  )
}
