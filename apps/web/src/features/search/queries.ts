import type { PageRequest } from "@ignite/contracts"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { type Trpc, useTRPC } from "../../lib/trpc"

/** One page of the user's saved searches. */
export const savedSearchesOptions = (trpc: Trpc, { page, perPage }: PageRequest) =>
  trpc.search.list.queryOptions({ page, perPage })

/** Starts a saved search; every page of the list is read again after. */
export const useCreateSavedSearch = () => {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  return useMutation({
    ...trpc.search.create.mutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.search.list.pathKey() }),
  })
}
