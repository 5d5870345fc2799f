import type { RecordedEvent } from "../eventstore/types"
import type { Queryable, Sql, Tx } from "../sql/sql"
import type { Subscription } from "../subscriptions/subscription"
import { isTransactionalMailer, type MailContent, type Mailer, type OutgoingMail } from "./mailer"

export interface MailReactorOptions {
  /** Also the checkpoint name and the first part of every idempotency key: keep it stable. */
  readonly name: string
  readonly eventTypes: readonly string[]
  /**
   * The mail an event causes, or undefined for none. Read what it needs through `tx`: on PGlite the batch
   * transaction holds the only connection, so a query through `sql` from here would wait forever.
   */
  readonly render: (
    event: RecordedEvent,
    tx: Queryable,
  ) => MailContent | undefined | Promise<MailContent | undefined>
  readonly mailer: Mailer
  readonly sql: Sql
  /** Small by default: a failed send retries the whole batch, and PGlite is held while SMTP answers. */
  readonly batchSize?: number
}

const recordDelivery = `insert into mail_deliveries (idempotency_key) values ($1)
  on conflict (idempotency_key) do nothing`

const deliveredAmong = async (db: Queryable, keys: readonly string[]): Promise<Set<string>> => {
  if (keys.length === 0) return new Set()
  const rows = await db.query<{ idempotency_key: string }>(
    "select idempotency_key from mail_deliveries where idempotency_key = any($1::text[])",
    [keys],
  )
  return new Set(rows.map((row) => row.idempotency_key))
}

/**
 * Sends one mail per event: at least once, and never twice for one event as long as the delivery record
 * is written. Each mail is keyed `<name>:<event id>`; keys in `mail_deliveries` are skipped.
 *
 * The batch transaction can roll back after a send (a later send fails, the checkpoint moved), so the
 * record of an external send must outlive it:
 * - PostgreSQL: the record is written right after the send on a separate autocommit connection. Nothing is
 *   written through `tx` before the sends, so the batch takes no transaction id while it waits on SMTP and
 *   does not hold back other consumers' snapshot fence.
 * - PGlite: one connection, so the record goes into the batch; until it commits, the keys sent are also
 *   kept in memory, which covers a rollback in this process (the data-dir lock makes it the only one).
 * - The database mailbox (development) writes the message itself into the batch: exactly once.
 *
 * What remains at least once: the process dies, or the record cannot be written, between the SMTP server
 * accepting a message and its record committing; and two owners racing one batch (a lease lost mid-batch)
 * may both send before either records. Then the message goes out again, with the same Message-ID.
 */
export const mailReactor = (options: MailReactorOptions): Subscription => {
  const { name, render, mailer, sql } = options
  const sentNotCommitted = new Set<string>()

  // PGlite only: keys whose batch has committed since need no memory any more.
  const forgetCommitted = async (tx: Tx) => {
    if (sentNotCommitted.size === 0) return
    for (const key of await deliveredAmong(tx, [...sentNotCommitted])) sentNotCommitted.delete(key)
  }

  const sendAndRecord = async (mail: OutgoingMail, tx: Tx) => {
    const key = mail.idempotencyKey
    if (isTransactionalMailer(mailer)) {
      await mailer.sendWithin(tx, mail)
      await tx.query(recordDelivery, [key])
    } else if (sql.driver === "pg") {
      await mailer.send(mail)
      await sql.query(recordDelivery, [key])
    } else {
      if (!sentNotCommitted.has(key)) await mailer.send(mail)
      sentNotCommitted.add(key)
      await tx.query(recordDelivery, [key])
    }
  }

  return {
    name,
    eventTypes: options.eventTypes,
    batchSize: options.batchSize ?? 20,
    async handle(events, tx) {
      if (sql.driver === "pglite") await forgetCommitted(tx)
      const keyOf = (event: RecordedEvent) => `${name}:${event.eventId}`
      const delivered = await deliveredAmong(tx, events.map(keyOf))
      for (const event of events) {
        const key = keyOf(event)
        if (delivered.has(key)) continue
        const content = await render(event, tx)
        if (content) await sendAndRecord({ ...content, idempotencyKey: key }, tx)
      }
    },
  }
}
