import { type ChatMessageView, chatMessages } from "@ignite/contracts"

/** A message being sent from this page, or one that failed and waits for a retry. */
export interface OutgoingMessage {
  readonly clientMessageId: string
  readonly content: string
  readonly status: "sending" | "failed"
  /** the server's reason when it refused the message (a rule, not the network) */
  readonly reason: string | null
  readonly createdAt: string
}

export type TimelineItem =
  | { readonly kind: "date"; readonly key: string; readonly label: string }
  | { readonly kind: "new"; readonly key: string }
  | { readonly kind: "message"; readonly key: string; readonly message: ChatMessageView }
  | { readonly kind: "outgoing"; readonly key: string; readonly message: OutgoingMessage }

const fullDate = new Intl.DateTimeFormat("en-US", { dateStyle: "full" })
const dayKey = (date: Date) => `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`

/** Spec 02 §2: a date divider reads 'Today' or the full date, in the reader's time zone. */
export const dayLabel = (date: Date, now: Date) =>
  dayKey(date) === dayKey(now) ? chatMessages.today : fullDate.format(date)

const isAfter = (at: string, since: string | null) => since === null || Date.parse(at) > Date.parse(since)

/**
 * Where the 'New' divider goes (spec 02 §2): before the first message from someone else written after the
 * reader last saw the thread. Their own messages are never unread.
 */
export const firstUnreadId = (
  messages: readonly ChatMessageView[],
  lastMessageSeenAt: string | null,
  readerId: string,
): string | null =>
  messages.find((message) => message.userId !== readerId && isAfter(message.createdAt, lastMessageSeenAt))
    ?.id ?? null

/** Whether anything from someone else arrived after the reader last saw the thread. */
export const hasUnseen = (
  messages: readonly ChatMessageView[],
  lastMessageSeenAt: string | null,
  readerId: string,
) => firstUnreadId(messages, lastMessageSeenAt, readerId) !== null

/**
 * The message list as it is drawn: a date divider at each new day, the 'New' divider before `newBeforeId`,
 * and this page's own unsent messages last.
 */
export const timelineOf = (
  messages: readonly ChatMessageView[],
  outgoing: readonly OutgoingMessage[],
  newBeforeId: string | null,
  now: Date,
): TimelineItem[] => {
  const items: TimelineItem[] = []
  let lastDay: string | null = null
  const dateDivider = (createdAt: string) => {
    const date = new Date(createdAt)
    const key = dayKey(date)
    if (key !== lastDay) items.push({ kind: "date", key: `date-${key}`, label: dayLabel(date, now) })
    lastDay = key
  }
  for (const message of messages) {
    dateDivider(message.createdAt)
    if (message.id === newBeforeId) items.push({ kind: "new", key: "new" })
    items.push({ kind: "message", key: message.id, message })
  }
  for (const message of outgoing) {
    dateDivider(message.createdAt)
    items.push({ kind: "outgoing", key: `outgoing-${message.clientMessageId}`, message })
  }
  return items
}
