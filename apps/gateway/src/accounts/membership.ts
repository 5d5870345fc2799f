import { AppError } from "@ignite/contracts"
import type { Caller } from "../access"
import type { RequestContext } from "../context"

/**
 * The account the caller belongs to (a company user's `accountId`), or NotAccountMember: government users,
 * admins and company users without an account have none.
 */
export const callerAccountId = async (ctx: RequestContext, caller: Caller): Promise<string> => {
  const { accountId } = await ctx.services.reads.currentUser(caller.sub)
  if (!accountId) throw new AppError("NotAccountMember")
  return accountId
}

/** Reads of an account's users and invites are for its own members only. */
export const requireMemberOf = async (ctx: RequestContext, caller: Caller, accountId: string) => {
  if ((await callerAccountId(ctx, caller)) !== accountId) throw new AppError("NotAccountMember")
}
