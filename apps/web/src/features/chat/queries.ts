import type { PageRequest } from "@ignite/contracts"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { type Trpc, useTRPC } from "../../lib/trpc"

/** One page of the user's chat threads. */
export const chatThreadsOptions = (trpc: Trpc, { page, perPage }: PageRequest) =>
  trpc.chat.list.queryOptions({ page, perPage })

/** Starts a chat thread; every page of the list is read again after. */
export const useCreateChatThread = () => {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  return useMutation({
    ...trpc.chat.create.mutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.chat.list.pathKey() }),
  })
}
