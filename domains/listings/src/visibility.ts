/** Who is looking at a storefront from the marketplace side. */
export interface ListingViewer {
  /** The viewer's company account, when they are a company user. */
  readonly accountId?: string | null
}

/**
 * The marketplace's rule: an unpublished storefront is seen by nobody but its own account's members. Every
 * government-side read applies it (search and counts filter on the same columns).
 */
export const canSeeListing = (
  listing: { readonly accountId: string; readonly isPublished: boolean },
  viewer: ListingViewer,
): boolean => listing.isPublished || (viewer.accountId != null && viewer.accountId === listing.accountId)
