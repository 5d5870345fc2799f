import type { TokenKeys } from "@ignite/platform"
import {
  linkMailTo,
  type MailContent,
  type Mailer,
  mailReactor,
  type Sql,
  type Subscription,
} from "@ignite/platform"
import type { UserEvent, UserEventType } from "./user"

/** A confirmation link; `redirectTo` (a path of this app) tells the confirmation screen where to continue. */
const confirmationHref = (publicUrl: string, token: string, redirectTo: string | undefined) => {
  const query = new URLSearchParams({ confirmationToken: token })
  if (redirectTo) query.set("redirectTo", redirectTo)
  return `${publicUrl}/confirm_email?${query}`
}

/** The mails the user stream causes. Links carry the token re-derived from the event's token id. */
export const renderIdentityMail = (
  event: UserEvent,
  tokenKeys: TokenKeys,
  publicUrl: string,
): MailContent | undefined => {
  switch (event.type) {
    case "ConfirmationSent":
      return linkMailTo(event.data.email, {
        subject: "Confirm your Ignite account",
        title: "Please confirm your email",
        paragraphs: [
          "Welcome to Ignite. Confirm your email address to start using your account. The link works for 3 days.",
        ],
        link: {
          href: confirmationHref(publicUrl, tokenKeys.tokenFor(event.data.tokenId), event.data.redirectTo),
          label: "Confirm my account",
        },
      })
    case "EmailChangeRequested":
      return linkMailTo(event.data.email, {
        subject: "Confirm your new Ignite email address",
        title: "Confirm your new email address",
        paragraphs: [
          "You asked to use this address for your Ignite account. Until you confirm it, you keep signing in with your current address.",
        ],
        link: {
          href: confirmationHref(publicUrl, tokenKeys.tokenFor(event.data.tokenId), event.data.redirectTo),
          label: "Confirm this address",
        },
      })
    case "PasswordResetRequested":
      return linkMailTo(event.data.email, {
        subject: "Reset your Ignite password",
        title: "Reset your password",
        paragraphs: [
          "Someone asked to reset the password of your Ignite account. If it was you, choose a new password within 6 hours. If not, you can ignore this mail.",
        ],
        link: {
          href: `${publicUrl}/reset_password?resetPasswordToken=${tokenKeys.tokenFor(event.data.tokenId)}`,
          label: "Choose a new password",
        },
      })
    default:
      return undefined
  }
}

/** The user events that send a mail; checked against the contracts, so a misspelt type fails to compile. */
const mailedEventTypes = [
  "ConfirmationSent",
  "EmailChangeRequested",
  "PasswordResetRequested",
] as const satisfies readonly UserEventType[]

export const identityMailReactor = (deps: {
  mailer: Mailer
  sql: Sql
  tokenKeys: TokenKeys
  publicUrl: string
}): Subscription =>
  mailReactor({
    name: "mail:identity",
    eventTypes: mailedEventTypes,
    mailer: deps.mailer,
    sql: deps.sql,
    render: (event) =>
      renderIdentityMail({ type: event.type, data: event.data } as UserEvent, deps.tokenKeys, deps.publicUrl),
  })
