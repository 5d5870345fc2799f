import type { PageRequest } from "@ignite/contracts"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { type Trpc, useTRPC } from "../../lib/trpc"

/** One page of the user's match feedbacks. */
export const matchFeedbacksOptions = (trpc: Trpc, { page, perPage }: PageRequest) =>
  trpc.matchmaking.list.queryOptions({ page, perPage })

/** Starts a match feedback; every page of the list is read again after. */
export const useCreateMatchFeedback = () => {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  return useMutation({
    ...trpc.matchmaking.create.mutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.matchmaking.list.pathKey() }),
  })
}
