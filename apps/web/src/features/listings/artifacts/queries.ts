import type { ArtifactKind, PageRequest } from "@ignite/contracts"
import type { QueryClient } from "@tanstack/react-query"
import type { Trpc } from "../../../lib/trpc"
import type { ListingSide } from "../queries"

/** One page of a listing's services, products or use cases, from the side the viewer reads. */
export const artifactsOptions = (
  trpc: Trpc,
  side: ListingSide,
  listingId: string,
  kind: ArtifactKind,
  query: PageRequest,
) =>
  side === "owner"
    ? trpc.listings.artifacts.queryOptions({ listingId, kind, query })
    : trpc.connect.artifacts.queryOptions({ listingId, kind, query })

export interface ArtifactAddress {
  readonly listingId: string
  readonly kind: ArtifactKind
  readonly artifactId: string
}

export const artifactOptions = (trpc: Trpc, side: ListingSide, address: ArtifactAddress) =>
  side === "owner"
    ? trpc.listings.artifact.queryOptions(address)
    : trpc.connect.artifact.queryOptions(address)

/**
 * After a create, edit or remove: the lists and the artifact read again, and so does the listing, whose
 * storefront shows the union of its artifacts' links and attachments.
 */
export const refreshAfterArtifactChange = (queryClient: QueryClient, trpc: Trpc, listingId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: trpc.listings.artifacts.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.listings.artifact.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.listings.get.queryKey({ listingId }) }),
  ])
