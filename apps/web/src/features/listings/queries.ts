import { useQuery } from "@tanstack/react-query"
import { companyAccountId } from "../../lib/session/company-user"
import { useSessionQuery } from "../../lib/session/queries"
import { type Trpc, useTRPC } from "../../lib/trpc"
import type { AwardsRequest } from "./listing-search"

/**
 * Which API reads a listing: the owner side for members of the listing's account, the marketplace side
 * (`connect`) for everyone else. The server enforces both; this only picks the reads the viewer may use.
 */
export type ListingSide = "owner" | "connect"

/** A company user's own storefront (the first and only item of `listings.mine`). */
export const myListingOptions = (trpc: Trpc) =>
  trpc.listings.mine.queryOptions(undefined, { staleTime: 60_000 })

export const useMyListing = (enabled: boolean) => {
  const trpc = useTRPC()
  return useQuery({ ...myListingOptions(trpc), enabled, select: (page) => page.data[0] ?? null })
}

/**
 * The side the signed-in viewer reads `listingId` from: owners are the company users whose account's
 * storefront it is. Undefined while that is not known yet.
 */
export const useListingSide = (listingId: string): ListingSide | undefined => {
  const session = useSessionQuery()
  const accountId = session.data ? companyAccountId(session.data.user) : undefined
  const mine = useMyListing(accountId !== undefined)
  if (!session.data) return undefined
  if (accountId === undefined) return "connect"
  if (mine.isPending) return undefined
  return mine.data && mine.data.id === listingId && mine.data.accountId === accountId ? "owner" : "connect"
}

export const listingOptions = (trpc: Trpc, side: ListingSide, listingId: string) =>
  side === "owner"
    ? trpc.listings.get.queryOptions({ listingId })
    : trpc.connect.listing.queryOptions({ listingId })

const awardsQueryOf = ({ searchAwards, ...request }: AwardsRequest) =>
  searchAwards ? { ...request, searchAwards } : request

export const awardsOptions = (trpc: Trpc, side: ListingSide, listingId: string, request: AwardsRequest) =>
  side === "owner"
    ? trpc.listings.awards.queryOptions({ listingId, query: awardsQueryOf(request) })
    : trpc.connect.awards.queryOptions({ listingId, query: awardsQueryOf(request) })

export const awardOptions = (trpc: Trpc, side: ListingSide, listingId: string, awardId: string) =>
  side === "owner"
    ? trpc.listings.award.queryOptions({ listingId, awardId })
    : trpc.connect.award.queryOptions({ listingId, awardId })
