import type { Caller } from "../access"
import type { RequestContext } from "../context"

/**
 * `admits` of the routes that write the storefront their path names: members of its account only, checked
 * before the form (a logo, twenty attachments) is read. The write side checks again as it decides.
 */
export const storefrontMembers = async (input: {
  params: { readonly id: string }
  caller: Caller
  ctx: RequestContext
}): Promise<void> => {
  await input.ctx.services.access.ownListing(input.caller, input.params.id)
}
