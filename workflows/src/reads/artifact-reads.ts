import {
  AppError,
  type ArtifactKind,
  type ArtifactsQuery,
  type ListingArtifact,
  type ListingArtifactsPage,
  normalizePage,
} from "@ignite/contracts"
import type { Queryable } from "@ignite/platform"
import { artifactsOfListing, findArtifact } from "@ignite/projection-listings"
import type { ReferenceLists } from "./reference-lists"

/** Services, products and use cases as readers get them; who may read them is the adapter's check. */
export interface ArtifactReads {
  /** A page of one kind, newest first (page, perPage as everywhere; `eager` changes nothing). */
  artifacts(listingId: string, kind: ArtifactKind, query: ArtifactsQuery): Promise<ListingArtifactsPage>
  /** One artifact; ArtifactNotFound when it is not of this listing and kind. */
  artifact(listingId: string, kind: ArtifactKind, artifactId: string): Promise<ListingArtifact>
}

/**
 * Technology type names are looked up when read, not copied into the read model: admins rename types, and
 * the reference lists are in memory, so the lookup costs nothing and no rename leaves a stale name behind.
 */
export const createArtifactReads = (deps: { db: Queryable; lists: ReferenceLists }): ArtifactReads => {
  const names = async () => {
    const byId = new Map((await deps.lists("technologyTypes")).map((type) => [type.id, type.name]))
    return (id: string) => byId.get(id) ?? id
  }
  return {
    artifacts: async (listingId, kind, query) =>
      artifactsOfListing(deps.db, listingId, kind, normalizePage(query), await names()),
    async artifact(listingId, kind, artifactId) {
      const artifact = await findArtifact(deps.db, artifactId, await names())
      if (!artifact || artifact.listingId !== listingId || artifact.kind !== kind)
        throw new AppError("ArtifactNotFound")
      return artifact
    },
  }
}
