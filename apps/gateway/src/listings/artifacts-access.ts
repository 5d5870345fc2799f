import type { ArtifactFormInput, ArtifactKind, ArtifactsQuery } from "@ignite/contracts"
import type { Caller } from "../access"
import type { RequestContext } from "../context"

/**
 * Services, products and use cases, one vocabulary for REST and tRPC: reads by side (the owner side for the
 * account's members, the marketplace side by the listing's visibility: workflows' storefront reads); writes
 * by members only (the write side checks membership in the transaction that decides), answered with the
 * artifact as readers get it.
 */
export const artifactsAccess = {
  ownArtifacts: (
    ctx: RequestContext,
    caller: Caller,
    listingId: string,
    kind: ArtifactKind,
    query: ArtifactsQuery,
  ) => ctx.services.storefrontReads.owner.artifacts(caller, listingId, kind, query),
  ownArtifact: (
    ctx: RequestContext,
    caller: Caller,
    listingId: string,
    kind: ArtifactKind,
    artifactId: string,
  ) => ctx.services.storefrontReads.owner.artifact(caller, listingId, kind, artifactId),
  visibleArtifacts: (
    ctx: RequestContext,
    caller: Caller,
    listingId: string,
    kind: ArtifactKind,
    query: ArtifactsQuery,
  ) => ctx.services.storefrontReads.market.artifacts(caller, listingId, kind, query),
  visibleArtifact: (
    ctx: RequestContext,
    caller: Caller,
    listingId: string,
    kind: ArtifactKind,
    artifactId: string,
  ) => ctx.services.storefrontReads.market.artifact(caller, listingId, kind, artifactId),
  create: async (
    ctx: RequestContext,
    caller: Caller,
    listingId: string,
    kind: ArtifactKind,
    form: ArtifactFormInput,
  ) => {
    const artifactId = await ctx.services.artifactEdits.create(caller.sub, listingId, kind, form)
    return ctx.services.artifactReads.artifact(listingId, kind, artifactId)
  },
  edit: async (
    ctx: RequestContext,
    caller: Caller,
    listingId: string,
    kind: ArtifactKind,
    artifactId: string,
    form: ArtifactFormInput,
  ) => {
    await ctx.services.artifactEdits.edit(caller.sub, listingId, kind, artifactId, form)
    return ctx.services.artifactReads.artifact(listingId, kind, artifactId)
  },
  remove: (ctx: RequestContext, caller: Caller, listingId: string, kind: ArtifactKind, artifactId: string) =>
    ctx.services.artifactEdits.remove(caller.sub, listingId, kind, artifactId),
}
