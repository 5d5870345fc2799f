import type { Queryable } from "../sql/sql"
import type { OutgoingMail, TransactionalMailer } from "./mailer"

/** A stored message as the development readers show it. */
export interface DevMailboxMessage {
  readonly id: string
  readonly to: string
  readonly subject: string
  readonly text: string
  readonly html: string
  readonly sentAt: Date
}

// A repeated key is the same message sent again: keep the first.
const insertMail = `insert into dev_mailbox (to_address, subject, text, html, idempotency_key)
  values ($1, $2, $3, $4, $5)
  on conflict (idempotency_key) do nothing`

/** The default mailer outside production: messages stay in the database, readable at /dev/mail. */
export const createDevMailbox = (sql: Queryable): TransactionalMailer => {
  const write = async (db: Queryable, mail: OutgoingMail) => {
    await db.query(insertMail, [mail.to, mail.subject, mail.text, mail.html, mail.idempotencyKey])
  }
  return {
    send: (mail) => write(sql, mail),
    sendWithin: write,
  }
}

export interface DevMailboxFilter {
  /** Exact recipient, compared case-insensitively. */
  readonly to?: string
  readonly limit?: number
}

/** Newest first. */
export const readDevMailbox = async (
  db: Queryable,
  filter: DevMailboxFilter = {},
): Promise<DevMailboxMessage[]> => {
  const rows = await db.query<{
    id: string
    to_address: string
    subject: string
    text: string
    html: string
    sent_at: Date
  }>(
    `select id::text as id, to_address, subject, text, html, sent_at from dev_mailbox
     where $1::text is null or lower(to_address) = lower($1::text)
     order by seq desc
     limit $2`,
    [filter.to ?? null, filter.limit ?? 100],
  )
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text,
    html: row.html,
    sentAt: new Date(row.sent_at),
  }))
}
