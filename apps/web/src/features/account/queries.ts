import type { CurrentUser } from "@ignite/contracts"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useCallback } from "react"
import { useTRPC, useTRPCClient } from "../../lib/trpc"

export const useCurrentUser = () => {
  const trpc = useTRPC()
  return useQuery(trpc.users.me.queryOptions())
}

export type UserSettings = Pick<
  CurrentUser,
  "govUserSetting" | "userAppNotificationSetting" | "userEmailNotificationSetting"
>

const settingsKey = ["account", "settings"] as const

const settingsOf = (user: CurrentUser): UserSettings => ({
  govUserSetting: user.govUserSetting,
  userAppNotificationSetting: user.userAppNotificationSetting,
  userEmailNotificationSetting: user.userEmailNotificationSetting,
})

/**
 * Spec 01 §7: the Settings card reads the settings itself (the user with its settings), so a failed read
 * is the card's own ('Unable to get user settings') and not the page's.
 */
export const useUserSettings = () => {
  const client = useTRPCClient()
  return useQuery({ queryKey: settingsKey, queryFn: () => client.users.me.query(), select: settingsOf })
}

/** Email and settings calls answer the updated user: it replaces the cached one without a refetch. */
export const useStoreCurrentUser = () => {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  return useCallback(
    (user: CurrentUser) => {
      queryClient.setQueryData(trpc.users.me.queryKey(), user)
      queryClient.setQueryData(settingsKey, user)
    },
    [queryClient, trpc],
  )
}
