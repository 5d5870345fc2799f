import { useQuery } from "@tanstack/react-query"
import { useTRPC } from "../../lib/trpc"
import type { SetupFacts } from "./setup-steps"

/**
 * The facts the checklist is ticked from, read fresh each time the home opens (the owner comes back
 * from doing a step): the storefront, and the account's people with its pending invites.
 */
export const useSetupFacts = (accountId: string) => {
  const trpc = useTRPC()
  const listing = useQuery({
    ...trpc.listings.mine.queryOptions(),
    staleTime: 0,
    select: (page) => page.data[0] ?? null,
  })
  const people = useQuery({
    ...trpc.accounts.users.queryOptions({ accountId, page: 1, perPage: 1, includeUserInvites: true }),
    staleTime: 0,
    select: (page) => page.pagination.count,
  })
  const facts: SetupFacts | undefined =
    listing.data !== undefined && people.data !== undefined
      ? { listing: listing.data, people: people.data }
      : undefined
  return { facts, failed: listing.isError || people.isError }
}
