import {
  AppError,
  type AwardsQuery,
  type ListingView,
  listingMessages,
  normalizePage,
  paginate,
} from "@ignite/contracts"
import { canSeeListing } from "@ignite/domain-listings"
import type { Caller } from "../access"
import { callerAccountId } from "../accounts/membership"
import type { RequestContext } from "../context"

/** The owner side: the listing, if the caller is a member of the account that owns it. */
export const ownListing = async (
  ctx: RequestContext,
  caller: Caller,
  listingId: string,
): Promise<ListingView> => {
  const [listing, me] = await Promise.all([
    ctx.services.reads.listing(listingId),
    ctx.services.reads.currentUser(caller.sub),
  ])
  if (!me.accountId || me.accountId !== listing.accountId) throw new AppError("NotAccountMember")
  return listing
}

/**
 * The marketplace side: the listing, if the caller may see it. One the caller may not see answers exactly as
 * one that does not exist, so its existence leaks nothing.
 */
export const visibleListing = async (
  ctx: RequestContext,
  caller: Caller,
  listingId: string,
): Promise<ListingView> => {
  const notFound = new AppError("NotFound", listingMessages.loadFailed)
  const listing = await ctx.services.reads.listing(listingId).catch(() => {
    throw notFound
  })
  // both from memory once warm (hot reads), kept right by the user's and the government profile's events
  const [me, visionLinked] = await Promise.all([
    ctx.services.reads.currentUser(caller.sub),
    caller.roles.includes("gov") ? ctx.services.reads.visionLinked(caller.sub) : false,
  ])
  if (!canSeeListing(listing, { accountId: me.accountId, visionLinked })) throw notFound
  return listing
}

/**
 * A government user opened the storefront: the view is recorded after the answer, never holding it up nor
 * failing it (a lost view costs a count, not a page).
 */
export const recordView = (ctx: RequestContext, caller: Caller, listing: ListingView) => {
  if (!caller.roles.includes("gov")) return
  ctx.services.listings.recordView(listing.id, caller.sub).catch((error: unknown) => {
    ctx.services.logger.warn({ err: error, listingId: listing.id }, "listing view not recorded")
  })
}

/** The caller's account's storefronts as a page (an account has one). */
export const myListingsPage = async (ctx: RequestContext, caller: Caller) => {
  const listing = await ctx.services.reads.listingOfAccount(await callerAccountId(ctx, caller))
  const { offset: _offset, ...pagination } = paginate(1, { page: 1, perPage: 10 })
  return { data: [listing], pagination }
}

/** The awards page a query asks for, with the spec's defaults (createdAt, desc). */
export const awardsPageOf = (ctx: RequestContext, listingId: string, query: AwardsQuery) =>
  ctx.services.reads.awardsOfListing(listingId, {
    ...normalizePage(query),
    sortBy: query.sortBy ?? "createdAt",
    sortDirection: query.sortDirection ?? "desc",
    search: query.searchAwards,
  })
