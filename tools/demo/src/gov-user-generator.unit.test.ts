import { linesOfEffortLimits } from "@ignite/contracts"
import { govUserOrganizations, technologyTypes } from "@ignite/contracts/reference"
import { govProfileDecider } from "@ignite/domain-govusers"
import { fixedContext } from "@ignite/platform"
import { describe, expect, it } from "vitest"
import { generatedGovUser, generateGovUsers } from "./gov-user-generator"

const options = {
  count: 2_000,
  seed: 7,
  months: 12,
  until: new Date("2026-11-23T12:00:00Z"),
  emailTag: "g7n",
}

describe("the government user generator", () => {
  it("gives the same people for the same seed and others for another", () => {
    expect(generatedGovUser(options, 41)).toEqual(generatedGovUser(options, 41))
    expect(generatedGovUser({ ...options, seed: 8 }, 41).email).not.toBe(generatedGovUser(options, 41).email)
  })

  it("makes unique addresses and profiles the government profile rules accept", () => {
    const users = [...generateGovUsers(options)]
    expect(new Set(users.map((user) => user.email)).size).toBe(users.length)
    const command = (user: (typeof users)[number]) => ({
      type: "SaveProfile" as const,
      userId: "gov-1",
      profile: user.profile,
      knownOrganizationIds: new Set(govUserOrganizations.map((organization) => organization.id)),
      knownTechnologyTypeIds: new Set(technologyTypes.map((type) => type.id)),
    })
    const ctx = fixedContext(options.until)()
    for (const user of users.slice(0, 200)) {
      expect(user.email).toMatch(/^[a-z.]+\.g7n\d+@[a-z.]+\.(mil|gov)$/)
      for (const line of user.profile.linesOfEffort!)
        expect(line.details!.length).toBeLessThanOrEqual(linesOfEffortLimits.maxLength)
      // the decider sign-up runs: an AppError would list the broken rules
      const decided = govProfileDecider.decide(command(user), govProfileDecider.initialState, ctx)
      expect(Array.isArray(decided) ? decided.map((event) => event.type) : decided).toEqual([
        "GovProfileSaved",
      ])
    }
  })

  it("dates sign-ups within the months asked, and visits in order between sign-up and now", () => {
    const earliest = options.until.getTime() - 12 * 30 * 24 * 60 * 60 * 1000
    const users = [...generateGovUsers({ ...options, count: 300 })]
    for (const user of users) {
      expect(user.registeredAt.getTime()).toBeGreaterThanOrEqual(earliest)
      expect(user.lastSignInAt.getTime()).toBeGreaterThanOrEqual(user.registeredAt.getTime())
      expect(user.lastSignInAt.getTime()).toBeLessThanOrEqual(options.until.getTime())
    }
    // visits: in order, after sign-up, the last one the latest sign-in; those who never came back have none
    for (const user of users) {
      const times = user.visits.map((visit) => visit.getTime())
      expect(times).toEqual([...times].sort((a, b) => a - b))
      expect(times.every((time) => time >= user.registeredAt.getTime())).toBe(true)
      expect(times.at(-1) ?? user.registeredAt.getTime()).toBe(user.lastSignInAt.getTime())
      expect(times.length).toBeLessThanOrEqual(13)
    }
    const visitors = users.filter((user) => user.visits.length > 1)
    expect(visitors.length).toBeGreaterThan(users.length / 3)
    const vision = users.filter((user) => user.vision).length
    expect(vision).toBeGreaterThan(10)
    expect(vision).toBeLessThan(80)
  })
})
