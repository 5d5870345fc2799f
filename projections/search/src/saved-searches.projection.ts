import { type PageRequest, paginate, type SavedSearchesPage, type SavedSearchView } from "@ignite/contracts"
import { defineProjection, type Queryable } from "@ignite/platform"

/**
 * Government users' saved searches as their owners list and open them; a deleted one leaves. Inline: the
 * owner reads the new one in the answer to the save.
 */
export const savedSearchesProjection = defineProjection({
  name: "saved_searches",
  version: 1,
  mode: "inline",
  tables: {
    saved_searches: (t) => `create table ${t} (
      id text primary key,
      user_id text not null,
      name text not null,
      query text not null,
      alerts_enabled boolean not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    );
    create index ${t}_user on ${t} (user_id, created_at, id)`,
  },
  handlers: {
    SearchSaved: async ({ data: d }, { tx, t }) => {
      await tx.query(
        `insert into ${t.saved_searches} (id, user_id, name, query, alerts_enabled, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6::timestamptz, $6::timestamptz) on conflict (id) do nothing`,
        [d.savedSearchId, d.userId, d.name, d.query, d.alertsEnabled, d.savedAt],
      )
    },
    SavedSearchRenamed: async ({ data: d }, { tx, t }) => {
      await tx.query(`update ${t.saved_searches} set name = $2, updated_at = $3::timestamptz where id = $1`, [
        d.savedSearchId,
        d.name,
        d.renamedAt,
      ])
    },
    SavedSearchAlertsChanged: async ({ data: d }, { tx, t }) => {
      await tx.query(
        `update ${t.saved_searches} set alerts_enabled = $2, updated_at = $3::timestamptz where id = $1`,
        [d.savedSearchId, d.alertsEnabled, d.changedAt],
      )
    },
    SavedSearchDeleted: async ({ data: d }, { tx, t }) => {
      await tx.query(`delete from ${t.saved_searches} where id = $1`, [d.savedSearchId])
    },
  },
})

interface SavedSearchRow {
  id: string
  user_id: string
  name: string
  query: string
  alerts_enabled: boolean
  created_at: Date
  updated_at: Date
}

const columns = "id, user_id, name, query, alerts_enabled, created_at, updated_at"

const viewOf = (row: SavedSearchRow): SavedSearchView => ({
  id: row.id,
  name: row.name,
  query: row.query,
  alertsEnabled: row.alerts_enabled,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
})

/** One of the user's saved searches, or undefined (someone else's is undefined too). */
export const findSavedSearch = async (
  db: Queryable,
  userId: string,
  id: string,
): Promise<SavedSearchView | undefined> => {
  const [row] = await db.query<SavedSearchRow>(
    `select ${columns} from saved_searches where id = $1 and user_id = $2`,
    [id, userId],
  )
  return row && viewOf(row)
}

/** A user's saved searches, oldest first, a page at a time. */
export const savedSearchesOf = async (
  db: Queryable,
  userId: string,
  request: PageRequest,
): Promise<SavedSearchesPage> => {
  const [counted] = await db.query<{ n: number }>(
    "select count(*)::int8 as n from saved_searches where user_id = $1",
    [userId],
  )
  const { offset, ...pagination } = paginate(Number(counted?.n ?? 0), request)
  const rows = await db.query<SavedSearchRow>(
    `select ${columns} from saved_searches where user_id = $1 order by created_at, id limit $2 offset $3`,
    [userId, request.perPage, offset],
  )
  return { data: rows.map(viewOf), pagination }
}
