import { randomUUID } from "node:crypto"
import type { KnownEvents } from "@ignite/contracts/events"
import { inboxDecider, inboxStreamId } from "@ignite/domain-notifications"
import {
  type EventStore,
  escapeHtml,
  handleCommand,
  type Mailer,
  mailReactor,
  type PlatformModule,
  type Sql,
  type Subscription,
} from "@ignite/platform"
import { chatRecipientRows, loadCurrentUserRow } from "@ignite/projection-current-users"

const nameOf = (row: { first_name: string | null; last_name: string | null } | undefined) =>
  row ? `${row.first_name ?? ""} ${row.last_name ?? ""}`.trim() || null : null

/**
 * New chat messages notify their recipients (spec 01 §3 NewMessageNotification): the government user when a
 * company writes, every user of the account when the government user does. The inbox decides: one
 * notification per conversation until the recipient reads it, so a burst of fifty messages is one
 * notification and one email, and nothing for someone who turned both off; the sender's own notification
 * of the conversation is read, as writing in it reads it. It reads the current users read
 * model, which is inline: it shows every user the log had when the message was written.
 */
export const chatNotifier = ({
  store,
  now = () => new Date(),
}: {
  store: EventStore
  now?: () => Date
}): Subscription => ({
  name: "chat-notifier",
  eventTypes: ["ChatMessageSent"],
  batchSize: 100,
  async handle(events, tx) {
    for (const event of events) {
      const d = event.data as KnownEvents["ChatMessageSent"]
      const rows = await chatRecipientRows(
        tx,
        d.senderSide === "account"
          ? { userIds: [d.govUserId, d.senderId] }
          : { accountId: d.accountId, userIds: [d.senderId] },
      )
      const senderName = nameOf(rows.find((row) => row.id === d.senderId))
      const ctx = { now: now(), newId: randomUUID, actorId: d.senderId }
      // writing in a conversation reads it: the sender's own notification of it is read
      await handleCommand(
        store,
        inboxDecider,
        inboxStreamId(d.senderId),
        { type: "MarkChatThreadNotificationRead", userId: d.senderId, chatThreadId: d.chatThreadId },
        ctx,
        { tx },
      )
      for (const recipient of rows) {
        if (recipient.id === d.senderId) continue
        await handleCommand(
          store,
          inboxDecider,
          inboxStreamId(recipient.id),
          {
            type: "NotifyNewMessage",
            userId: recipient.id,
            chatThreadId: d.chatThreadId,
            messageId: d.messageId,
            senderId: d.senderId,
            senderName,
            inApp: recipient.app_new_chat_message,
            byEmail: recipient.email_new_chat_message,
          },
          ctx,
          { tx },
        )
      }
    }
  },
})

/** The new-message email: who wrote, and the link to the conversation; never the message itself. */
export const chatMails = (deps: { sql: Sql; mailer: Mailer; publicUrl: string }): Subscription =>
  mailReactor({
    name: "chat-mails",
    eventTypes: ["NewMessageNotified"],
    sql: deps.sql,
    mailer: deps.mailer,
    async render(event, tx) {
      const d = event.data as KnownEvents["NewMessageNotified"]
      if (!d.byEmail) return undefined
      const recipient = await loadCurrentUserRow(tx, d.userId)
      if (!recipient?.email) return undefined
      const href = `${deps.publicUrl}/chat?threadId=${d.chatThreadId}`
      const from = d.senderName ?? "Someone"
      const line = `${from} sent you a new message on Ignite.`
      return {
        to: recipient.email,
        subject: `New message from ${from}`,
        text: `${line}\n\nRead and reply: ${href}`,
        html: `<p>${escapeHtml(line)}</p><p><a href="${escapeHtml(href)}">Read and reply</a></p>`,
      }
    },
  })

/** Chat's reactors, as the system runs them. */
export const chatNotificationsModule = (deps: { publicUrl: string }): PlatformModule => ({
  name: "chat-notifications",
  reactors: ({ store, sql, mailer }) => [
    chatNotifier({ store }),
    chatMails({ sql, mailer, publicUrl: deps.publicUrl }),
  ],
})
