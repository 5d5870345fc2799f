import type { ArtifactContent } from "@ignite/contracts/events"
import { defineProjection, type Queryable, richTextPlain, updateRows } from "@ignite/platform"

/**
 * Matchmaking's features (issue 24): what each storefront and each government user says about itself, as
 * the ranking reads it, and what each user said about the matches offered to them. Live: folded from the
 * listing, artifact, award, identity, government-profile and feedback events as they happen, never a
 * nightly batch. Every row carries `position`, the log position of the last event that changed it, so the
 * gateway's in-memory index reloads just the rows changed since it last looked.
 *
 * A profile's `profile_stamp` is the log position of the last change its owner made to it (a government
 * profile saved; a storefront's statement or offers edited): feedback given against an older stamp no
 * longer holds, so a hidden match comes back once its asker's profile changes.
 *
 * Async, like the search index: an SBIR import appends thousands of awards, and their transactions must not
 * wait on this.
 */
export const matchesProjection = defineProjection({
  name: "matches",
  version: 1,
  mode: "async",
  tables: {
    match_listings: (t) => `create table ${t} (
      id uuid primary key,
      account_id uuid not null,
      name text not null,
      logo_path text,
      is_published boolean not null default false,
      is_only_vision_visible boolean not null default false,
      capability_text text not null default '',
      technology_type_ids text[] not null default '{}',
      naics_code_ids text[] not null default '{}',
      edited_by_owner boolean not null default false,
      profile_stamp text not null default '0',
      position bigint not null
    );
    create index ${t}_position on ${t} (position);
    create index ${t}_account on ${t} (account_id)`,
    match_artifacts: (t) => `create table ${t} (
      id uuid primary key,
      listing_id uuid not null,
      kind text not null,
      name text not null,
      description text not null,
      position bigint not null
    );
    create index ${t}_listing on ${t} (listing_id, position)`,
    match_awards: (t) => `create table ${t} (
      id uuid primary key,
      listing_id uuid not null,
      title text not null,
      abstract text,
      phase text,
      awarded_on text,
      position bigint not null
    );
    create index ${t}_listing on ${t} (listing_id, position)`,
    match_gov_users: (t) => `create table ${t} (
      id uuid primary key,
      -- null once the person is erased (their sealed fields read back as null): such a person is offered to nobody
      first_name text,
      last_name text,
      title text,
      headshot_path text,
      confirmed boolean not null default false,
      allow_message_requests boolean not null default true,
      vision_linked boolean not null default false,
      has_profile boolean not null default false,
      technology_type_ids text[] not null default '{}',
      classification_ids text[] not null default '{}',
      problem_text text not null default '',
      lines_of_effort text[] not null default '{}',
      profile_stamp text not null default '0',
      position bigint not null
    );
    create index ${t}_position on ${t} (position)`,
    match_feedback: (t) => `create table ${t} (
      user_id text not null,
      subject_id text not null,
      feedback text not null,
      profile_stamp text not null,
      terms text[] not null,
      technology_type_ids text[] not null,
      at timestamptz not null,
      primary key (user_id, subject_id, feedback)
    )`,
    match_successes: (t) => `create table ${t} (
      user_id text not null,
      subject_id text not null,
      chat_thread_id text not null,
      at timestamptz not null,
      primary key (user_id, subject_id, chat_thread_id)
    )`,
  },
  batches: {
    // an import records thousands at once: one statement per run
    AwardRecorded: async (events, { tx, t }) => {
      await tx.query(
        `insert into ${t.match_awards} (id, listing_id, title, abstract, phase, awarded_on, position)
         select id, listing_id, title, abstract, phase, awarded_on, position
         from jsonb_to_recordset($1::jsonb) as r(id uuid, listing_id uuid, title text, abstract text,
           phase text, awarded_on text, position bigint)
         on conflict (id) do nothing`,
        [
          JSON.stringify(
            events.map(({ data, globalPosition }) => ({
              id: data.awardId,
              listing_id: data.listingId,
              title: data.awardTitle,
              abstract: data.awardAbstract,
              phase: data.phase,
              awarded_on: data.contractAwardDate,
              position: globalPosition,
            })),
          ),
        ],
      )
      const latest = new Map(events.map((event) => [event.data.listingId, event.globalPosition]))
      await tx.query(
        `update ${t.match_listings} as l set position = greatest(l.position, r.position)
         from jsonb_to_recordset($1::jsonb) as r(id uuid, position bigint) where l.id = r.id`,
        [JSON.stringify([...latest].map(([id, position]) => ({ id, position })))],
      )
    },
  },
  handlers: {
    ListingOpened: async ({ data, globalPosition }, { tx, t }) => {
      await tx.query(
        `insert into ${t.match_listings} (id, account_id, name, position) values ($1, $2, $3, $4)
         on conflict (id) do nothing`,
        [data.listingId, data.accountId, data.name, globalPosition],
      )
    },
    ListingEdited: async ({ data: { listingId, profile: p }, globalPosition }, { tx, t }) => {
      await updateRows(
        tx,
        t.match_listings,
        {
          name: p.name,
          capability_text: [p.tagLine, richTextPlain(p.capabilityStatement)].filter(Boolean).join(". "),
          technology_type_ids: p.technologyTypeIds,
          naics_code_ids: p.naicsCodeIds,
          edited_by_owner: true,
          profile_stamp: String(globalPosition),
          position: globalPosition,
        },
        { id: listingId },
      )
    },
    // the registry renames the company: a storefront its owners never edited follows
    AccountRegistryUpdated: async ({ data, globalPosition }, { tx, t }) => {
      await tx.query(
        `update ${t.match_listings} set name = $2, position = $3 where account_id = $1 and not edited_by_owner`,
        [data.accountId, data.name, globalPosition],
      )
    },
    ListingLogoChanged: async ({ data, globalPosition }, { tx, t }) => {
      await updateRows(
        tx,
        t.match_listings,
        { logo_path: data.logoPath, position: globalPosition },
        { id: data.listingId },
      )
    },
    ListingVisibilityChanged: async ({ data, globalPosition }, { tx, t }) => {
      await updateRows(
        tx,
        t.match_listings,
        { is_only_vision_visible: data.isOnlyVisionVisible, position: globalPosition },
        { id: data.listingId },
      )
    },
    ListingPublished: async ({ data, globalPosition }, { tx, t }) => {
      await updateRows(
        tx,
        t.match_listings,
        { is_published: true, position: globalPosition },
        { id: data.listingId },
      )
    },
    ListingUnpublished: async ({ data, globalPosition }, { tx, t }) => {
      await updateRows(
        tx,
        t.match_listings,
        { is_published: false, position: globalPosition },
        { id: data.listingId },
      )
    },
    ListingArtifactCreated: async ({ data, globalPosition }, { tx, t }) => {
      await tx.query(
        `insert into ${t.match_artifacts} (id, listing_id, kind, name, description, position)
         values ($1, $2, $3, $4, $5, $6) on conflict (id) do nothing`,
        [data.artifactId, data.listingId, data.kind, ...artifactText(data.artifact), globalPosition],
      )
      await touchOffers(tx, t.match_listings, data.listingId, globalPosition)
    },
    ListingArtifactEdited: async ({ data, globalPosition }, { tx, t }) => {
      const [name, description] = artifactText(data.artifact)
      await updateRows(tx, t.match_artifacts, { name, description }, { id: data.artifactId })
      await touchOffers(tx, t.match_listings, data.listingId, globalPosition)
    },
    ListingArtifactRemoved: async ({ data, globalPosition }, { tx, t }) => {
      await tx.query(`delete from ${t.match_artifacts} where id = $1`, [data.artifactId])
      await touchOffers(tx, t.match_listings, data.listingId, globalPosition)
    },
    AwardAmended: async ({ data, globalPosition }, { tx, t }) => {
      const changed = Object.fromEntries(
        (
          [
            ["awardTitle", "title"],
            ["awardAbstract", "abstract"],
            ["phase", "phase"],
            ["contractAwardDate", "awarded_on"],
          ] as const
        )
          .filter(([name]) => name in data)
          .map(([name, column]) => [column, data[name]]),
      )
      if (Object.keys(changed).length === 0) return
      await updateRows(tx, t.match_awards, changed, { id: data.awardId })
      await updateRows(tx, t.match_listings, { position: globalPosition }, { id: data.listingId })
    },
    UserRegistered: async ({ data: d, globalPosition }, { tx, t }) => {
      if (!d.roles.includes("gov")) return
      await tx.query(
        `insert into ${t.match_gov_users} (id, first_name, last_name, title, confirmed, position)
         values ($1, $2, $3, $4, $5, $6) on conflict (id) do nothing`,
        [d.userId, d.firstName, d.lastName, d.title, d.confirmed, globalPosition],
      )
    },
    EmailConfirmed: async ({ data, globalPosition }, { tx, t }) => {
      await updateRows(
        tx,
        t.match_gov_users,
        { confirmed: true, position: globalPosition },
        { id: data.userId },
      )
    },
    ProfileUpdated: async ({ data: d, globalPosition }, { tx, t }) => {
      await updateRows(
        tx,
        t.match_gov_users,
        { first_name: d.firstName, last_name: d.lastName, title: d.title, position: globalPosition },
        { id: d.userId },
      )
    },
    HeadshotChanged: async ({ data, globalPosition }, { tx, t }) => {
      await updateRows(
        tx,
        t.match_gov_users,
        { headshot_path: data.path, position: globalPosition },
        { id: data.userId },
      )
    },
    NotificationSettingsChanged: async ({ data, globalPosition }, { tx, t }) => {
      if (data.allowMessageRequests === undefined) return
      await updateRows(
        tx,
        t.match_gov_users,
        { allow_message_requests: data.allowMessageRequests, position: globalPosition },
        { id: data.userId },
      )
    },
    GovProfileSaved: async ({ data: d, globalPosition }, { tx, t }) => {
      await updateRows(
        tx,
        t.match_gov_users,
        {
          has_profile: true,
          technology_type_ids: d.technologyTypeIds,
          classification_ids: d.govUserClassificationIds,
          problem_text: richTextPlain(d.profileDetail),
          lines_of_effort: d.linesOfEffort.map((line) => line.details),
          profile_stamp: String(globalPosition),
          position: globalPosition,
        },
        { id: d.userId },
      )
    },
    GovUserLinkedToVision: async ({ data, globalPosition }, { tx, t }) => {
      await updateRows(
        tx,
        t.match_gov_users,
        { vision_linked: true, position: globalPosition },
        { id: data.userId },
      )
    },
    MatchHidden: async ({ data }, { tx, t }) => {
      await tx.query(feedbackInsert(t.match_feedback), feedbackRow("hidden", data))
    },
    MatchMarkedNotRelevant: async ({ data }, { tx, t }) => {
      await tx.query(feedbackInsert(t.match_feedback), feedbackRow("notRelevant", data))
    },
    MatchSucceeded: async ({ data }, { tx, t }) => {
      await tx.query(
        `insert into ${t.match_successes} (user_id, subject_id, chat_thread_id, at) values ($1, $2, $3, $4)
         on conflict do nothing`,
        [data.userId, data.subjectId, data.chatThreadId, data.at],
      )
    },
  },
})

const artifactText = (a: ArtifactContent) => [a.name, a.description] as const

/** What a storefront offers changed: its owners changed their profile, and the index must reread it. */
const touchOffers = (tx: Queryable, table: string, listingId: string, position: number) =>
  updateRows(tx, table, { profile_stamp: String(position), position }, { id: listingId })

/** The latest feedback of a kind on a subject wins: it names the profile it was given against. */
const feedbackInsert = (table: string) =>
  `insert into ${table} (user_id, subject_id, feedback, profile_stamp, terms, technology_type_ids, at)
   values ($1, $2, $3, $4, $5, $6, $7)
   on conflict (user_id, subject_id, feedback) do update set profile_stamp = excluded.profile_stamp,
     terms = excluded.terms, technology_type_ids = excluded.technology_type_ids, at = excluded.at`

const feedbackRow = (
  feedback: "hidden" | "notRelevant",
  d: {
    userId: string
    subjectId: string
    profileStamp: string
    terms: readonly string[]
    technologyTypeIds: readonly string[]
    at: string
  },
) => [d.userId, d.subjectId, feedback, d.profileStamp, d.terms, d.technologyTypeIds, d.at]
