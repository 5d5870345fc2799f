import { createChatService } from "@ignite/domain-chat"
import type { Services } from "@ignite/wiring"
import { conversationLines, sendConversation } from "./conversation"
import { random } from "./sbir-generator"

const hour = 60 * 60 * 1000
const day = 24 * hour

/** How much a year of marketplace life the demo shows on the admin dashboard. */
export const demoActivity = {
  seed: 2026,
  months: 12,
  /** Storefront visits by government users over the year, most on a few popular storefronts. */
  views: 260,
  /** Conversations a company starts each month, and the share a government user answers. */
  threadsPerMonth: [1, 3] as const,
  answered: 0.65,
  /** Of the answered ones, how many a government user started themselves. */
  govStarted: 0.25,
} as const

export interface DemoActivityPeople {
  /** Government users (the generated ones), who visit storefronts and answer or start conversations. */
  readonly govUserIds: readonly string[]
  /** Storefronts that government users visit, the first ones the most. */
  readonly listingIds: readonly string[]
  /** Companies that write to government users: their account, their owner, their storefront. */
  readonly companies: readonly { readonly accountId: string; readonly userId: string }[]
}

/**
 * A year of what people do on Ignite, so every card of the admin dashboard has a real shape on a fresh start:
 * government users visit storefronts, companies write to them each month and most get an answer, some
 * government users write first. Everything goes through the real commands (the storefront's view record, the
 * chat domain and its rules) with a clock set back to when it happened; the same seed gives the same year.
 */
export const seedDemoActivity = async (services: Services, people: DemoActivityPeople, now = new Date()) => {
  const next = random(demoActivity.seed)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!
  let clock = now
  const dated = services.atClock(() => clock)
  const chat = createChatService({ store: services.platform.store, now: () => clock })
  const yearAgo = now.getTime() - demoActivity.months * 30 * day
  const someTimeIn = (from: number, to: number) => new Date(from + Math.floor(next() * (to - from)))

  // visits: squaring the draw leans them towards the first storefronts, so Top SBC Organization Views has a head
  const visits = Array.from({ length: demoActivity.views }, () => ({
    at: someTimeIn(yearAgo, now.getTime()),
    listingId: people.listingIds[Math.floor(next() ** 2 * people.listingIds.length)]!,
    viewerId: pick(people.govUserIds),
  })).sort((a, b) => a.at.getTime() - b.at.getTime())
  for (const visit of visits) {
    clock = visit.at
    await dated.storefronts.listings.recordView(visit.listingId, visit.viewerId)
  }

  // conversations: each month some companies write; a pair has one thread, so a pair already talking is skipped
  const talking = new Set<string>()
  let threads = 0
  for (let month = demoActivity.months - 1; month >= 0; month--) {
    const monthStart = now.getTime() - (month + 1) * 30 * day
    const [least, most] = demoActivity.threadsPerMonth
    const count = least + Math.floor(next() * (most - least + 1))
    for (let i = 0; i < count; i++) {
      const company = pick(people.companies)
      const govUserId = pick(people.govUserIds)
      const pair = `${company.accountId}:${govUserId}`
      if (talking.has(pair)) continue
      talking.add(pair)
      const answered = next() < demoActivity.answered
      const startedBy = answered && next() < demoActivity.govStarted ? "gov" : "account"
      // the last lines of this month's newest threads may still lie ahead: nothing is dated after now
      const startAt = someTimeIn(monthStart, Math.min(monthStart + 30 * day, now.getTime() - 2 * hour))
      await sendConversation(
        chat,
        (at) => {
          clock = at
        },
        {
          accountId: company.accountId,
          companyUserId: company.userId,
          govUserId,
          govUserAllowsRequests: true,
        },
        conversationLines(next, { startedBy, answered, startAt, until: now }),
      )
      threads++
    }
  }
  // the recipients' notifications, as for any message
  await services.platform.runner.drain("chat-notifier")
  return { views: visits.length, threads }
}
