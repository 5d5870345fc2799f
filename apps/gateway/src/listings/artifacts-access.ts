import type { ArtifactFormInput, ArtifactKind } from "@ignite/contracts"
import type { Caller } from "../access"
import type { RequestContext } from "../context"

/**
 * Writes to services, products and use cases, one vocabulary for REST and tRPC: by members only (the write
 * side checks membership in the transaction that decides), answered with the artifact as readers get it.
 * Reads go through a storefront side (sides.ts).
 */
export const artifactsAccess = {
  create: async (
    ctx: RequestContext,
    caller: Caller,
    listingId: string,
    kind: ArtifactKind,
    form: ArtifactFormInput,
  ) => {
    const artifactId = await ctx.services.storefronts.artifactEdits.create(caller.sub, listingId, kind, form)
    return ctx.services.storefronts.artifactReads.artifact(listingId, kind, artifactId)
  },
  edit: async (
    ctx: RequestContext,
    caller: Caller,
    listingId: string,
    kind: ArtifactKind,
    artifactId: string,
    form: ArtifactFormInput,
  ) => {
    await ctx.services.storefronts.artifactEdits.edit(caller.sub, listingId, kind, artifactId, form)
    return ctx.services.storefronts.artifactReads.artifact(listingId, kind, artifactId)
  },
  remove: (ctx: RequestContext, caller: Caller, listingId: string, kind: ArtifactKind, artifactId: string) =>
    ctx.services.storefronts.artifactEdits.remove(caller.sub, listingId, kind, artifactId),
}
