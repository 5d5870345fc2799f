import type { ChatMessagesPage, ChatMessageView } from "@ignite/contracts"

const byTime = (a: ChatMessageView, b: ChatMessageView) => Date.parse(a.createdAt) - Date.parse(b.createdAt)

/**
 * A thread's cached messages with `incoming` merged in: each message once (a live push, the send's answer
 * and a catch-up may bring the same one), oldest first.
 */
export const withMessages = (
  page: ChatMessagesPage | undefined,
  incoming: readonly ChatMessageView[],
): ChatMessagesPage | undefined => {
  if (!page) return page
  const known = new Set(page.data.map((message) => message.id))
  const added = incoming.filter((message) => !known.has(message.id) && known.add(message.id))
  if (added.length === 0) return page
  return { ...page, data: [...page.data, ...added].sort(byTime) }
}

/** Older messages, found by scrolling up, before those cached; whether there are more still. */
export const withOlder = (page: ChatMessagesPage | undefined, older: ChatMessagesPage) => {
  if (!page) return older
  const merged = withMessages({ ...page, data: older.data }, page.data)!
  return { ...merged, hasOlder: older.hasOlder }
}
