import { useQueryClient } from "@tanstack/react-query"
import { useCableChannel } from "../../../lib/cable/use-cable-channel"
import { useTRPC } from "../../../lib/trpc"

const isCountPush = (raw: unknown): raw is { type: "count"; count: number } =>
  typeof raw === "object" &&
  raw !== null &&
  (raw as { type?: unknown }).type === "count" &&
  typeof (raw as { count?: unknown }).count === "number"

/**
 * `NotificationsChannel`: the unread count as the gateway pushes it, and the list read again when it moved
 * (a new message's notification, one read in another tab). After a reconnect the count is read again.
 */
export const useNotificationsLive = () => {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  useCableChannel("NotificationsChannel", {
    received: (raw) => {
      if (!isCountPush(raw)) return
      const key = trpc.notifications.count.queryKey()
      const before = queryClient.getQueryData(key)?.count
      queryClient.setQueryData(key, { count: raw.count })
      if (before !== raw.count)
        void queryClient.invalidateQueries({ queryKey: trpc.notifications.list.pathKey() })
    },
    connected: () => void queryClient.invalidateQueries({ queryKey: trpc.notifications.count.queryKey() }),
  })
}
