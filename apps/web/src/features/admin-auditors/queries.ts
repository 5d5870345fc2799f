import type { PageRequest } from "@ignite/contracts"
import { useQueryClient } from "@tanstack/react-query"
import { useCallback } from "react"
import { type Trpc, useTRPC } from "../../lib/trpc"

/** A page of the users who hold the auditor role. */
export const auditorsOptions = (trpc: Trpc, { page, perPage }: PageRequest) =>
  trpc.adminUsers.list.queryOptions({ role: "auditor", page, perPage })

/** The user with exactly this address, if any (the server compares as sign-in does). */
export const userByEmailOptions = (trpc: Trpc, email: string) =>
  trpc.adminUsers.list.queryOptions({ email, perPage: 5 }, { enabled: email !== "" })

/** After a role changed: the auditors list and any looked-up user are read again. */
export const useRefreshAdminUsers = () => {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: trpc.adminUsers.list.pathKey() }),
    [queryClient, trpc],
  )
}
