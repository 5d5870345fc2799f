import {
  type MatchFeedbacksPage,
  type MatchFeedbackView,
  type PageRequest,
  paginate,
} from "@ignite/contracts"
import { defineProjection, type Queryable } from "@ignite/platform"

/**
 * MatchFeedbacks as their creators list and open them. Inline: the creator reads the new one in the answer
 * to the command that made it.
 */
export const matchFeedbacksProjection = defineProjection({
  name: "match_feedbacks",
  version: 1,
  mode: "inline",
  tables: {
    match_feedbacks: (t) => `create table ${t} (
      id text primary key,
      title text not null,
      created_by text not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    );
    create index ${t}_created_by on ${t} (created_by, created_at, id)`,
  },
  handlers: {
    MatchFeedbackCreated: async ({ data: d }, { tx, t }) => {
      await tx.query(
        `insert into ${t.match_feedbacks} (id, title, created_by, created_at, updated_at)
         values ($1, $2, $3, $4::timestamptz, $4::timestamptz) on conflict (id) do nothing`,
        [d.matchFeedbackId, d.title, d.createdBy, d.createdAt],
      )
    },
    MatchFeedbackRenamed: async ({ data: d }, { tx, t }) => {
      await tx.query(
        `update ${t.match_feedbacks} set title = $2, updated_at = $3::timestamptz where id = $1`,
        [d.matchFeedbackId, d.title, d.renamedAt],
      )
    },
  },
})

interface MatchFeedbackRow {
  id: string
  title: string
  created_by: string
  created_at: Date
  updated_at: Date
}

const columns = "id, title, created_by, created_at, updated_at"

const viewOf = (row: MatchFeedbackRow): MatchFeedbackView => ({
  id: row.id,
  title: row.title,
  createdBy: row.created_by,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
})

/** One match feedback, or undefined. */
export const findMatchFeedback = async (
  db: Queryable,
  id: string,
): Promise<MatchFeedbackView | undefined> => {
  const [row] = await db.query<MatchFeedbackRow>(`select ${columns} from match_feedbacks where id = $1`, [id])
  return row && viewOf(row)
}

/** A user's match feedbacks, oldest first, a page at a time. */
export const matchFeedbacksOf = async (
  db: Queryable,
  userId: string,
  request: PageRequest,
): Promise<MatchFeedbacksPage> => {
  const [counted] = await db.query<{ n: number }>(
    "select count(*)::int8 as n from match_feedbacks where created_by = $1",
    [userId],
  )
  const { offset, ...pagination } = paginate(Number(counted?.n ?? 0), request)
  const rows = await db.query<MatchFeedbackRow>(
    `select ${columns} from match_feedbacks where created_by = $1 order by created_at, id limit $2 offset $3`,
    [userId, request.perPage, offset],
  )
  return { data: rows.map(viewOf), pagination }
}
