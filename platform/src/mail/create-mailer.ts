import type { Queryable } from "../sql/sql"
import { createDevMailbox } from "./dev-mailbox"
import type { Mailer } from "./mailer"
import { createSmtpMailer } from "./smtp-mailer"

export class MailConfigurationError extends Error {
  readonly _tag = "MailConfigurationError"
}

export interface MailerOptions {
  /** SMTP_URL. */
  readonly smtpUrl?: string
  /** Where the development mailbox lives; needed only without smtpUrl. */
  readonly sql?: Queryable
  readonly from?: string
  /** Required, not defaulted: forgetting it must not turn production mail into database rows. */
  readonly production: boolean
}

export const defaultMailFrom = "Ignite <no-reply@localhost>"

const isSmtpUrl = (value: string) => {
  try {
    const url = new URL(value)
    return (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== ""
  } catch {
    return false
  }
}

/**
 * SMTP when SMTP_URL is set, else the database mailbox. Production without SMTP_URL is refused here, at
 * start-up: the mailbox is not served there, so every message would silently go nowhere.
 */
export const createMailer = (options: MailerOptions): Mailer => {
  const from = options.from ?? defaultMailFrom
  if (options.smtpUrl) {
    // The URL carries a password: say what is wrong without repeating it.
    if (!isSmtpUrl(options.smtpUrl))
      throw new MailConfigurationError(
        "SMTP_URL must look like smtp://user:pass@host:port or smtps://user:pass@host:port",
      )
    return createSmtpMailer({ smtpUrl: options.smtpUrl, from })
  }
  if (options.production)
    throw new MailConfigurationError(
      "SMTP_URL is required in production (smtp://user:pass@host:port or smtps://...): without it mail " +
        "would only be stored in the development mailbox, which production does not serve",
    )
  if (!options.sql)
    throw new MailConfigurationError("The development mailbox needs a database: pass sql, or set SMTP_URL")
  return createDevMailbox(options.sql)
}
