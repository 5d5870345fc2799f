import { identityMessages, type ResetPasswordInput, settingsOf } from "@ignite/contracts"
import type { Caller } from "../access"
import type { RequestContext } from "../context"

/**
 * Sessions, confirmation and passwords as both transports call them: each command answered with the spec's
 * message, or with the user as the read model now has them.
 */
export const identityHandlers = {
  /** An operator token names no session: there is nothing to revoke. */
  signOut: async (ctx: RequestContext, caller: Caller) => {
    if (caller.sid) await ctx.services.identity.users.signOut(caller.sub, caller.sid)
  },
  settings: async (ctx: RequestContext, caller: Caller) =>
    settingsOf(await ctx.services.identity.reads.currentUser(caller.sub)),
  resendConfirmation: async (ctx: RequestContext, email: string, redirectTo: string | undefined) => {
    await ctx.services.identity.users.resendConfirmation(email, ctx.ip, redirectTo)
    return { message: identityMessages.confirmationResent }
  },
  confirm: async (ctx: RequestContext, confirmationToken: string) => {
    await ctx.services.identity.users.confirm(confirmationToken)
    return { message: identityMessages.confirmed }
  },
  requestPasswordReset: async (ctx: RequestContext, email: string) => {
    await ctx.services.identity.users.requestPasswordReset(email, ctx.ip)
    return { message: identityMessages.resetRequested }
  },
  resetPassword: async (ctx: RequestContext, input: typeof ResetPasswordInput.Type) => {
    await ctx.services.identity.users.resetPassword(input)
    return { message: identityMessages.passwordReset }
  },
  cancelEmailChange: async (ctx: RequestContext, caller: Caller) => {
    await ctx.services.identity.users.cancelEmailChange(caller.sub)
    return ctx.services.identity.reads.currentUser(caller.sub)
  },
}
