export { type ArtifactEvent, type ArtifactState, listingArtifactStreamId } from "./artifact"
export { type ArtifactCommand, artifactDecider } from "./artifact.decide"
export {
  type ArtifactAttachmentItem,
  type ArtifactForm,
  artifactFormIssues,
  type StoredAttachmentFile,
} from "./artifact-form"
export { type ArtifactsService, createArtifactsService } from "./artifacts-service"
export { type ListingEvent, type ListingState, listingStreamId } from "./listing"
export { type ListingCommand, type ListingForm, listingDecider, listingFormIssues } from "./listing.decide"
export {
  accountListingScope,
  createListingsService,
  type ListingsDeps,
  type ListingsService,
} from "./listings-service"
export { canSeeListing, type ListingViewer } from "./visibility"
