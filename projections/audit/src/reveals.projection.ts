import { type PageRequest, paginate } from "@ignite/contracts"
import { defineProjection, type Queryable } from "@ignite/platform"

/**
 * The record of reveals (issue 22): who asked to see whose personal data in the history, why, when, until
 * when. Inline: the auditor's next read of the log, right after the reveal, must already see the subject.
 */
export const revealsProjection = defineProjection({
  name: "reveals",
  version: 1,
  mode: "inline",
  tables: {
    audit_reveals: (t) => `create table ${t} (
      id text primary key,
      auditor_id text not null,
      subject text not null,
      reason text not null,
      revealed_at timestamptz not null,
      expires_at timestamptz not null
    );
    create index ${t}_auditor on ${t} (auditor_id, expires_at);
    create index ${t}_time on ${t} (revealed_at desc, id)`,
  },
  handlers: {
    PersonalDataRevealed: async ({ data: d }, { tx, t }) => {
      await tx.query(
        `insert into ${t.audit_reveals} (id, auditor_id, subject, reason, revealed_at, expires_at)
         values ($1, $2, $3, $4, $5::timestamptz, $6::timestamptz) on conflict (id) do nothing`,
        [d.revealId, d.auditorId, d.subject, d.reason, d.revealedAt, d.expiresAt],
      )
    },
  },
})

export interface RevealRecord {
  readonly id: string
  readonly auditorId: string
  readonly subject: string
  readonly reason: string
  readonly revealedAt: string
  readonly expiresAt: string
}

interface RevealRow {
  id: string
  auditor_id: string
  subject: string
  reason: string
  revealed_at: Date | string
  expires_at: Date | string
}

const recordOf = (row: RevealRow): RevealRecord => ({
  id: row.id,
  auditorId: row.auditor_id,
  subject: row.subject,
  reason: row.reason,
  revealedAt: new Date(row.revealed_at).toISOString(),
  expiresAt: new Date(row.expires_at).toISOString(),
})

/** The subjects an auditor has open at `now`: revealed and not yet expired. */
export const openSubjectsOf = async (db: Queryable, auditorId: string, now: Date): Promise<Set<string>> => {
  const rows = await db.query<{ subject: string }>(
    "select distinct subject from audit_reveals where auditor_id = $1 and revealed_at <= $2::timestamptz and expires_at > $2::timestamptz",
    [auditorId, now.toISOString()],
  )
  return new Set(rows.map((row) => row.subject))
}

/** One reveal of the record, or undefined. */
export const findReveal = async (db: Queryable, id: string): Promise<RevealRecord | undefined> => {
  const [row] = await db.query<RevealRow>(
    "select id, auditor_id, subject, reason, revealed_at, expires_at from audit_reveals where id = $1",
    [id],
  )
  return row && recordOf(row)
}

/** The record, newest first, a page at a time (admins read it). */
export const revealsPage = async (db: Queryable, request: PageRequest) => {
  const [counted] = await db.query<{ n: number | string }>("select count(*)::int8 as n from audit_reveals")
  const { offset, ...pagination } = paginate(Number(counted?.n ?? 0), request)
  const rows = await db.query<RevealRow>(
    `select id, auditor_id, subject, reason, revealed_at, expires_at from audit_reveals
     order by revealed_at desc, id limit $1 offset $2`,
    [request.perPage, offset],
  )
  return { data: rows.map(recordOf), pagination }
}
