import type { ChatThreadStatus } from "@ignite/contracts"
import { defineProjection } from "@ignite/platform"

/**
 * Conversations (spec 02 §3 Chat thread, Chat message): each thread with its pair, status and last message,
 * each message, and when each reader last read each thread (`ChatThreadSeen`, as a log position: the
 * messages after it are their unread ones). Inline: the sender reads their message in the answer to the send,
 * and an unread count moves in the same transaction as the message that moves it.
 */
export const chatProjection = defineProjection({
  name: "chat",
  version: 1,
  mode: "inline",
  tables: {
    chat_threads: (t) => `create table ${t} (
      id text primary key,
      account_id text not null,
      gov_user_id text not null,
      status text not null,
      started_by text not null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      last_message_id text,
      last_message_position bigint not null default 0
    );
    create index ${t}_account on ${t} (account_id, last_message_position desc);
    create index ${t}_gov_user on ${t} (gov_user_id, last_message_position desc)`,
    chat_messages: (t) => `create table ${t} (
      id text primary key,
      thread_id text not null,
      sender_id text not null,
      content text,
      client_message_id text,
      position bigint not null,
      created_at timestamptz not null
    );
    create index ${t}_thread on ${t} (thread_id, position desc)`,
    chat_seen: (t) => `create table ${t} (
      thread_id text not null,
      user_id text not null,
      seen_position bigint not null,
      seen_at timestamptz not null,
      primary key (thread_id, user_id)
    )`,
  },
  handlers: {
    ChatThreadStarted: async ({ data: d }, { tx, t }) => {
      await tx.query(
        `insert into ${t.chat_threads} (id, account_id, gov_user_id, status, started_by, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6::timestamptz, $6::timestamptz) on conflict (id) do nothing`,
        [d.chatThreadId, d.accountId, d.govUserId, d.status, d.startedBy, d.startedAt],
      )
    },
    ChatMessageSent: async ({ data: d, globalPosition }, { tx, t }) => {
      const [inserted] = await tx.query<{ id: string }>(
        `insert into ${t.chat_messages} (id, thread_id, sender_id, content, client_message_id, position, created_at)
         values ($1, $2, $3, $4, $5, $6, $7::timestamptz) on conflict (id) do nothing returning id`,
        [d.messageId, d.chatThreadId, d.senderId, d.content, d.clientMessageId, globalPosition, d.sentAt],
      )
      if (!inserted) return
      await tx.query(
        `update ${t.chat_threads} set last_message_id = $2, last_message_position = $3, updated_at = $4::timestamptz
         where id = $1 and last_message_position < $3`,
        [d.chatThreadId, d.messageId, globalPosition, d.sentAt],
      )
      // a sender has read everything up to their own message
      await tx.query(
        `insert into ${t.chat_seen} (thread_id, user_id, seen_position, seen_at) values ($1, $2, $3, $4::timestamptz)
         on conflict (thread_id, user_id) do update set seen_position = excluded.seen_position, seen_at = excluded.seen_at
         where ${t.chat_seen}.seen_position < excluded.seen_position`,
        [d.chatThreadId, d.senderId, globalPosition, d.sentAt],
      )
    },
    ChatThreadActivated: async ({ data: d }, { tx, t }) =>
      status(tx, t.chat_threads, d.chatThreadId, "active", d.activatedAt),
    ChatThreadPaused: async ({ data: d }, { tx, t }) =>
      status(tx, t.chat_threads, d.chatThreadId, "paused", d.pausedAt),
    ChatThreadUnpaused: async ({ data: d }, { tx, t }) =>
      status(tx, t.chat_threads, d.chatThreadId, "active", d.unpausedAt),
    ChatThreadSeen: async ({ data: d, globalPosition }, { tx, t }) => {
      await tx.query(
        `insert into ${t.chat_seen} (thread_id, user_id, seen_position, seen_at) values ($1, $2, $3, $4::timestamptz)
         on conflict (thread_id, user_id) do update set seen_position = excluded.seen_position, seen_at = excluded.seen_at
         where ${t.chat_seen}.seen_position < excluded.seen_position`,
        [d.chatThreadId, d.userId, globalPosition, d.seenAt],
      )
    },
  },
})

const status = async (
  tx: { query: (sql: string, params: unknown[]) => Promise<unknown> },
  table: string,
  chatThreadId: string,
  to: ChatThreadStatus,
  at: string,
) => {
  await tx.query(
    `update ${table} set status = $2, updated_at = greatest(updated_at, $3::timestamptz) where id = $1`,
    [chatThreadId, to, at],
  )
}
