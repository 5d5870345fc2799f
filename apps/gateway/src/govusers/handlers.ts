import {
  AppError,
  type GovSignUpInput,
  type GovUsersQuery,
  isAppError,
  normalizePage,
  type VisionUserData,
} from "@ignite/contracts"
import { idsOf } from "@ignite/contracts/reference"
import type { Caller } from "../access"
import type { RequestContext } from "../context"

/** Field problems of the sign-up's `user` object point into it, as the decoder's own do. */
const underUser = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work()
  } catch (error) {
    if (!isAppError(error) || !error.details?.length) throw error
    const details = error.details.map((detail) => ({ ...detail, path: `user.${detail.path}` }))
    throw new AppError(error.code, error.message, details, error.status)
  }
}

/** Both transports' government sign-up: captcha once, then identity and govusers together; signed in. */
export const govSignUp = async (ctx: RequestContext, input: GovSignUpInput, headshot?: Uint8Array) => {
  await ctx.services.captcha.verify(input.recaptchaToken)
  const grant = await underUser(() =>
    ctx.services.govUsers.onboarding.signUp(input.user, headshot, { ip: ctx.ip, userAgent: ctx.userAgent }),
  )
  const token = await ctx.services.keys.sign(
    { sub: grant.userId, roles: [...grant.roles], sid: grant.sessionId },
    grant.ttlSeconds,
  )
  return { token, user: await ctx.services.identity.reads.currentUser(grant.userId) }
}

/** The search's filters as either transport gives them. */
export const govUserSearch = (query: GovUsersQuery) => ({
  ...normalizePage(query),
  search: query.search,
  technologyTypeIds: idsOf(query.technologyTypeIds),
  govUserOrganizationIds: idsOf(query.govUserOrganizationIds),
  govUserClassificationIds: idsOf(query.govUserClassificationIds),
})

/** Where a VISION arrival goes: people with an account sign in, the rest sign up (prefilled). */
export const visionRedirection = async (ctx: RequestContext, q: string) => {
  const { userExists, linked } = await ctx.services.govUsers.onboarding.visionStatus(q)
  return { userExists, linked, redirectTo: userExists ? "/signin" : "/gov_user" }
}

export const visionUserExists = async (ctx: RequestContext, q: string) => {
  const { userExists, linked } = await ctx.services.govUsers.onboarding.visionStatus(q)
  return { userExists, linked }
}

/** The decrypt-and-validate call that prefills /gov_user (emailValid, position). */
export const visionUserData = (ctx: RequestContext, q: string): Promise<VisionUserData> =>
  ctx.services.govUsers.users.vision.open(q)

/** An existing government user links the VISION person their token names (same email), then sees the badge. */
export const linkVision = async (ctx: RequestContext, caller: Caller, q: string) => {
  const user = await ctx.services.identity.reads.currentUser(caller.sub)
  if (!user.userRoles.includes("gov")) throw new AppError("Forbidden")
  await ctx.services.govUsers.onboarding.linkExistingUser(caller.sub, user.email, q)
  return ctx.services.govUsers.reads.govUser(caller.sub, caller)
}

/** The government sign-up allow list as both transports answer it, after reading or changing it. */
const allowListOf = (entries: readonly string[]) => ({ data: entries.map((entry) => ({ entry })) })

export const allowList = {
  read: async (ctx: RequestContext) => allowListOf(await ctx.services.govUsers.users.allowList()),
  add: async (ctx: RequestContext, caller: Caller, entry: string) =>
    allowListOf(await ctx.services.govUsers.users.addAllowEntry(caller.sub, entry)),
  remove: async (ctx: RequestContext, caller: Caller, entry: string) =>
    allowListOf(await ctx.services.govUsers.users.removeAllowEntry(caller.sub, entry)),
}
