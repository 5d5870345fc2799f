import type { AccountMember } from "@ignite/contracts"
import { useQuery } from "@tanstack/react-query"
import { useTRPCClient } from "../../lib/trpc"

/**
 * Every user of the account, for the point-of-contact select: pages of 20 (the largest page size) until
 * the last, so a large account still offers all its people.
 */
export const useAccountMembers = (accountId: string | undefined) => {
  const client = useTRPCClient()
  return useQuery({
    queryKey: ["storefront-edit", "account-members", accountId],
    enabled: accountId !== undefined,
    staleTime: 60_000,
    queryFn: async () => {
      const members: AccountMember[] = []
      for (let page = 1; ; page++) {
        const result = await client.accounts.users.query({ accountId: accountId ?? "", page, perPage: 20 })
        for (const entry of result.data) if (entry.kind === "user") members.push(entry.user)
        if (page >= result.pagination.last) return members
      }
    },
  })
}
