import {
  type MatchDigestPayload,
  type NewMessagePayload,
  type NotificationsPage,
  type NotificationView,
  type PageRequest,
  paginate,
  type SavedSearchAlertPayload,
} from "@ignite/contracts"
import { defineProjection, type Queryable } from "@ignite/platform"

/** A notification arrives once: a redelivered or replayed event finds its row there and changes nothing. */
const arrive = (
  tx: Queryable,
  table: string,
  notification: {
    id: string
    userId: string
    type: NotificationView["type"]
    payload: NotificationView["payload"]
    position: number
    createdAt: string
  },
) =>
  tx.query(
    `insert into ${table} (id, user_id, type, payload, position, created_at)
     values ($1, $2, $3, $4::jsonb, $5, $6::timestamptz) on conflict (id) do nothing`,
    [
      notification.id,
      notification.userId,
      notification.type,
      JSON.stringify(notification.payload),
      notification.position,
      notification.createdAt,
    ],
  )

/**
 * Every user's notifications (spec 02 §7 `/current_user/notifications`): one row per notification, its type,
 * what it says (`payload`, as the event said it), when it came and when its user read it. It folds the facts
 * that notify (`SavedSearchMatched`, chat's `NewMessageNotified`, matchmaking's `MatchDigestSent`) and the user's inbox stream
 * (`NotificationRead`, `NotificationsRead`). A saved-search alert's id is the id of the event that made it; a new-message notification's is the one
 * its inbox event names.
 * Inline: the reader sees their "mark read" in its answer, and the count moves at once. Marking all read
 * marks the notifications before it in the log, so a redelivery or a rebuild gives the same rows.
 */
export const notificationsProjection = defineProjection({
  name: "notifications",
  version: 1,
  mode: "inline",
  tables: {
    notifications: (t) => `create table ${t} (
      id text primary key,
      user_id text not null,
      type text not null,
      payload jsonb not null,
      position bigint not null,
      created_at timestamptz not null,
      read_at timestamptz
    );
    create index ${t}_user on ${t} (user_id, position desc);
    create index ${t}_unread on ${t} (user_id) where read_at is null`,
  },
  handlers: {
    SavedSearchMatched: async ({ data: d, eventId, globalPosition }, { tx, t }) => {
      const payload: SavedSearchAlertPayload = {
        savedSearchId: d.savedSearchId,
        savedSearchName: d.savedSearchName,
        listingId: d.listingId,
        listingName: d.listingName,
        itemKind: d.itemKind,
        itemId: d.itemId,
        itemName: d.itemName,
      }
      await arrive(tx, t.notifications, {
        id: eventId,
        userId: d.ownerId,
        type: "SavedSearchAlert",
        payload,
        position: globalPosition,
        createdAt: d.matchedAt,
      })
    },
    // only when the user wants chat notifications in the app (the inbox records the email-only ones too)
    NewMessageNotified: async ({ data: d, globalPosition }, { tx, t }) => {
      if (!d.inApp) return
      const payload: NewMessagePayload = {
        chatThreadId: d.chatThreadId,
        messageId: d.messageId,
        senderId: d.senderId,
        senderName: d.senderName,
      }
      await arrive(tx, t.notifications, {
        id: d.notificationId,
        userId: d.userId,
        type: "NewMessageNotification",
        payload,
        position: globalPosition,
        createdAt: d.notifiedAt,
      })
    },
    // a weekly digest of new matches: its id is the event's, and it names how many, never whom
    MatchDigestSent: async ({ data: d, eventId, globalPosition }, { tx, t }) => {
      const payload: MatchDigestPayload = { side: d.side, count: d.matchIds.length }
      await arrive(tx, t.notifications, {
        id: eventId,
        userId: d.userId,
        type: "MatchDigest",
        payload,
        position: globalPosition,
        createdAt: d.sentAt,
      })
    },
    NotificationRead: async ({ data: d }, { tx, t }) => {
      await tx.query(
        `update ${t.notifications} set read_at = $3::timestamptz
         where id = $1 and user_id = $2 and read_at is null`,
        [d.notificationId, d.userId, d.readAt],
      )
    },
    // what came before it in the log: a redelivery or a rebuild marks the same rows, never a later one
    NotificationsRead: async ({ data: d, globalPosition }, { tx, t }) => {
      await tx.query(
        `update ${t.notifications} set read_at = $2::timestamptz
         where user_id = $1 and read_at is null and position < $3`,
        [d.userId, d.readAt, globalPosition],
      )
    },
  },
})

type NotificationRow = {
  id: string
  created_at: Date
  read_at: Date | null
} & (
  | { type: "SavedSearchAlert"; payload: SavedSearchAlertPayload }
  | { type: "NewMessageNotification"; payload: NewMessagePayload }
  | { type: "MatchDigest"; payload: MatchDigestPayload }
)

const columns = "id, type, payload, created_at, read_at"
const iso = (value: Date | string) => new Date(value).toISOString()

const viewOf = (row: NotificationRow): NotificationView =>
  ({
    id: row.id,
    type: row.type,
    payload: typeof row.payload === "string" ? JSON.parse(row.payload) : row.payload,
    createdAt: iso(row.created_at),
    readAt: row.read_at === null ? null : iso(row.read_at),
  }) as NotificationView

/** One of the user's notifications, or undefined (someone else's is undefined too). */
export const findNotification = async (
  db: Queryable,
  userId: string,
  id: string,
): Promise<NotificationView | undefined> => {
  const [row] = await db.query<NotificationRow>(
    `select ${columns} from notifications where id = $1 and user_id = $2`,
    [id, userId],
  )
  return row && viewOf(row)
}

/** The user's notifications, newest first, a page at a time. */
export const notificationsOf = async (
  db: Queryable,
  userId: string,
  request: PageRequest,
): Promise<NotificationsPage> => {
  const [counted] = await db.query<{ n: number }>(
    "select count(*)::int8 as n from notifications where user_id = $1",
    [userId],
  )
  const { offset, ...pagination } = paginate(Number(counted?.n ?? 0), request)
  const rows = await db.query<NotificationRow>(
    `select ${columns} from notifications where user_id = $1 order by position desc limit $2 offset $3`,
    [userId, request.perPage, offset],
  )
  return { data: rows.map(viewOf), pagination }
}

/** How many of the user's notifications are unread. */
export const unreadNotificationsCount = async (db: Queryable, userId: string): Promise<number> => {
  const [row] = await db.query<{ n: number }>(
    "select count(*)::int8 as n from notifications where user_id = $1 and read_at is null",
    [userId],
  )
  return Number(row?.n ?? 0)
}
