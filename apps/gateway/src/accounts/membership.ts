import type { Caller } from "../access"
import type { RequestContext } from "../context"

/**
 * The account the caller belongs to (a company user's `accountId`), or NotAccountMember: government users,
 * admins and company users without an account have none. The rule lives in workflows' resource access.
 */
export const callerAccountId = (ctx: RequestContext, caller: Caller): Promise<string> =>
  ctx.services.access.accountOf(caller)

/** Reads of an account's users and invites are for its own members only. */
export const requireMemberOf = (ctx: RequestContext, caller: Caller, accountId: string) =>
  ctx.services.access.requireMemberOf(caller, accountId)
