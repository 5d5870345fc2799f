import { describe, expect, it } from "vitest"
import { type ActivityPopulation, defaultActivityOptions, planGovUserActivity } from "./activity-plan"

const until = new Date("2026-11-26T12:00:00Z")
const options = { ...defaultActivityOptions, seed: 7, until }
const day = 24 * 60 * 60 * 1000

// storefronts: s0 published, s1 unpublished, s2 published for VISION users only; companies of s0 and s2 have users
const population: ActivityPopulation = {
  govUsers: Array.from({ length: 400 }, (_, i) => ({
    userId: `gov-${i}`,
    registeredAt: new Date(until.getTime() - (i % 400) * day),
    // half came back since, some lately
    lastSignInAt: i % 2 === 0 ? new Date(until.getTime() - ((i % 400) * day * (i % 7)) / 7) : null,
    visionLinked: i % 5 === 0,
  })),
  storefronts: [
    { listingId: "s0", accountId: "a0", isPublished: true, isOnlyVisionVisible: false },
    { listingId: "s1", accountId: "a1", isPublished: false, isOnlyVisionVisible: false },
    { listingId: "s2", accountId: "a2", isPublished: true, isOnlyVisionVisible: true },
    { listingId: "s3", accountId: "a3", isPublished: true, isOnlyVisionVisible: false },
  ],
  companies: [
    { accountId: "a0", userId: "company-0" },
    { accountId: "a2", userId: "company-2" },
  ],
}
const plans = population.govUsers.map((_, i) => planGovUserActivity(population, options, i))

describe("planGovUserActivity", () => {
  it("gives the same year for the same seed, another for another seed", () => {
    expect(population.govUsers.map((_, i) => planGovUserActivity(population, options, i))).toEqual(plans)
    const other = planGovUserActivity(population, { ...options, seed: 8 }, 3)
    expect(other).not.toEqual(plans[3])
  })

  it("views only storefronts the user may see: published, VISION-only ones by VISION users only", () => {
    for (const [i, plan] of plans.entries()) {
      const ids = new Set(plan.views.map((view) => view.listingId))
      expect(ids.has("s1")).toBe(false)
      if (!population.govUsers[i]!.visionLinked) expect(ids.has("s2")).toBe(false)
    }
    expect(plans.some((plan) => plan.views.some((view) => view.listingId === "s2"))).toBe(true)
  })

  it("has no company write first to a user who turned message requests off", () => {
    const off = plans.filter((plan) => !plan.allowsRequests)
    expect(off.length).toBeGreaterThan(20)
    for (const plan of off) expect(plan.threads.filter((t) => t.startedBy === "account")).toEqual([])
    expect(plans.some((plan) => plan.threads.some((t) => t.startedBy === "account"))).toBe(true)
  })

  it("answers only threads whose company has a user; one thread per pair; nothing after now", () => {
    const threads = plans.flatMap((plan) => plan.threads)
    for (const thread of threads) {
      if (thread.companyUserId === null) expect(thread.lines.map((l) => l.side)).toEqual(["gov"])
      expect(thread.lines[0]!.side).toBe(thread.startedBy)
    }
    for (const plan of plans) {
      expect(new Set(plan.threads.map((t) => t.accountId)).size).toBe(plan.threads.length)
      const times = [
        ...plan.signIns,
        ...plan.views.map((v) => v.at),
        ...plan.threads.flatMap((t) => t.lines.map((l) => l.at)),
      ]
      for (const at of times) expect(at.getTime()).toBeLessThanOrEqual(until.getTime() + 20 * 60 * 1000)
    }
    const answered = threads.filter((t) => t.lines.length > 1).length
    expect(answered / threads.length).toBeGreaterThan(0.3)
    expect(answered).toBeLessThan(threads.length)
  })

  it("signs in last no earlier than their latest sign-in so far: the active mark only moves forward", () => {
    for (const [i, plan] of plans.entries()) {
      const latest = population.govUsers[i]!.lastSignInAt
      if (latest) expect(plan.signIns.at(-1)!.getTime()).toBeGreaterThanOrEqual(latest.getTime())
    }
  })

  it("spreads sign-ins over the twelve months, never before sign-up", () => {
    const months = new Set(plans.flatMap((plan) => plan.signIns.map((at) => at.toISOString().slice(0, 7))))
    expect(months.size).toBeGreaterThanOrEqual(12)
    for (const [i, plan] of plans.entries())
      for (const at of plan.signIns)
        expect(at.getTime()).toBeGreaterThanOrEqual(population.govUsers[i]!.registeredAt.getTime())
  })
})
