import type { AccountEventData } from "@ignite/contracts/events"
import {
  linkMailTo,
  type MailContent,
  type Mailer,
  mailReactor,
  type Sql,
  type Subscription,
  type TokenKeys,
} from "@ignite/platform"

type Mailed = "ClaimRequested" | "ClaimEmailResent" | "InviteSent" | "InviteUpdated" | "InviteResent"

interface MailContext {
  readonly tokenKeys: TokenKeys
  readonly publicUrl: string
}

const claimMail = (
  data: { email: string; firstName: string; tokenId: string },
  { tokenKeys, publicUrl }: MailContext,
): MailContent | undefined =>
  linkMailTo(data.email, {
    subject: "Claim your company's Ignite account",
    title: "Claim your company's account",
    paragraphs: [
      `Hello ${data.firstName}, you asked to claim your company's account on Ignite, the marketplace that connects SBIR/STTR companies with government users.`,
      "Follow the link within 3 days to create your login and take ownership of the account. If you did not ask for this, you can ignore this mail.",
    ],
    link: {
      href: `${publicUrl}/confirm_claim?${new URLSearchParams({ claimToken: tokenKeys.tokenFor(data.tokenId) })}`,
      label: "Claim the account",
    },
  })

const inviteMail = (
  data: { email: string; firstName: string; tokenId: string },
  { tokenKeys, publicUrl }: MailContext,
): MailContent | undefined =>
  linkMailTo(data.email, {
    subject: "You are invited to your company's Ignite account",
    title: "Join your company on Ignite",
    paragraphs: [
      `Hello ${data.firstName}, a colleague invited you to your company's account on Ignite, the marketplace that connects SBIR/STTR companies with government users.`,
      "Follow the link within 7 days to create your login.",
    ],
    link: {
      href: `${publicUrl}/accept_invite?${new URLSearchParams({ inviteToken: tokenKeys.tokenFor(data.tokenId) })}`,
      label: "Accept the invite",
    },
  })

/** The mails the claim and invite streams cause, by event type; links carry the token re-derived from its id. */
const renderers: {
  [K in Mailed]: (data: AccountEventData[K], context: MailContext) => MailContent | undefined
} = {
  ClaimRequested: claimMail,
  ClaimEmailResent: claimMail,
  InviteSent: inviteMail,
  InviteUpdated: inviteMail,
  InviteResent: inviteMail,
}

export const renderAccountMail = (
  event: { type: string; data: unknown },
  context: MailContext,
): MailContent | undefined =>
  (
    renderers as Record<
      string,
      ((data: unknown, context: MailContext) => MailContent | undefined) | undefined
    >
  )[event.type]?.(event.data, context)

export const accountsMailReactor = (deps: MailContext & { mailer: Mailer; sql: Sql }): Subscription =>
  mailReactor({
    name: "mail:accounts",
    eventTypes: Object.keys(renderers),
    mailer: deps.mailer,
    sql: deps.sql,
    render: (event) => renderAccountMail(event, deps),
  })
