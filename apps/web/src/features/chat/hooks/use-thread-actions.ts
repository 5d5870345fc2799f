import { chatMessages } from "@ignite/contracts"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useTRPC, useTRPCClient } from "../../../lib/trpc"
import { notify } from "../../../ui/notifications/notification-store"
import { refreshUnread, storeThread } from "../queries"

/** Spec 02 §4, §9: the pause button's spinner is held at least 300 ms, so a quick answer does not flicker. */
export const pauseSpinnerMs = 300

const atLeast = async <T>(ms: number, work: Promise<T>) => {
  const [result] = await Promise.all([work, new Promise((resolve) => setTimeout(resolve, ms))])
  return result
}

/** Pause or unpause (the government participant only); the thread is shown as the server answers it. */
export const usePauseThread = (chatThreadId: string) => {
  const trpc = useTRPC()
  const client = useTRPCClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (pause: boolean) =>
      atLeast(
        pauseSpinnerMs,
        pause ? client.chat.pause.mutate({ chatThreadId }) : client.chat.unpause.mutate({ chatThreadId }),
      ),
    onSuccess: (thread) => storeThread(queryClient, trpc, thread),
    onError: (_error, pause) =>
      notify({
        message: pause ? chatMessages.pauseFailed : chatMessages.unpauseFailed,
        severity: "danger",
      }),
  })
}

/** The reader saw the newest messages: their unread count and the thread's notification clear. */
export const useMarkSeen = () => {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  return useMutation({
    ...trpc.chat.markSeen.mutationOptions(),
    onSuccess: (thread) =>
      Promise.all([storeThread(queryClient, trpc, thread), refreshUnread(queryClient, trpc)]),
  })
}
