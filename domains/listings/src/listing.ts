import type { ListingEvent, OwnerProfile, RegistryProfile } from "@ignite/contracts/events"

export { type ListingEvent, listingStreamId } from "@ignite/contracts/events"

export type ListingState =
  | { readonly status: "none" }
  | {
      readonly status: "open"
      readonly listingId: string
      readonly accountId: string
      readonly published: boolean
      /** Published at least once: republishing is gated by the account's standing. */
      readonly everPublished: boolean
      /** The registry's profile as last synced, or null before the first sync. */
      readonly registryProfile: RegistryProfile | null
      /** The owners' profile once they edited it (the registry no longer overwrites it then). */
      readonly ownerProfile: OwnerProfile | null
      readonly logoPath: string | null
      readonly isOnlyVisionVisible: boolean
    }

export const initialListingState: ListingState = { status: "none" }

export const evolveListing = (state: ListingState, event: ListingEvent): ListingState => {
  if (event.type === "ListingOpened")
    return {
      status: "open",
      listingId: event.data.listingId,
      accountId: event.data.accountId,
      published: false,
      everPublished: false,
      registryProfile: null,
      ownerProfile: null,
      logoPath: null,
      isOnlyVisionVisible: false,
    }
  if (state.status !== "open") return state
  switch (event.type) {
    case "ListingRegistryProfileSynced":
      return { ...state, registryProfile: event.data.profile }
    case "ListingEdited":
      return { ...state, ownerProfile: event.data.profile }
    case "ListingLogoChanged":
      return { ...state, logoPath: event.data.logoPath }
    case "ListingVisibilityChanged":
      return { ...state, isOnlyVisionVisible: event.data.isOnlyVisionVisible }
    case "ListingPublished":
      return { ...state, published: true, everPublished: true }
    case "ListingUnpublished":
      return { ...state, published: false }
    default: {
      const _exhaustive: never = event
      return state
    }
  }
}
