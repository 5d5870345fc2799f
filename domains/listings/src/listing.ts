import type { ListingEvent, RegistryProfile } from "@ignite/contracts/events"

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
    }
  if (state.status !== "open") return state
  switch (event.type) {
    case "ListingRegistryProfileSynced":
      return { ...state, registryProfile: event.data.profile }
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
