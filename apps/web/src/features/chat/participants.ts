import type { ChatParticipantView, ChatThreadView, CurrentUser } from "@ignite/contracts"

/**
 * Who a thread is with, as its header and card show them (spec 02 §2): a government user does not see
 * themselves; a company user does not see their own account.
 */
export const otherParticipants = (
  thread: Pick<ChatThreadView, "participants">,
  reader: Pick<CurrentUser, "id" | "userRoles" | "accountId">,
): ChatParticipantView[] =>
  reader.userRoles.includes("gov")
    ? thread.participants.filter((participant) => participant.participantId !== reader.id)
    : thread.participants.filter(
        (participant) =>
          !(participant.participantType === "Account" && participant.participantId === reader.accountId),
      )

/** What a side may do in a thread's state (spec 02 §2, §4, §6). */
export const isGovReader = (reader: Pick<CurrentUser, "userRoles">) => reader.userRoles.includes("gov")

/**
 * Why the reader cannot write now, or null: a company waits for the government user's first reply and
 * cannot write in a paused conversation.
 */
export const composerBlock = (
  status: ChatThreadView["status"],
  reader: Pick<CurrentUser, "userRoles">,
): "pending" | "paused" | null => {
  if (isGovReader(reader)) return null
  if (status === "pre_active") return "pending"
  if (status === "paused") return "paused"
  return null
}
