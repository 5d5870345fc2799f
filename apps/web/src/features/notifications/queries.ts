import type { PageRequest } from "@ignite/contracts"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { type Trpc, useTRPC } from "../../lib/trpc"

// /cable pushes the count (hooks/use-notifications-live); a slow poll and a read when the window regains
// focus cover a socket that cannot connect (a proxy without WebSockets).
const countPollMs = 60_000

/** The signed-in user's unread count, for the bell. */
export const notificationsCountOptions = (trpc: Trpc) => ({
  ...trpc.notifications.count.queryOptions(),
  refetchInterval: countPollMs,
  refetchOnWindowFocus: "always" as const,
})

/** One page of the signed-in user's notifications, newest first. */
export const notificationsOptions = (trpc: Trpc, { page, perPage }: PageRequest) =>
  trpc.notifications.list.queryOptions({ page, perPage })

/** After a notification is read, the count and every page of the list are read again. */
const useRefresh = () => {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.notifications.count.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.notifications.list.pathKey() }),
    ])
}

export const useMarkRead = () => {
  const trpc = useTRPC()
  const refresh = useRefresh()
  return useMutation({ ...trpc.notifications.markRead.mutationOptions(), onSuccess: refresh })
}

export const useMarkAllRead = () => {
  const trpc = useTRPC()
  const refresh = useRefresh()
  return useMutation({ ...trpc.notifications.markAllRead.mutationOptions(), onSuccess: refresh })
}
