import type { ChatMessageView, ChatThreadStatus, ChatThreadView } from "@ignite/contracts"

const time = (iso: string) => Date.parse(iso)

/**
 * A thread's cached view with a newer read of it merged in. Reads and pushes race: an answer read just
 * before a pause (the reader's own mark-as-seen, a refetch) can reach the page after the pause's push, on
 * another connection. Every change of status and every message moves `updatedAt`, so a read older than the
 * cached view keeps the cached status, last message and time; the read's own news (how far the reader has
 * read, their unread count) is taken, since being seen does not move `updatedAt`.
 */
export const newerThread = (cached: ChatThreadView | undefined, read: ChatThreadView): ChatThreadView => {
  if (!cached || cached.id !== read.id || time(read.updatedAt) >= time(cached.updatedAt)) return read
  return { ...read, status: cached.status, lastMessage: cached.lastMessage, updatedAt: cached.updatedAt }
}

/** A pushed status change, unless the cached view already holds a later one. */
export const withStatus = (
  cached: ChatThreadView | undefined,
  status: ChatThreadStatus,
  at: string,
): ChatThreadView | undefined =>
  cached && time(at) >= time(cached.updatedAt) ? { ...cached, status, updatedAt: at } : cached

/** A pushed message as the thread's last one, unless a later one is cached already. */
export const withLastMessage = (
  cached: ChatThreadView | undefined,
  message: ChatMessageView,
): ChatThreadView | undefined => {
  if (!cached) return cached
  const { lastMessage } = cached
  if (lastMessage && time(lastMessage.createdAt) > time(message.createdAt)) return cached
  const updatedAt = time(message.createdAt) > time(cached.updatedAt) ? message.createdAt : cached.updatedAt
  return { ...cached, lastMessage: message, updatedAt }
}
