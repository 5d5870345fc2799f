import { useQueryClient } from "@tanstack/react-query"
import { useCallback } from "react"
import { serverMessageOf } from "../../../lib/api-error"
import { useTRPC, useTRPCClient } from "../../../lib/trpc"
import { withMessages } from "../message-store"
import { removeFromOutbox, useOutbox } from "./use-outbox"

/**
 * Sends in a thread: the message shows at once as sending; the server's answer replaces it. A failed one
 * stays, marked 'Not sent', until it is retried with the same client message id (so a send that did reach
 * the server is stored once).
 */
export const useSendMessage = (chatThreadId: string) => {
  const trpc = useTRPC()
  const client = useTRPCClient()
  const queryClient = useQueryClient()
  const { outgoing, update } = useOutbox(chatThreadId)

  const deliver = useCallback(
    async (clientMessageId: string, content: string) => {
      try {
        const stored = await client.chat.send.mutate({ chatThreadId, content, clientMessageId })
        queryClient.setQueryData(trpc.chat.messages.queryKey({ chatThreadId }), (page) =>
          withMessages(page, [stored]),
        )
        removeFromOutbox(queryClient, chatThreadId, clientMessageId)
        void queryClient.invalidateQueries({ queryKey: trpc.chat.threads.pathKey() })
      } catch (error) {
        update((outbox) =>
          outbox.map((message) =>
            message.clientMessageId === clientMessageId
              ? { ...message, status: "failed", reason: serverMessageOf(error) ?? null }
              : message,
          ),
        )
      }
    },
    [client, chatThreadId, queryClient, trpc, update],
  )

  const send = useCallback(
    (content: string) => {
      const clientMessageId = crypto.randomUUID()
      update((outbox) => [
        ...outbox,
        { clientMessageId, content, status: "sending", reason: null, createdAt: new Date().toISOString() },
      ])
      return deliver(clientMessageId, content)
    },
    [deliver, update],
  )

  const retry = useCallback(
    (clientMessageId: string) => {
      const message = outgoing.find((candidate) => candidate.clientMessageId === clientMessageId)
      if (!message) return Promise.resolve()
      update((outbox) =>
        outbox.map((candidate) =>
          candidate.clientMessageId === clientMessageId
            ? { ...candidate, status: "sending", reason: null }
            : candidate,
        ),
      )
      return deliver(clientMessageId, message.content)
    },
    [deliver, outgoing, update],
  )

  return { outgoing, send, retry }
}
