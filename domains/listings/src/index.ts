export { type ListingEvent, type ListingState, listingStreamId } from "./listing"
export { type ListingCommand, listingDecider } from "./listing.decide"
export {
  accountListingScope,
  createListingsService,
  type ListingsDeps,
  type ListingsService,
} from "./listings-service"
export { canSeeListing, type ListingViewer } from "./visibility"
