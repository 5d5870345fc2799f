import type { AcceptInviteInput, ClaimAccountInput, CurrentUser } from "@ignite/contracts"
import type { SessionGrant } from "@ignite/domain-identity"
import type { RequestContext } from "../context"

/** The session a sign-up opened, as a token, with the new user: the same answer over REST and tRPC. */
const signedIn = async (
  ctx: RequestContext,
  grant: SessionGrant,
): Promise<{ token: string; user: CurrentUser }> => {
  const token = await ctx.services.keys.sign(
    { sub: grant.userId, roles: [...grant.roles], sid: grant.sessionId },
    grant.ttlSeconds,
  )
  return { token, user: await ctx.services.identity.reads.currentUser(grant.userId) }
}

const client = (ctx: RequestContext) => ({ ip: ctx.ip, userAgent: ctx.userAgent })

/** /claim_signup for both transports: captcha once, then the claim (accounts and identity together). */
export const claimAccount = async (ctx: RequestContext, input: ClaimAccountInput, headshot?: Uint8Array) => {
  await ctx.services.captcha.verify(input.recaptchaToken)
  return signedIn(ctx, await ctx.services.companies.onboarding.claimAccount(input, headshot, client(ctx)))
}

/** /invite_signup for both transports. */
export const acceptInvite = async (ctx: RequestContext, input: AcceptInviteInput, headshot?: Uint8Array) => {
  await ctx.services.captcha.verify(input.recaptchaToken)
  return signedIn(ctx, await ctx.services.companies.onboarding.acceptInvite(input, headshot, client(ctx)))
}

/** A headshot sent as a base64 data URL (the JSON transport). */
export const headshotBytes = (dataUrl: string | undefined) =>
  dataUrl ? new Uint8Array(Buffer.from(dataUrl.replace(/^data:[^,]*,/, ""), "base64")) : undefined
