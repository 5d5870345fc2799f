import { defineProjection, type Queryable } from "@ignite/platform"

/** Profile views by government users, for the storefront's 30-day count and (later) analytics. */
export const listingViewsProjection = defineProjection({
  name: "listing_views",
  version: 1,
  mode: "async",
  tables: {
    listing_views: (t) => `create table ${t} (
      event_id uuid primary key,
      listing_id uuid not null,
      viewer_id text not null,
      viewed_at timestamptz not null
    );
    create index ${t}_listing_time on ${t} (listing_id, viewed_at)`,
  },
  batches: {
    ListingViewed: async (events, { tx, t }) => {
      await tx.query(
        `insert into ${t.listing_views} (event_id, listing_id, viewer_id, viewed_at)
         select (r->>'id')::uuid, (r->>'listing')::uuid, r->>'viewer', (r->>'at')::timestamptz
         from jsonb_array_elements($1::jsonb) as r
         on conflict (event_id) do nothing`,
        [
          JSON.stringify(
            events.map(({ eventId, data }) => ({
              id: eventId,
              listing: data.listingId,
              viewer: data.viewerId,
              at: data.viewedAt,
            })),
          ),
        ],
      )
    },
  },
  handlers: {},
})

/** Views of the storefront in the last `days` days (spec 02: profile views in the last 30 days). */
export const recentViews = async (
  db: Queryable,
  listingId: string,
  now: Date,
  days = 30,
): Promise<number> => {
  const [row] = await db.query<{ views: number }>(
    "select count(*)::int as views from listing_views where listing_id = $1 and viewed_at > $2",
    [listingId, new Date(now.getTime() - days * 24 * 3600 * 1000).toISOString()],
  )
  return row?.views ?? 0
}
