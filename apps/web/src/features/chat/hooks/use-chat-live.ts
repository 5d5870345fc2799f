import type { ChatChannelMessage, ChatThreadView } from "@ignite/contracts"
import { useQueryClient } from "@tanstack/react-query"
import { useCableChannel } from "../../../lib/cable/use-cable-channel"
import { useTRPC, useTRPCClient } from "../../../lib/trpc"
import { withMessages } from "../message-store"
import { catchUpMessages } from "../queries"
import { withLastMessage, withStatus } from "../thread-store"
import { removeFromOutbox } from "./use-outbox"

const chatPushTypes = new Set(["message", "thread", "unread", "seen"])

// The gateway is ours and its payloads are ChatChannelMessage; only their kind is checked here.
const isChatPush = (raw: unknown): raw is ChatChannelMessage =>
  typeof raw === "object" && raw !== null && chatPushTypes.has(String((raw as { type?: unknown }).type))

/**
 * `ChatChannel` into the query caches, for every screen at once: a new message joins its thread (and leaves
 * the outbox if it was this page's), a thread's new status shows, the header's unread total moves. After a
 * reconnect each cached thread catches up from its newest message and the total is read again.
 */
export const useChatLive = (enabled: boolean) => {
  const trpc = useTRPC()
  const client = useTRPCClient()
  const queryClient = useQueryClient()
  const threads = () => queryClient.invalidateQueries({ queryKey: trpc.chat.threads.pathKey() })

  useCableChannel(
    "ChatChannel",
    {
      received: (raw) => {
        if (!isChatPush(raw)) return
        switch (raw.type) {
          case "message": {
            const { chatThreadId, message } = raw
            queryClient.setQueryData(trpc.chat.messages.queryKey({ chatThreadId }), (page) =>
              withMessages(page, [message]),
            )
            removeFromOutbox(queryClient, chatThreadId, message.clientMessageId)
            queryClient.setQueryData(
              trpc.chat.get.queryKey({ chatThreadId }),
              (thread: ChatThreadView | undefined) => withLastMessage(thread, message),
            )
            void threads()
            return
          }
          case "thread":
            queryClient.setQueryData(
              trpc.chat.get.queryKey({ chatThreadId: raw.chatThreadId }),
              (thread: ChatThreadView | undefined) => withStatus(thread, raw.status, raw.updatedAt),
            )
            void threads()
            return
          case "unread":
            queryClient.setQueryData(trpc.chat.unreadCount.queryKey(), { count: raw.count })
            return
          case "seen":
            void queryClient.invalidateQueries({
              queryKey: trpc.chat.get.queryKey({ chatThreadId: raw.chatThreadId }),
            })
            void threads()
            return
        }
      },
      connected: () => {
        void catchUpMessages(queryClient, trpc, client).catch(() => {
          // the next reconnect or opening the thread again reads it; nothing to tell the reader
        })
        // what may have changed while the socket was down: totals, the threads' states and last messages
        void queryClient.invalidateQueries({ queryKey: trpc.chat.unreadCount.queryKey() })
        void queryClient.invalidateQueries({ queryKey: trpc.chat.get.pathKey() })
        void threads()
      },
    },
    enabled,
  )
}
