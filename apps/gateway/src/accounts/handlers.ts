import {
  type AccountUsersQuery,
  accountMessages,
  type ClaimRequestInput,
  normalizePage,
  normalizeUniqueEntityId,
  type ResendClaimInput,
} from "@ignite/contracts"
import type { Caller } from "../access"
import type { RequestContext } from "../context"
import { callerAccountId, requireMemberOf } from "./membership"

/**
 * Company onboarding and the account's users as both transports call them: the captcha before a claim, the
 * caller's own account, members-only reads, each write answered with the account as it now stands.
 */
export const accountHandlers = {
  /** What anyone may learn of the company a Unique Entity Id names, however it was typed. */
  byUniqueEntityId: (ctx: RequestContext, uniqueEntityId: string) =>
    ctx.services.companies.reads.accountByUniqueEntityId(normalizeUniqueEntityId(uniqueEntityId)),
  requestClaim: async (ctx: RequestContext, input: ClaimRequestInput) => {
    await ctx.services.captcha.verify(input.recaptchaToken)
    return ctx.services.companies.accounts.requestClaim(input, ctx.ip)
  },
  resendClaim: async (ctx: RequestContext, input: ResendClaimInput) => {
    await ctx.services.companies.accounts.resendClaim(input, ctx.ip)
    return { message: accountMessages.claimResent }
  },
  own: async (ctx: RequestContext, caller: Caller) =>
    ctx.services.companies.reads.account(await callerAccountId(ctx, caller)),
  rename: async (ctx: RequestContext, caller: Caller, name: string) => {
    const accountId = await callerAccountId(ctx, caller)
    await ctx.services.companies.accounts.renameAccount(caller.sub, accountId, name)
    return ctx.services.companies.reads.account(accountId)
  },
  completeSetupSession: async (ctx: RequestContext, caller: Caller) => {
    const accountId = await callerAccountId(ctx, caller)
    await ctx.services.companies.accounts.completeSetupSession(caller.sub, accountId)
    return ctx.services.companies.reads.account(accountId)
  },
  /** A page of the account's users, its pending invites too when asked (`true` in a query string). */
  users: async (
    ctx: RequestContext,
    caller: Caller,
    accountId: string,
    query: typeof AccountUsersQuery.Type,
  ) => {
    await requireMemberOf(ctx, caller, accountId)
    return ctx.services.companies.reads.accountUsers(accountId, {
      ...normalizePage(query),
      includeInvites: query.includeUserInvites === true || query.includeUserInvites === "true",
    })
  },
  invite: async (ctx: RequestContext, caller: Caller, accountId: string, inviteId: string) => {
    await requireMemberOf(ctx, caller, accountId)
    return ctx.services.companies.reads.invite(accountId, inviteId)
  },
}
