/** Who is looking at a storefront from the marketplace side. */
export interface ListingViewer {
  /** The viewer's company account, when they are a company user. */
  readonly accountId?: string | null
  /** A government user linked to the VISION partner program (has a visionUserId). */
  readonly visionLinked?: boolean
}

/**
 * The marketplace's rule: its own account's members always see their storefront; anyone else only a
 * published one, and a VISION-only one only VISION-linked government users. Every government-side read
 * applies it (search and counts filter on the same columns).
 */
export const canSeeListing = (
  listing: {
    readonly accountId: string
    readonly isPublished: boolean
    readonly isOnlyVisionVisible: boolean
  },
  viewer: ListingViewer,
): boolean =>
  (viewer.accountId != null && viewer.accountId === listing.accountId) ||
  (listing.isPublished && (!listing.isOnlyVisionVisible || viewer.visionLinked === true))
