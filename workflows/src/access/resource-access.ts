import { AppError, type ListingView, listingMessages } from "@ignite/contracts"
import { canSeeListing } from "@ignite/domain-listings"
import type { Reads } from "../reads/reads"

/** Who asks: the signed-in user and their roles (a token's claims, whichever transport carried it). */
export interface Viewer {
  readonly sub: string
  readonly roles: readonly string[]
}

/**
 * The rules about resources that both transports apply before a read: who belongs to which account, who
 * owns a storefront, who may see one. Kept here, not in the gateway, so REST and tRPC cannot differ and a
 * new transport (the websocket, a worker) gets them for free. Reads come from the read models (hot once
 * warm); the write side checks membership again in the transaction that decides.
 */
export const createResourceAccess = (reads: Reads) => {
  /** The account the user belongs to (a company user's), or NotAccountMember: gov users and admins have none. */
  const accountOf = async (viewer: Viewer): Promise<string> => {
    const { accountId } = await reads.currentUser(viewer.sub)
    if (!accountId) throw new AppError("NotAccountMember")
    return accountId
  }

  /**
   * What the marketplace's visibility rule (`canSeeListing`) needs of the viewer: their company account and
   * whether they are a VISION-linked government user. Both from memory once warm (hot reads), kept right by
   * the user's and the government profile's events.
   */
  const listingViewer = async (
    viewer: Viewer,
  ): Promise<{ accountId: string | null; visionLinked: boolean }> => {
    const [me, visionLinked] = await Promise.all([
      reads.currentUser(viewer.sub),
      viewer.roles.includes("gov") ? reads.visionLinked(viewer.sub) : false,
    ])
    return { accountId: me.accountId ?? null, visionLinked }
  }

  return {
    accountOf,
    /** Reads of an account's users and invites are for its own members only. */
    async requireMemberOf(viewer: Viewer, accountId: string): Promise<void> {
      if ((await accountOf(viewer)) !== accountId) throw new AppError("NotAccountMember")
    },
    /** The owner side: the listing, if the viewer is a member of the account that owns it. */
    async ownListing(viewer: Viewer, listingId: string): Promise<ListingView> {
      const [listing, me] = await Promise.all([reads.listing(listingId), reads.currentUser(viewer.sub)])
      if (!me.accountId || me.accountId !== listing.accountId) throw new AppError("NotAccountMember")
      return listing
    },
    /**
     * The marketplace side: the listing, if the viewer may see it. One the viewer may not see answers exactly
     * as one that does not exist, so its existence leaks nothing.
     */
    async visibleListing(viewer: Viewer, listingId: string): Promise<ListingView> {
      const notFound = new AppError("NotFound", listingMessages.loadFailed)
      const listing = await reads.listing(listingId).catch(() => {
        throw notFound
      })
      if (!canSeeListing(listing, await listingViewer(viewer))) throw notFound
      return listing
    },
    listingViewer,
  }
}

export type ResourceAccess = ReturnType<typeof createResourceAccess>
