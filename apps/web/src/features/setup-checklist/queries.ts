import { useQuery } from "@tanstack/react-query"
import { type Trpc, useTRPC } from "../../lib/trpc"
import type { SetupFacts } from "./setup-steps"

/**
 * The facts the checklist is ticked from, read fresh each time the home opens (the owner comes back
 * from doing a step): the storefront, and the account's people with its pending invites.
 */
export const useSetupFacts = (accountId: string) => {
  const queries = setupFactsQueries(useTRPC(), accountId)
  const listing = useQuery({
    ...queries.listing,
    staleTime: 0,
    select: (page) => page.data[0] ?? null,
  })
  const people = useQuery({
    ...queries.people,
    staleTime: 0,
    select: (page) => page.pagination.count,
  })
  const facts: SetupFacts | undefined =
    listing.data !== undefined && people.data !== undefined
      ? { listing: listing.data, people: people.data }
      : undefined
  return { facts, failed: listing.isError || people.isError }
}

/** The calls the checklist's facts come from, which the company home's loader asks ahead of the page. */
export const setupFactsQueries = (trpc: Trpc, accountId: string) => ({
  listing: trpc.listings.mine.queryOptions(),
  people: trpc.accounts.users.queryOptions({ accountId, page: 1, perPage: 1, includeUserInvites: true }),
})
