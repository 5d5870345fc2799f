import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useCallback } from "react"
import { useTRPC, useTRPCClient } from "../../../lib/trpc"
import { withOlder } from "../message-store"
import { messagesOptions } from "../queries"

/** A thread's messages, and the older ones as the reader scrolls up (spec 02 §4 "extending"). */
export const useThreadMessages = (chatThreadId: string) => {
  const trpc = useTRPC()
  const client = useTRPCClient()
  const queryClient = useQueryClient()
  const messages = useQuery(messagesOptions(trpc, chatThreadId))
  const key = trpc.chat.messages.queryKey({ chatThreadId })
  const older = useMutation({
    mutationFn: (before: string) => client.chat.messages.query({ chatThreadId, before }),
    onSuccess: (page) => queryClient.setQueryData(key, (current) => withOlder(current, page)),
  })
  const oldestId = messages.data?.data[0]?.id
  const canLoadOlder = messages.data?.hasOlder === true && oldestId !== undefined
  const { mutate, isPending } = older
  const loadOlder = useCallback(() => {
    if (canLoadOlder && !isPending) mutate(oldestId)
  }, [canLoadOlder, isPending, mutate, oldestId])
  return { messages, loadOlder, loadingOlder: isPending, olderFailed: older.isError }
}
