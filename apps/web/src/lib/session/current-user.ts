import { type CurrentUser, settingsOf } from "@ignite/contracts"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useCallback } from "react"
import { useTRPC } from "../trpc"

/** The signed-in user as `users.me` answers: the account page and every profile form read and replace it. */
export const useCurrentUser = () => {
  const trpc = useTRPC()
  return useQuery(trpc.users.me.queryOptions())
}

/** Email, profile and settings calls answer the updated user: it replaces the cached one without a refetch. */
export const useStoreCurrentUser = () => {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  return useCallback(
    (user: CurrentUser) => {
      queryClient.setQueryData(trpc.users.me.queryKey(), user)
      queryClient.setQueryData(trpc.users.settings.queryKey(), settingsOf(user))
    },
    [queryClient, trpc],
  )
}
