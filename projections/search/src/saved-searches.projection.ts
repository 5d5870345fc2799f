import { type PageRequest, paginate, type SavedSearchesPage, type SavedSearchView } from "@ignite/contracts"
import { defineProjection, type Queryable } from "@ignite/platform"

/**
 * SavedSearches as their creators list and open them. Inline: the creator reads the new one in the answer
 * to the command that made it.
 */
export const savedSearchesProjection = defineProjection({
  name: "saved_searches",
  version: 1,
  mode: "inline",
  tables: {
    saved_searches: (t) => `create table ${t} (
      id text primary key,
      title text not null,
      created_by text not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    );
    create index ${t}_created_by on ${t} (created_by, created_at, id)`,
  },
  handlers: {
    SavedSearchCreated: async ({ data: d }, { tx, t }) => {
      await tx.query(
        `insert into ${t.saved_searches} (id, title, created_by, created_at, updated_at)
         values ($1, $2, $3, $4::timestamptz, $4::timestamptz) on conflict (id) do nothing`,
        [d.savedSearchId, d.title, d.createdBy, d.createdAt],
      )
    },
    SavedSearchRenamed: async ({ data: d }, { tx, t }) => {
      await tx.query(
        `update ${t.saved_searches} set title = $2, updated_at = $3::timestamptz where id = $1`,
        [d.savedSearchId, d.title, d.renamedAt],
      )
    },
  },
})

interface SavedSearchRow {
  id: string
  title: string
  created_by: string
  created_at: Date
  updated_at: Date
}

const columns = "id, title, created_by, created_at, updated_at"

const viewOf = (row: SavedSearchRow): SavedSearchView => ({
  id: row.id,
  title: row.title,
  createdBy: row.created_by,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
})

/** One saved search, or undefined. */
export const findSavedSearch = async (db: Queryable, id: string): Promise<SavedSearchView | undefined> => {
  const [row] = await db.query<SavedSearchRow>(`select ${columns} from saved_searches where id = $1`, [id])
  return row && viewOf(row)
}

/** A user's saved searches, oldest first, a page at a time. */
export const savedSearchesOf = async (
  db: Queryable,
  userId: string,
  request: PageRequest,
): Promise<SavedSearchesPage> => {
  const [counted] = await db.query<{ n: number }>(
    "select count(*)::int8 as n from saved_searches where created_by = $1",
    [userId],
  )
  const { offset, ...pagination } = paginate(Number(counted?.n ?? 0), request)
  const rows = await db.query<SavedSearchRow>(
    `select ${columns} from saved_searches where created_by = $1 order by created_at, id limit $2 offset $3`,
    [userId, request.perPage, offset],
  )
  return { data: rows.map(viewOf), pagination }
}
