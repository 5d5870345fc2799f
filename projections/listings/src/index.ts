import type { PlatformModule } from "@ignite/platform"
import { awardsProjection } from "./awards.projection"
import { listingViewsProjection } from "./listing-views.projection"
import { listingsProjection } from "./listings.projection"

export { type AwardsOfListingQuery, awardsOfListing, awardsProjection, findAward } from "./awards.projection"
export { listingViewsProjection, recentViews } from "./listing-views.projection"
export { findListing, findListingOfAccount, listingsProjection } from "./listings.projection"

/** Storefronts and their awards, as the system runs them. */
export const listingsReadModel: PlatformModule = {
  name: "listings-read-model",
  projections: [listingsProjection, awardsProjection, listingViewsProjection],
}
