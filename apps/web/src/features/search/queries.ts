import type { PageRequest } from "@ignite/contracts"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { type Trpc, useTRPC } from "../../lib/trpc"

/** One page of the government user's saved searches. */
export const savedSearchesOptions = (trpc: Trpc, { page, perPage }: PageRequest) =>
  trpc.search.savedSearches.queryOptions({ page, perPage })

/** After a change every page of the list is read again. */
const useRefresh = () => {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: trpc.search.savedSearches.pathKey() })
}

/** Saves the search in the address under a name (the server keeps its canonical query string). */
export const useSaveSearch = () => {
  const trpc = useTRPC()
  const refresh = useRefresh()
  return useMutation({ ...trpc.search.save.mutationOptions(), onSuccess: refresh })
}

export const useUpdateSavedSearch = () => {
  const trpc = useTRPC()
  const refresh = useRefresh()
  return useMutation({ ...trpc.search.updateSaved.mutationOptions(), onSuccess: refresh })
}

export const useDeleteSavedSearch = () => {
  const trpc = useTRPC()
  const refresh = useRefresh()
  return useMutation({ ...trpc.search.deleteSaved.mutationOptions(), onSuccess: refresh })
}
