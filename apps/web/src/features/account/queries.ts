import type { CurrentUser } from "@ignite/contracts"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useCallback } from "react"
import { useTRPC } from "../../lib/trpc"

export const useCurrentUser = () => {
  const trpc = useTRPC()
  return useQuery(trpc.users.me.queryOptions())
}

/** Email and settings calls answer the updated user: it replaces the cached one without a refetch. */
export const useStoreCurrentUser = () => {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  return useCallback(
    (user: CurrentUser) => queryClient.setQueryData(trpc.users.me.queryKey(), user),
    [queryClient, trpc],
  )
}
