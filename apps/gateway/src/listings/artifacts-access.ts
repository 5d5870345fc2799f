import type { ArtifactFormInput, ArtifactKind, ArtifactsQuery } from "@ignite/contracts"
import type { Caller } from "../access"
import type { RequestContext } from "../context"
import { ownListing, visibleListing } from "./access"

/**
 * Services, products and use cases, one vocabulary for REST and tRPC: reads on the owner side for the
 * account's members (as the listing itself), on the marketplace side by the listing's visibility; writes
 * by members only (the write side checks membership in the transaction that decides).
 */
type Gate = (ctx: RequestContext, caller: Caller, listingId: string) => Promise<unknown>

/** A list and a single read of one kind, behind the side's gate on the listing. */
const readsBehind = (gate: Gate) => ({
  artifacts: async (
    ctx: RequestContext,
    caller: Caller,
    listingId: string,
    kind: ArtifactKind,
    query: ArtifactsQuery,
  ) => {
    await gate(ctx, caller, listingId)
    return ctx.services.artifactReads.artifacts(listingId, kind, query)
  },
  artifact: async (
    ctx: RequestContext,
    caller: Caller,
    listingId: string,
    kind: ArtifactKind,
    artifactId: string,
  ) => {
    await gate(ctx, caller, listingId)
    return ctx.services.artifactReads.artifact(listingId, kind, artifactId)
  },
})

const own = readsBehind(ownListing)
const visible = readsBehind(visibleListing)

export const artifactsAccess = {
  ownArtifacts: own.artifacts,
  ownArtifact: own.artifact,
  visibleArtifacts: visible.artifacts,
  visibleArtifact: visible.artifact,
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
