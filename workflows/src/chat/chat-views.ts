import type { ChatMessageView, ChatParticipantView, ChatThreadView, CurrentUser } from "@ignite/contracts"
import type { Queryable } from "@ignite/platform"
import type { ChatMessageRecord, ChatThreadRecord } from "@ignite/projection-chat"
import { storefrontCardsOf } from "@ignite/projection-listings"
import type { Reads } from "../reads/reads"

/** What a conversation shows of a person: their name and headshot, nothing else of their profile. */
const personOf = (user: CurrentUser | undefined) => ({
  firstName: user?.firstName ?? "",
  lastName: user?.lastName ?? "",
  headshot: user?.headshot ?? null,
})

/**
 * Threads and messages as their readers get them: the read model keeps ids, these add the companies' and
 * people's names and pictures, read once per answer (users from memory once warm, companies in one query).
 */
export const createChatViews = ({ db, reads }: { db: Queryable; reads: Reads }) => {
  const usersById = async (ids: Iterable<string>) => {
    const unique = [...new Set(ids)]
    const users = await Promise.all(unique.map((id) => reads.currentUser(id).catch(() => undefined)))
    return new Map(unique.map((id, i) => [id, users[i]]))
  }

  const messageView = (message: ChatMessageRecord, users: ReadonlyMap<string, CurrentUser | undefined>) =>
    ({
      id: message.id,
      chatThreadId: message.chatThreadId,
      userId: message.senderId,
      user: personOf(users.get(message.senderId)),
      content: message.content,
      clientMessageId: message.clientMessageId,
      createdAt: message.createdAt,
    }) satisfies ChatMessageView

  const messages = async (records: readonly ChatMessageRecord[]): Promise<ChatMessageView[]> => {
    const users = await usersById(records.map((message) => message.senderId))
    return records.map((message) => messageView(message, users))
  }

  const threads = async (
    records: readonly ChatThreadRecord[],
    embedded?: ReadonlyMap<string, readonly ChatMessageRecord[]>,
  ): Promise<ChatThreadView[]> => {
    const [cards, users] = await Promise.all([
      storefrontCardsOf(
        db,
        records.map((thread) => thread.accountId),
      ),
      usersById(
        records.flatMap((thread) => [
          thread.govUserId,
          ...(thread.lastMessage ? [thread.lastMessage.senderId] : []),
          ...(embedded?.get(thread.id) ?? []).map((message) => message.senderId),
        ]),
      ),
    ])
    return records.map((thread) => {
      const card = cards.get(thread.accountId)
      const govUser = users.get(thread.govUserId)
      const participants: ChatParticipantView[] = [
        {
          participantType: "Account",
          participantId: thread.accountId,
          name: card?.name ?? "",
          avatar: card?.logoPath ? { path: card.logoPath } : null,
          href: card ? `/ignite/listings/${card.listingId}` : "/",
          uniqueEntityId: card?.uniqueEntityId ?? null,
        },
        {
          participantType: "User",
          participantId: thread.govUserId,
          name: govUser ? `${govUser.firstName} ${govUser.lastName}`.trim() : "",
          avatar: govUser?.headshot ?? null,
          href: `/gov/users/${thread.govUserId}`,
          uniqueEntityId: null,
        },
      ]
      const embeddedMessages = embedded?.get(thread.id)
      return {
        id: thread.id,
        status: thread.status,
        participants,
        lastMessageSeenAt: thread.lastMessageSeenAt,
        currentUserUnreadCount: thread.unreadCount,
        lastMessage: thread.lastMessage ? messageView(thread.lastMessage, users) : null,
        createdAt: thread.createdAt,
        updatedAt: thread.updatedAt,
        ...(embeddedMessages ? { userChatMessages: embeddedMessages.map((m) => messageView(m, users)) } : {}),
      }
    })
  }

  return { threads, messages }
}

export type ChatViews = ReturnType<typeof createChatViews>
