import type { PlatformModule } from "@ignite/platform"
import { artifactsProjection } from "./artifacts.projection"
import { awardsProjection } from "./awards.projection"
import { listingViewsProjection } from "./listing-views.projection"
import { listingsProjection } from "./listings.projection"

export {
  artifactItemsOfListing,
  artifactsOfListing,
  artifactsProjection,
  findArtifact,
  type TechnologyTypeName,
} from "./artifacts.projection"
export { type AwardsOfListingQuery, awardsOfListing, awardsProjection, findAward } from "./awards.projection"
export { listingViewsProjection, recentViews } from "./listing-views.projection"
export {
  findListing,
  findListingOfAccount,
  type ListingNames,
  listingsProjection,
  type StorefrontCard,
  storefrontCardsOf,
} from "./listings.projection"

/** Storefronts, their awards and artifacts, as the system runs them. */
export const listingsReadModel: PlatformModule = {
  name: "listings-read-model",
  projections: [listingsProjection, awardsProjection, listingViewsProjection, artifactsProjection],
}
