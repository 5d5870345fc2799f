import type { ArtifactKind } from "@ignite/contracts"
import type { ArtifactContent, ArtifactEvent } from "@ignite/contracts/events"

export { type ArtifactEvent, listingArtifactStreamId } from "@ignite/contracts/events"

/**
 * A service, product or use case of a listing. Removed is final: the id is never reused, and a removed
 * artifact answers as one that does not exist.
 */
export type ArtifactState =
  | { readonly status: "none" }
  | {
      readonly status: "live"
      readonly artifactId: string
      readonly listingId: string
      readonly accountId: string
      readonly kind: ArtifactKind
      readonly content: ArtifactContent
    }
  | {
      readonly status: "removed"
      readonly artifactId: string
      readonly listingId: string
      readonly accountId: string
      readonly kind: ArtifactKind
    }

export const initialArtifactState: ArtifactState = { status: "none" }

export const evolveArtifact = (state: ArtifactState, event: ArtifactEvent): ArtifactState => {
  const { artifactId, listingId, accountId, kind } = event.data
  switch (event.type) {
    case "ListingArtifactCreated":
    case "ListingArtifactEdited":
      return { status: "live", artifactId, listingId, accountId, kind, content: event.data.artifact }
    case "ListingArtifactRemoved":
      return { status: "removed", artifactId, listingId, accountId, kind }
    default: {
      const _exhaustive: never = event
      return state
    }
  }
}
