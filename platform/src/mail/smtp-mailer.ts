import { createHash } from "node:crypto"
import { createTransport } from "nodemailer"
import type { Mailer } from "./mailer"

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:port (STARTTLS when the server offers it) or smtps://... (TLS from the start). */
  readonly smtpUrl: string
  readonly from: string
}

const domainOf = (from: string) => /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? "ignite.invalid"

/**
 * The same Message-ID for every send of one idempotency key: a message sent again after a failure (the
 * at-least-once window of a mail reactor) is recognisable, and many receivers drop such a duplicate.
 * Hashed, so reactor names and event ids do not reach the recipient.
 */
const messageIdOf = (idempotencyKey: string, from: string) =>
  `<${createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 32)}@${domainOf(from)}>`

/** One connection per message (no pool): mail is rare, and there is nothing to close on shutdown. */
export const createSmtpMailer = (options: SmtpMailerOptions): Mailer => {
  const transport = createTransport({
    url: options.smtpUrl,
    // A reactor waits for the send inside its batch: fail within seconds, not nodemailer's minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
  return {
    async send(mail) {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: messageIdOf(mail.idempotencyKey, options.from),
      })
    },
  }
}
