import { defineProjection, type Queryable } from "@ignite/platform"

/**
 * Who wants the weekly digest of new matches (issue 24), for the job that sends it: one row per user who
 * ever said, with their latest answer and when their last digest went. Inline: the setting reads back as
 * saved, and the job sees an opt-in at once. The rule itself (one a week, only new matches) is the
 * matchmaking domain's decider's; this is the list of whom to ask it about.
 */
export const matchDigestsProjection = defineProjection({
  name: "match-digests",
  version: 1,
  mode: "inline",
  tables: {
    match_digests: (t) => `create table ${t} (
      user_id text primary key,
      enabled boolean not null,
      last_sent_at timestamptz
    );
    create index ${t}_enabled on ${t} (user_id) where enabled`,
  },
  handlers: {
    MatchDigestChanged: async ({ data: d }, { tx, t }) => {
      await tx.query(
        `insert into ${t.match_digests} (user_id, enabled) values ($1, $2)
         on conflict (user_id) do update set enabled = excluded.enabled`,
        [d.userId, d.enabled],
      )
    },
    MatchDigestSent: async ({ data: d }, { tx, t }) => {
      await tx.query(`update ${t.match_digests} set last_sent_at = $2::timestamptz where user_id = $1`, [
        d.userId,
        d.sentAt,
      ])
    },
  },
})

/** Whether the user opted in to the digest (false for one who never said). */
export const matchDigestEnabled = async (db: Queryable, userId: string): Promise<boolean> => {
  const [row] = await db.query<{ enabled: boolean }>("select enabled from match_digests where user_id = $1", [
    userId,
  ])
  return row?.enabled === true
}

/** The users who opted in to the digest and had none since `lastSentBefore`, in a stable order. */
export const matchDigestSubscribers = async (db: Queryable, lastSentBefore: Date): Promise<string[]> =>
  (
    await db.query<{ user_id: string }>(
      `select user_id from match_digests
       where enabled and (last_sent_at is null or last_sent_at <= $1::timestamptz) order by user_id`,
      [lastSentBefore.toISOString()],
    )
  ).map((row) => row.user_id)
