import { type ChatThreadStatus, type PageRequest, type Pagination, paginate } from "@ignite/contracts"
import type { Queryable } from "@ignite/platform"

/** Whose threads: a government user's own, or every thread of a company user's account. */
export interface ChatReader {
  readonly userId: string
  readonly accountId: string | null
}

/** A thread as the chat read model keeps it: ids only; names and pictures are the facade's to add. */
export interface ChatThreadRecord {
  readonly id: string
  readonly accountId: string
  readonly govUserId: string
  readonly status: ChatThreadStatus
  readonly createdAt: string
  readonly updatedAt: string
  /** the reader's */
  readonly lastMessageSeenAt: string | null
  readonly unreadCount: number
  readonly lastMessage: ChatMessageRecord | null
}

export interface ChatMessageRecord {
  readonly id: string
  readonly chatThreadId: string
  readonly senderId: string
  readonly content: string | null
  readonly clientMessageId: string | null
  readonly createdAt: string
}

interface ThreadRow {
  id: string
  account_id: string
  gov_user_id: string
  status: ChatThreadStatus
  created_at: Date | string
  updated_at: Date | string
  seen_at: Date | string | null
  unread: number | string
  m_id: string | null
  m_sender_id: string | null
  m_content: string | null
  m_client_message_id: string | null
  m_created_at: Date | string | null
}

interface MessageRow {
  id: string
  thread_id: string
  sender_id: string
  content: string | null
  client_message_id: string | null
  created_at: Date | string
  position: number | string
}

const iso = (value: Date | string) => new Date(value).toISOString()

const messageOf = (row: MessageRow): ChatMessageRecord => ({
  id: row.id,
  chatThreadId: row.thread_id,
  senderId: row.sender_id,
  content: row.content,
  clientMessageId: row.client_message_id,
  createdAt: iso(row.created_at),
})

const threadOf = (row: ThreadRow): ChatThreadRecord => ({
  id: row.id,
  accountId: row.account_id,
  govUserId: row.gov_user_id,
  status: row.status,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
  lastMessageSeenAt: row.seen_at === null ? null : iso(row.seen_at),
  unreadCount: Number(row.unread),
  lastMessage:
    row.m_id === null
      ? null
      : {
          id: row.m_id,
          chatThreadId: row.id,
          senderId: row.m_sender_id ?? "",
          content: row.m_content,
          clientMessageId: row.m_client_message_id,
          createdAt: iso(row.m_created_at ?? row.updated_at),
        },
})

/**
 * A thread with the reader's view of it: when they last read it, how many messages of others came since,
 * and its last message. `$1` is the reader's user id.
 */
const threadSelect = `select t.id, t.account_id, t.gov_user_id, t.status, t.created_at, t.updated_at,
    s.seen_at,
    (select count(*) from chat_messages u
      where u.thread_id = t.id and u.sender_id <> $1 and u.position > coalesce(s.seen_position, 0)) as unread,
    m.id as m_id, m.sender_id as m_sender_id, m.content as m_content,
    m.client_message_id as m_client_message_id, m.created_at as m_created_at
  from chat_threads t
  left join chat_seen s on s.thread_id = t.id and s.user_id = $1
  left join chat_messages m on m.id = t.last_message_id`

/** The reader's threads: a government user's, or their account's. `$1` user, `$2` account. */
const readersThreads = "(t.gov_user_id = $1 or t.account_id = $2)"

/** One thread as this reader sees it, or undefined (also when it is not theirs: the facade decides that). */
export const findChatThread = async (
  db: Queryable,
  reader: ChatReader,
  chatThreadId: string,
): Promise<ChatThreadRecord | undefined> => {
  const [row] = await db.query<ThreadRow>(`${threadSelect} where t.id = $2`, [reader.userId, chatThreadId])
  return row && threadOf(row)
}

/** Whose thread it is, by primary key alone: what a command's permission check needs, nothing more. */
export const chatThreadPair = async (
  db: Queryable,
  chatThreadId: string,
): Promise<{ accountId: string; govUserId: string } | undefined> => {
  const [row] = await db.query<{ account_id: string; gov_user_id: string }>(
    "select account_id, gov_user_id from chat_threads where id = $1",
    [chatThreadId],
  )
  return row && { accountId: row.account_id, govUserId: row.gov_user_id }
}

/**
 * The reader's threads, the most recently written first, a page at a time; `firstId` (a deep link's thread)
 * is listed first on the first page and not again later.
 */
export const chatThreadsOf = async (
  db: Queryable,
  reader: ChatReader,
  request: PageRequest,
  firstId?: string,
): Promise<{ data: ChatThreadRecord[]; pagination: Pagination }> => {
  const [counted] = await db.query<{ n: number | string }>(
    `select count(*)::int8 as n from chat_threads t where ${readersThreads}`,
    [reader.userId, reader.accountId ?? ""],
  )
  const { offset, ...pagination } = paginate(Number(counted?.n ?? 0), request)
  const rows = await db.query<ThreadRow>(
    `${threadSelect} where ${readersThreads}
     order by (t.id = $5) desc, t.last_message_position desc, t.id limit $3 offset $4`,
    [reader.userId, reader.accountId ?? "", request.perPage, offset, firstId ?? ""],
  )
  return { data: rows.map(threadOf), pagination }
}

/**
 * A thread's messages, newest first from the database and answered oldest first: `perPage` before the
 * message `before` (scrolling up), or every message after `after` (a reconnect's catch-up, up to `perPage`).
 */
export const chatMessagesOf = async (
  db: Queryable,
  chatThreadId: string,
  query: { before?: string | undefined; after?: string | undefined; perPage: number },
): Promise<{ data: ChatMessageRecord[]; hasOlder: boolean }> => {
  if (query.after !== undefined) {
    const rows = await db.query<MessageRow>(
      `select m.* from chat_messages m where m.thread_id = $1
        and m.position > coalesce((select position from chat_messages where id = $2 and thread_id = $1), 0)
       order by m.position limit $3`,
      [chatThreadId, query.after, query.perPage],
    )
    return { data: rows.map(messageOf), hasOlder: false }
  }
  const rows = await db.query<MessageRow>(
    `select m.* from chat_messages m where m.thread_id = $1
       and ($2::text is null or m.position < (select position from chat_messages where id = $2 and thread_id = $1))
     order by m.position desc limit $3`,
    [chatThreadId, query.before ?? null, query.perPage + 1],
  )
  const hasOlder = rows.length > query.perPage
  return { data: rows.slice(0, query.perPage).reverse().map(messageOf), hasOlder }
}

/** One message of the thread (a retried send's answer, a live push's payload). */
export const findChatMessage = async (
  db: Queryable,
  chatThreadId: string,
  messageId: string,
): Promise<ChatMessageRecord | undefined> => {
  const [row] = await db.query<MessageRow>("select * from chat_messages where id = $1 and thread_id = $2", [
    messageId,
    chatThreadId,
  ])
  return row && messageOf(row)
}

/** Every message of others the reader has not read, over all their threads (the header's badge). */
export const unreadChatMessagesCount = async (db: Queryable, reader: ChatReader): Promise<number> => {
  const [row] = await db.query<{ n: number | string }>(
    `select count(*)::int8 as n from chat_threads t
       join chat_messages m on m.thread_id = t.id
       left join chat_seen s on s.thread_id = t.id and s.user_id = $1
     where ${readersThreads} and m.sender_id <> $1 and m.position > coalesce(s.seen_position, 0)`,
    [reader.userId, reader.accountId ?? ""],
  )
  return Number(row?.n ?? 0)
}

/**
 * For government users' cards and profiles (spec 01 §3 User): how many of each user's threads are under way
 * (active or paused: a company's unanswered first message is not a conversation yet), and which of them are
 * with the reader's account.
 */
export const chatFactsOfGovUsers = async (
  db: Queryable,
  govUserIds: readonly string[],
  readerAccountId: string | null,
): Promise<
  Map<string, { activeChatThreadsCount: number; chatThreadIdsWithCurrentUserAccount: string[] }>
> => {
  const facts = new Map(
    govUserIds.map((id) => [
      id,
      { activeChatThreadsCount: 0, chatThreadIdsWithCurrentUserAccount: [] as string[] },
    ]),
  )
  if (govUserIds.length === 0) return facts
  const rows = await db.query<{ gov_user_id: string; active: number | string; with_account: string | null }>(
    `select gov_user_id, count(*) filter (where status <> 'pre_active')::int8 as active,
        max(case when account_id = $2 then id end) as with_account
     from chat_threads where gov_user_id = any($1::text[]) group by gov_user_id`,
    [govUserIds, readerAccountId ?? ""],
  )
  for (const row of rows)
    facts.set(row.gov_user_id, {
      activeChatThreadsCount: Number(row.active),
      chatThreadIdsWithCurrentUserAccount: row.with_account ? [row.with_account] : [],
    })
  return facts
}
