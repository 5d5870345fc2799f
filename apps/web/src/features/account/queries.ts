import { type CurrentUser, settingsOf } from "@ignite/contracts"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useCallback } from "react"
import { useTRPC } from "../../lib/trpc"

export const useCurrentUser = () => {
  const trpc = useTRPC()
  return useQuery(trpc.users.me.queryOptions())
}

/** Spec 01 §7: the Settings card reads the settings itself, so a failed read is the card's own. */
export const useUserSettings = () => {
  const trpc = useTRPC()
  return useQuery(trpc.users.settings.queryOptions())
}

/** Email and settings calls answer the updated user: it replaces the cached one without a refetch. */
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

/** Spec 01 §4: a company user's account is loaded with them; everyone else has none to load. */
export const useCurrentAccount = (enabled: boolean) => {
  const trpc = useTRPC()
  return useQuery({ ...trpc.accounts.current.queryOptions(), enabled })
}
