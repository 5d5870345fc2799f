import type { ChatThreadView } from "@ignite/contracts"
import { chatMessagesPerPage, type PageRequest } from "@ignite/contracts/page-rules"
import { keepPreviousData, type QueryClient, replaceEqualDeep } from "@tanstack/react-query"
import type { Trpc, useTRPCClient } from "../../lib/trpc"
import { withMessages } from "./message-store"
import { newerThread } from "./thread-store"

export type TrpcClient = ReturnType<typeof useTRPCClient>

/** One page of the reader's threads, the deep-linked one first (spec 02 §7 sortThreadId). */
export const threadsOptions = (trpc: Trpc, { page, perPage }: PageRequest, sortThreadId?: string) => ({
  ...trpc.chat.threads.queryOptions({ page, perPage, ...(sortThreadId ? { sortThreadId } : {}) }),
  placeholderData: keepPreviousData,
})

/** A thread; a read older than what a push already told keeps the pushed status (see thread-store). */
export const threadOptions = (trpc: Trpc, chatThreadId: string) => ({
  ...trpc.chat.get.queryOptions({ chatThreadId }),
  structuralSharing: (cached: unknown, read: unknown) =>
    replaceEqualDeep(cached, newerThread(cached as ChatThreadView | undefined, read as ChatThreadView)),
})

/** The header's unread badge; kept live by /cable, read again when the window regains focus. */
export const unreadCountOptions = (trpc: Trpc) => ({
  ...trpc.chat.unreadCount.queryOptions(),
  refetchOnWindowFocus: "always" as const,
})

/**
 * A thread's messages, oldest first: the newest page, then older pages merged in as the reader scrolls up,
 * new ones as they arrive. Never read again whole (that would drop the older pages): /cable and the
 * catch-up after a reconnect keep it current.
 */
export const messagesOptions = (trpc: Trpc, chatThreadId: string) => ({
  ...trpc.chat.messages.queryOptions({ chatThreadId }),
  staleTime: Number.POSITIVE_INFINITY,
  refetchOnWindowFocus: false,
})

/** A thread's new state everywhere it is cached: its own entry and the list pages that hold it. */
export const storeThread = (queryClient: QueryClient, trpc: Trpc, thread: ChatThreadView) => {
  queryClient.setQueryData(
    trpc.chat.get.queryKey({ chatThreadId: thread.id }),
    (cached: ChatThreadView | undefined) => newerThread(cached, thread),
  )
  return queryClient.invalidateQueries({ queryKey: trpc.chat.threads.pathKey() })
}

/** The unread totals moved: the header's chat badge and the bell (a thread's NewMessageNotification). */
export const refreshUnread = (queryClient: QueryClient, trpc: Trpc) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: trpc.chat.unreadCount.queryKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.notifications.count.queryKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.notifications.list.pathKey() }),
  ])

/**
 * After a reconnect: every cached thread fetches what came after its newest message, a page at a time,
 * so nothing sent while the socket was down is missing.
 */
export const catchUpMessages = async (queryClient: QueryClient, trpc: Trpc, client: TrpcClient) => {
  const threadIds = queryClient
    .getQueriesData({ queryKey: trpc.chat.messages.pathKey() })
    .map(([queryKey]) => chatThreadIdOf(queryKey))
    .filter((chatThreadId) => chatThreadId !== "")
  await Promise.all(
    threadIds.map(async (chatThreadId) => {
      const key = trpc.chat.messages.queryKey({ chatThreadId })
      for (let pages = 0; pages < 10; pages++) {
        const after = queryClient.getQueryData(key)?.data.at(-1)?.id
        if (!after) return
        const page = await client.chat.messages.query({
          chatThreadId,
          after,
          perPage: chatMessagesPerPage.max,
        })
        queryClient.setQueryData(key, (current) => withMessages(current, page.data))
        if (page.data.length < chatMessagesPerPage.max) return
      }
    }),
  )
}

// tRPC's keys are [path, { input, type }]
const chatThreadIdOf = (queryKey: readonly unknown[]) =>
  String((queryKey[1] as { input?: { chatThreadId?: unknown } } | undefined)?.input?.chatThreadId ?? "")
