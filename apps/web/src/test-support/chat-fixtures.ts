import type { ChatMessageView, ChatParticipantView, ChatThreadView } from "@ignite/contracts"
import { paginate } from "@ignite/contracts"

export const govUserId = "aaaaaaaa-0000-4000-8000-000000000001"
export const accountId = "aaaaaaaa-0000-4000-8000-000000000002"
export const companyUserId = "aaaaaaaa-0000-4000-8000-000000000003"
export const threadId = "bbbbbbbb-0000-4000-8000-000000000001"
export const otherThreadId = "bbbbbbbb-0000-4000-8000-000000000002"

export const accountParticipant: ChatParticipantView = {
  participantType: "Account",
  participantId: accountId,
  name: "Acme Drones",
  avatar: null,
  href: "/ignite/listings/cccccccc-0000-4000-8000-000000000001",
  uniqueEntityId: "ACME12345678",
}
export const govParticipant: ChatParticipantView = {
  participantType: "User",
  participantId: govUserId,
  name: "Kay Tester",
  avatar: null,
  href: `/gov/users/${govUserId}`,
  uniqueEntityId: null,
}

let serial = 0
/** A message of the thread: `from` the government user or the company user, at `createdAt`. */
export const chatMessage = (
  from: "gov" | "company",
  content: string,
  createdAt: string,
  overrides: Partial<ChatMessageView> = {},
): ChatMessageView => ({
  id: `dddddddd-0000-4000-8000-${String(++serial).padStart(12, "0")}`,
  chatThreadId: threadId,
  userId: from === "gov" ? govUserId : companyUserId,
  user:
    from === "gov"
      ? { firstName: "Kay", lastName: "Tester", headshot: null }
      : { firstName: "Cole", lastName: "Maker", headshot: null },
  content,
  clientMessageId: null,
  createdAt,
  ...overrides,
})

export const chatThread = (overrides: Partial<ChatThreadView> = {}): ChatThreadView => ({
  id: threadId,
  status: "active",
  participants: [accountParticipant, govParticipant],
  lastMessageSeenAt: null,
  currentUserUnreadCount: 0,
  lastMessage: null,
  createdAt: "2026-01-05T12:00:00.000Z",
  updatedAt: "2026-01-05T12:00:00.000Z",
  ...overrides,
})

export const threadsPage = (threads: ChatThreadView[]) => {
  const { offset: _offset, ...pagination } = paginate(threads.length, { page: 1, perPage: 10 })
  return { data: { data: threads, pagination } }
}

/** An ISO time today, `seconds` after local midnight (in the past unless the test runs just after midnight). */
export const todayAt = (seconds: number) => {
  const midnight = new Date()
  midnight.setHours(0, 0, 0, 0)
  return new Date(midnight.getTime() + seconds * 1000).toISOString()
}
