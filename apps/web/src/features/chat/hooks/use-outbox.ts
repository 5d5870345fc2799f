import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useCallback } from "react"
import type { OutgoingMessage } from "../timeline"

/**
 * This page's messages on their way, per thread, kept in the query cache so a failed one is still there
 * when the reader comes back to the thread (and is gone with everything else at sign-out).
 */
const outboxKey = (chatThreadId: string) => ["chat-outbox", chatThreadId] as const

export const useOutbox = (chatThreadId: string) => {
  const queryClient = useQueryClient()
  const key = outboxKey(chatThreadId)
  const { data = [] } = useQuery({
    queryKey: key,
    queryFn: () => [] as OutgoingMessage[],
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  })
  const update = useCallback(
    (change: (outbox: readonly OutgoingMessage[]) => OutgoingMessage[]) =>
      queryClient.setQueryData<OutgoingMessage[]>(outboxKey(chatThreadId), (outbox = []) => change(outbox)),
    [queryClient, chatThreadId],
  )
  return { outgoing: data, update }
}

/** Drops a message from a thread's outbox once the server has it (its answer or a live push). */
export const removeFromOutbox = (
  queryClient: ReturnType<typeof useQueryClient>,
  chatThreadId: string,
  clientMessageId: string | null,
) => {
  if (clientMessageId === null) return
  queryClient.setQueryData<OutgoingMessage[]>(outboxKey(chatThreadId), (outbox) =>
    outbox?.filter((message) => message.clientMessageId !== clientMessageId),
  )
}
