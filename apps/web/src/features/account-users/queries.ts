import type { PageRequest } from "@ignite/contracts"
import { useQueryClient } from "@tanstack/react-query"
import { useCallback } from "react"
import { type Trpc, useTRPC } from "../../lib/trpc"

/** One page of the account's users with its pending invites (spec 01 §2 Account users page). */
export const accountUsersOptions = (trpc: Trpc, accountId: string, { page, perPage }: PageRequest) =>
  trpc.accounts.users.queryOptions({ accountId, page, perPage, includeUserInvites: true })

/** After an invite changed: every page of the list is read again. */
export const useRefreshAccountUsers = () => {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: trpc.accounts.users.pathKey() }),
    [queryClient, trpc],
  )
}
