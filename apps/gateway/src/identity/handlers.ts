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
    if (caller.sid) await ctx.services.identity.signOut(caller.sub, caller.sid)
  },
  settings: async (ctx: RequestContext, caller: Caller) =>
    settingsOf(await ctx.services.reads.currentUser(caller.sub)),
  resendConfirmation: async (ctx: RequestContext, email: string, redirectTo: string | undefined) => {
    await ctx.services.identity.resendConfirmation(email, ctx.ip, redirectTo)
    return { message: identityMessages.confirmationResent }
  },
  confirm: async (ctx: RequestContext, confirmationToken: string) => {
    await ctx.services.identity.confirm(confirmationToken)
    return { message: identityMessages.confirmed }
  },
  requestPasswordReset: async (ctx: RequestContext, email: string) => {
    await ctx.services.identity.requestPasswordReset(email, ctx.ip)
    return { message: identityMessages.resetRequested }
  },
  resetPassword: async (ctx: RequestContext, input: typeof ResetPasswordInput.Type) => {
    await ctx.services.identity.resetPassword(input)
    return { message: identityMessages.passwordReset }
  },
  cancelEmailChange: async (ctx: RequestContext, caller: Caller) => {
    await ctx.services.identity.cancelEmailChange(caller.sub)
    return ctx.services.reads.currentUser(caller.sub)
  },
}
