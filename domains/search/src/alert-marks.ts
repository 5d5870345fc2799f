import type { Migration, Queryable } from "@ignite/platform"

/**
 * The alerts reactor's own tables beside the saved-search streams (write side, never a read model):
 * - `saved_search_alert_baselines`: a search whose alerts were turned on (at save or later) and the moment
 *   its baseline was taken; the reactor only checks searches listed here, so a change that came before it
 *   never alerts.
 * - `saved_search_alert_seen`: per search, the storefronts already in its results at the baseline, and each
 *   storefront it alerted about since. Written in the same transaction as the `SavedSearchMatched` append,
 *   under a primary key, so a redelivered batch cannot alert twice (the decider holds the same rule).
 */
export const searchAlertMigrations: readonly Migration[] = [
  {
    id: "search/001_alert_marks",
    sql: `
      create table saved_search_alert_baselines (
        saved_search_id text primary key,
        taken_at timestamptz not null
      );
      create table saved_search_alert_seen (
        saved_search_id text not null,
        listing_id text not null,
        primary key (saved_search_id, listing_id)
      );`,
  },
]

/** Takes (or takes again, when alerts come back on) a search's baseline: what it finds now is no news. */
export const recordAlertBaseline = async (
  db: Queryable,
  savedSearchId: string,
  listingIds: readonly string[],
  at: Date,
): Promise<void> => {
  await db.query(
    `insert into saved_search_alert_baselines (saved_search_id, taken_at) values ($1, $2)
     on conflict (saved_search_id) do update set taken_at = excluded.taken_at`,
    [savedSearchId, at],
  )
  await db.query(
    `insert into saved_search_alert_seen (saved_search_id, listing_id)
     select $1, unnest($2::text[]) on conflict do nothing`,
    [savedSearchId, listingIds],
  )
}

/** The searches whose baseline is taken. */
export const searchesWithBaseline = async (db: Queryable): Promise<string[]> =>
  (await db.query<{ id: string }>("select saved_search_id as id from saved_search_alert_baselines")).map(
    (row) => row.id,
  )

/** Claims a storefront for a search's alert: true the first time only. */
export const claimAlert = async (db: Queryable, savedSearchId: string, listingId: string): Promise<boolean> =>
  (
    await db.query(
      `insert into saved_search_alert_seen (saved_search_id, listing_id) values ($1, $2)
       on conflict do nothing returning listing_id`,
      [savedSearchId, listingId],
    )
  ).length === 1
