import type { Queryable } from "../sql/sql"

/**
 * One message to one recipient. `idempotencyKey` names what caused it (a reactor sets
 * `<reactor name>:<event id>`), so a retried send is recognisable as the same message.
 */
export interface OutgoingMail {
  readonly to: string
  readonly subject: string
  readonly text: string
  readonly html: string
  readonly idempotencyKey: string
}

/** What a mail template produces; the idempotency key is the sender's business, not the template's. */
export type MailContent = Omit<OutgoingMail, "idempotencyKey">

/** The port: SMTP in production, the database mailbox in development. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
}

/**
 * A mailer whose delivery is a database write. A reactor hands it the batch transaction, so the message
 * commits with the checkpoint (exactly once) and no second connection is needed: PGlite has only one,
 * and a plain `send` while a transaction holds it would wait forever.
 */
export interface TransactionalMailer extends Mailer {
  sendWithin(tx: Queryable, mail: OutgoingMail): Promise<void>
}

export const isTransactionalMailer = (mailer: Mailer): mailer is TransactionalMailer =>
  typeof (mailer as Partial<TransactionalMailer>).sendWithin === "function"
