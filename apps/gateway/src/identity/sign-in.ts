import type { CurrentUser } from "@ignite/contracts"
import type { RequestContext } from "../context"

/** Sign-in for both transports: a session, then a JWT naming it; the same answer over REST and tRPC. */
export const signIn = async (
  ctx: RequestContext,
  input: { email: string; password: string },
): Promise<{ token: string; user: CurrentUser }> => {
  const grant = await ctx.services.identity.users.signIn({ ...input, ip: ctx.ip, userAgent: ctx.userAgent })
  const token = await ctx.services.keys.sign(
    { sub: grant.userId, roles: [...grant.roles], sid: grant.sessionId },
    grant.ttlSeconds,
  )
  return { token, user: await ctx.services.identity.reads.currentUser(grant.userId) }
}
