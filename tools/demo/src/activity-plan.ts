import { type ChatSide, type ConversationLine, conversationLines } from "./conversation"
import { random } from "./sbir-generator"

const day = 24 * 60 * 60 * 1000

/** A government user of the population, as the plan needs them. */
export interface ActivityGovUser {
  readonly userId: string
  readonly registeredAt: Date
  /** Their latest sign-in so far: the users' read model keeps the last one it is told of (the active mark). */
  readonly lastSignInAt: Date | null
  readonly visionLinked: boolean
}

/** A storefront of the population: who may see it (the marketplace's rule) and whose it is. */
export interface ActivityStorefront {
  readonly listingId: string
  readonly accountId: string
  readonly isPublished: boolean
  readonly isOnlyVisionVisible: boolean
}

/** A company that can write and answer: its account and the user who writes for it. */
export interface ActivityCompany {
  readonly accountId: string
  readonly userId: string
}

export interface ActivityPopulation {
  /** In a stable order (by sign-in address): user i's plan depends on the seed and i only. */
  readonly govUsers: readonly ActivityGovUser[]
  /** In a stable order; the first ones the most visited, so the top-views chart has a head. */
  readonly storefronts: readonly ActivityStorefront[]
  readonly companies: readonly ActivityCompany[]
}

export interface ActivityOptions {
  readonly seed: number
  readonly months: number
  readonly until: Date
  /** Storefront views per government user over the period, on average. */
  readonly viewsPerUser: number
  /** Share of government users who start a thread with a company, and share a company writes to first. */
  readonly govStartShare: number
  readonly companyStartShare: number
  /** Share of threads the other side answers. */
  readonly answeredShare: number
  /** Share of government users who turn "Allow New Company Messages" off. */
  readonly requestsOffShare: number
}

export const defaultActivityOptions = {
  months: 12,
  viewsPerUser: 5,
  govStartShare: 0.1,
  companyStartShare: 0.1,
  answeredShare: 0.6,
  requestsOffShare: 0.15,
} as const

export interface PlannedThread {
  readonly accountId: string
  /** The user who writes for the company; null when the company has none (a thread nobody can answer). */
  readonly companyUserId: string | null
  readonly startedBy: ChatSide
  readonly lines: readonly ConversationLine[]
}

/** What one government user does over the period, and what companies do with them. */
export interface GovUserActivityPlan {
  readonly userId: string
  /** Their settings first: chat mail off (generated people have no inbox), message requests as planned. */
  readonly allowsRequests: boolean
  readonly signIns: readonly Date[]
  readonly views: readonly { readonly listingId: string; readonly at: Date }[]
  readonly threads: readonly PlannedThread[]
}

/** The marketplace's visibility rule (`canSeeListing`), for someone of no account. */
const visibleTo = (user: ActivityGovUser, storefront: ActivityStorefront) =>
  storefront.isPublished && (!storefront.isOnlyVisionVisible || user.visionLinked)

/**
 * Government user `index`'s year, the same for the same seed and population: they sign in on a few visits
 * between sign-up (or the period's start) and `until`, view storefronts they may see on those visits (leaning
 * towards the first storefronts), some start a thread with the company of a storefront they viewed, and some
 * are written to first by a company, unless they turned message requests off. A pair has one thread.
 */
export const planGovUserActivity = (
  population: ActivityPopulation,
  options: ActivityOptions,
  index: number,
): GovUserActivityPlan => {
  const user = population.govUsers[index]!
  const next = random(options.seed * 15_485_863 + index)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!
  const allowsRequests = next() >= options.requestsOffShare
  const until = options.until.getTime()
  const from = Math.max(user.registeredAt.getTime(), until - options.months * 30 * day)
  const someTimeIn = (start: number, end: number) =>
    new Date(start + Math.floor(next() * Math.max(0, end - start)))
  const visitCount = 1 + Math.floor(next() * 4)
  // the last visit comes after their latest sign-in so far, so the active mark moves only forward
  const latest = Math.max(from, user.lastSignInAt?.getTime() ?? from)
  const signIns = [
    someTimeIn(latest, until),
    ...Array.from({ length: visitCount - 1 }, () => someTimeIn(from, until)),
  ].sort((a, b) => a.getTime() - b.getTime())

  const visible = population.storefronts.filter((storefront) => visibleTo(user, storefront))
  const viewCount = visible.length === 0 ? 0 : Math.round(options.viewsPerUser * (0.4 + next() * 1.2))
  const views = Array.from({ length: viewCount }, () => ({
    // squaring the draw leans views towards the first storefronts
    listingId: visible[Math.floor(next() ** 2 * visible.length)]!.listingId,
    at: new Date(pick(signIns).getTime() + Math.floor(next() * 20 * 60 * 1000)),
  })).sort((a, b) => a.at.getTime() - b.at.getTime())

  const companyOf = new Map(population.companies.map((company) => [company.accountId, company.userId]))
  const accountOf = new Map(
    population.storefronts.map((storefront) => [storefront.listingId, storefront.accountId]),
  )
  const threads: PlannedThread[] = []
  const talking = new Set<string>()
  const start = (accountId: string, startedBy: ChatSide, startAt: Date) => {
    const companyUserId = companyOf.get(accountId) ?? null
    // nobody answers for a company without users
    const answered = companyUserId !== null && next() < options.answeredShare
    if (talking.has(accountId) || startAt.getTime() >= until) return
    talking.add(accountId)
    threads.push({
      accountId,
      companyUserId,
      startedBy,
      lines: conversationLines(next, { startedBy, answered, startAt, until: options.until }),
    })
  }
  if (views.length > 0 && next() < options.govStartShare) {
    // they write to a company whose storefront they viewed, one with people behind it when they saw one
    const staffed = views.filter((view) => companyOf.has(accountOf.get(view.listingId)!))
    const view = pick(staffed.length > 0 ? staffed : views)
    start(accountOf.get(view.listingId)!, "gov", new Date(view.at.getTime() + 5 * 60 * 1000))
  }
  if (population.companies.length > 0 && next() < options.companyStartShare && allowsRequests)
    start(pick(population.companies).accountId, "account", someTimeIn(from, until))
  return { userId: user.userId, allowsRequests, signIns, views, threads }
}
