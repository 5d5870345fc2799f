import type { ListingFormInput } from "@ignite/contracts"
import type { Caller } from "../access"
import type { RequestContext } from "../context"

/** Runs a command, then answers the storefront as it now stands (the read model is inline). */
const answered = async (ctx: RequestContext, listingId: string, command: Promise<void>) => {
  await command
  return ctx.services.storefronts.reads.listing(listingId)
}

/**
 * The members' commands on their storefront, one vocabulary for REST and tRPC (the write side checks
 * membership in the transaction that decides), each answered with the storefront.
 */
export const storefrontCommands = {
  edit: (ctx: RequestContext, caller: Caller, listingId: string, form: ListingFormInput) =>
    answered(ctx, listingId, ctx.services.storefronts.edits.edit(caller.sub, listingId, form)),
  setVisionOnly: (ctx: RequestContext, caller: Caller, listingId: string, isOnlyVisionVisible: boolean) =>
    answered(
      ctx,
      listingId,
      ctx.services.storefronts.edits.setVisionOnly(caller.sub, listingId, isOnlyVisionVisible),
    ),
  publish: (ctx: RequestContext, caller: Caller, listingId: string) =>
    answered(ctx, listingId, ctx.services.storefronts.publishing.publish(caller.sub, listingId)),
  unpublish: (ctx: RequestContext, caller: Caller, listingId: string) =>
    answered(ctx, listingId, ctx.services.storefronts.publishing.unpublish(caller.sub, listingId)),
}
