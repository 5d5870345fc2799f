import { defineProjection, type Tx } from "@ignite/platform"

/**
 * The admin dashboard's facts (spec 02 §3 "Analytics records"; definitions in docs/analytics.md), folded from
 * the events of identity, accounts, government users, listings, artifacts, awards, chat and the reference
 * lists. Every row is keyed by the id of what it describes (a user, a sign-in's session, a message, a view's
 * event), so a redelivered event rewrites the same row, and every number is counted when asked: an event that
 * arrives before the one a naive counter expects first (a reply before its thread's start, a profile before
 * its user's registration) lands in its row and is counted once both are there. Fields that change over time
 * (an organisation, a listing's technology types) keep the log position they were written at and only a later
 * one replaces them. Async: no user reads these numbers in the answer to their own command.
 */
export const analyticsProjection = defineProjection({
  name: "analytics",
  version: 1,
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
      profile_position bigint not null default 0
    )`,
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
    analytics_reference_items: (t) => `create table ${t} (
      kind text not null,
      item_id text not null,
      name text not null,
      position bigint not null,
      primary key (kind, item_id)
    )`,
  },
  handlers: {
    UserRegistered: async ({ data: d }, { tx, t }) => {
      // an admin is neither side of the marketplace; a company user may be registered before joining
      const role = d.roles.includes("gov")
        ? "gov"
        : d.roles.includes("ignite") || d.accountId
          ? "company"
          : "admin"
      await tx.query(
        `insert into ${t.analytics_users} (user_id, role, registered_at) values ($1, $2, $3::timestamptz)
         on conflict (user_id) do update set role = excluded.role, registered_at = excluded.registered_at`,
        [d.userId, role, d.registeredAt],
      )
    },
    AccountMemberJoined: async ({ data: d }, { tx, t }) => {
      await tx.query(
        `insert into ${t.analytics_users} (user_id, role) values ($1, 'company')
         on conflict (user_id) do update set role = coalesce(${t.analytics_users}.role, 'company')`,
        [d.userId],
      )
    },
    SignedIn: async ({ data: d }, { tx, t }) => {
      await tx.query(
        `insert into ${t.analytics_sign_ins} (session_id, user_id, signed_in_at) values ($1, $2, $3::timestamptz)
         on conflict (session_id) do nothing`,
        [d.sessionId, d.userId, d.at],
      )
    },
    GovProfileSaved: async ({ data: d, globalPosition }, { tx, t }) => {
      await tx.query(
        `insert into ${t.analytics_users} (user_id, organization_id, technology_type_ids, profile_position)
         values ($1, $2, $3::text[], $4)
         on conflict (user_id) do update set organization_id = excluded.organization_id,
           technology_type_ids = excluded.technology_type_ids, profile_position = excluded.profile_position
         where ${t.analytics_users}.profile_position < excluded.profile_position`,
        [d.userId, d.govUserOrganizationId, d.technologyTypeIds, globalPosition],
      )
    },
    GovUserLinkedToVision: async ({ data: d }, { tx, t }) => {
      await tx.query(
        `insert into ${t.analytics_users} (user_id, vision_linked_at) values ($1, $2::timestamptz)
         on conflict (user_id) do update set vision_linked_at =
           least(coalesce(${t.analytics_users}.vision_linked_at, excluded.vision_linked_at), excluded.vision_linked_at)`,
        [d.userId, d.linkedAt],
      )
    },
    AccountClaimed: async ({ data: d }, { tx, t }) => {
      await tx.query(
        `insert into ${t.analytics_accounts} (account_id, claimed_at) values ($1, $2::timestamptz)
         on conflict (account_id) do update set claimed_at =
           least(coalesce(${t.analytics_accounts}.claimed_at, excluded.claimed_at), excluded.claimed_at)`,
        [d.accountId, d.claimedAt],
      )
    },
    ListingOpened: async ({ data: d }, { tx, t }) => {
      await tx.query(
        `insert into ${t.analytics_listings} (listing_id, account_id, name, opened_at) values ($1, $2, $3, $4::timestamptz)
         on conflict (listing_id) do update set account_id = excluded.account_id, opened_at = excluded.opened_at,
           name = coalesce(${t.analytics_listings}.name, excluded.name)`,
        [d.listingId, d.accountId, d.name, d.openedAt],
      )
    },
    ListingEdited: async ({ data: d, globalPosition }, { tx, t }) => {
      await tx.query(
        `insert into ${t.analytics_listings} (listing_id, name, technology_type_ids, profile_position)
         values ($1, $2, $3::text[], $4)
         on conflict (listing_id) do update set name = excluded.name,
           technology_type_ids = excluded.technology_type_ids, profile_position = excluded.profile_position
         where ${t.analytics_listings}.profile_position < excluded.profile_position`,
        [d.listingId, d.profile.name, d.profile.technologyTypeIds, globalPosition],
      )
    },
    ListingArtifactCreated: async ({ data: d, globalPosition }, ctx) =>
      artifact(ctx, d.artifactId, d.listingId, d.kind, d.artifact.technologyTypeIds, globalPosition),
    ListingArtifactEdited: async ({ data: d, globalPosition }, ctx) =>
      artifact(ctx, d.artifactId, d.listingId, d.kind, d.artifact.technologyTypeIds, globalPosition),
    ListingArtifactRemoved: async ({ data: d }, { tx, t }) => {
      // removal is final, whatever order its edits arrive in
      await tx.query(
        `insert into ${t.analytics_artifacts} (artifact_id, listing_id, kind, removed) values ($1, $2, $3, true)
         on conflict (artifact_id) do update set removed = true`,
        [d.artifactId, d.listingId, d.kind],
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
    ChatMessageSent: async ({ data: d }, { tx, t }) => {
      // the message is the fact; the thread's first message per side and its messages per month follow only
      // when the fact is new, so a redelivered message counts once
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
        [new Date(d.sentAt).toISOString().slice(0, 7), d.chatThreadId],
      )
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
      await tx.query(
        `insert into ${t.analytics_awards} (award_id, listing_id)
         select r->>'id', r->>'listing' from jsonb_array_elements($1::jsonb) as r
         on conflict (award_id) do nothing`,
        [JSON.stringify(events.map((e) => ({ id: e.data.awardId, listing: e.data.listingId })))],
      )
    },
  },
})

/** What the helpers below write through: the transaction and the physical names of the two tables they use. */
interface Ctx {
  readonly tx: Tx
  readonly t: { readonly analytics_artifacts: string; readonly analytics_reference_items: string }
}

const artifact = async (
  { tx, t }: Ctx,
  artifactId: string,
  listingId: string,
  kind: string,
  technologyTypeIds: readonly string[],
  position: number,
) => {
  await tx.query(
    `insert into ${t.analytics_artifacts} (artifact_id, listing_id, kind, technology_type_ids, position)
     values ($1, $2, $3, $4::text[], $5)
     on conflict (artifact_id) do update set technology_type_ids = excluded.technology_type_ids,
       position = excluded.position
     where ${t.analytics_artifacts}.position < excluded.position`,
    [artifactId, listingId, kind, technologyTypeIds, position],
  )
}

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
