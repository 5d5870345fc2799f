import {
  demoCompany,
  demoGovUsers,
  demoMarketplace,
  demoUsers,
  generatedCompany,
  generateGovUsers,
  showcaseCompanies,
} from "@ignite/demo"
import { describe, expect, it } from "vitest"
import { judgedCompanies, relevanceSet } from "./relevance-set"

// the demo's generated government users are the same people whatever day the demo is seeded
const generated = [...generateGovUsers({ ...demoGovUsers, until: new Date("2026-11-26T00:00:00Z") })]
const govEmails = new Set([
  ...demoUsers.filter((user) => user.roles.includes("gov" as never)).map((user) => user.email),
  ...generated.map((user) => user.email),
])
const visionEmails = new Set([
  "vision@ignite.local",
  ...generated.filter((user) => user.vision).map((user) => user.email),
])

/** The published storefronts of the demo by UEI: Acme, the showcase, the first generated companies. */
const publishedDemoStorefronts = new Map<string, { name: string; visionOnly: boolean }>([
  [demoCompany.uniqueEntityId, { name: demoCompany.name, visionOnly: false }],
  ...showcaseCompanies.map(
    (company) =>
      [company.uniqueEntityId, { name: company.name, visionOnly: company.visionOnly === true }] as const,
  ),
  ...Array.from({ length: demoMarketplace.published }, (_, index) => {
    const company = generatedCompany(demoMarketplace, index)
    return [company.uniqueEntityId, { name: company.name, visionOnly: false }] as const
  }),
])

describe("the matchmaking relevance set", () => {
  it("judges at least 30 distinct government users of the demo data", () => {
    expect(relevanceSet.length).toBeGreaterThanOrEqual(30)
    expect(new Set(relevanceSet.map((profile) => profile.email)).size).toBe(relevanceSet.length)
    for (const profile of relevanceSet) expect(govEmails, profile.email).toContain(profile.email)
  })

  it("gives each a clearly relevant company, each company once, every judgment with its reason", () => {
    for (const profile of relevanceSet) {
      expect(
        profile.expected.some((judgment) => judgment.grade === 2),
        profile.email,
      ).toBe(true)
      const companies = profile.expected.map((judgment) => judgment.company)
      expect(new Set(companies).size, profile.email).toBe(companies.length)
      for (const judgment of profile.expected) expect(judgment.reason.length).toBeGreaterThan(10)
    }
  })

  it("names only published demo storefronts, by their UEI and name", () => {
    for (const company of Object.values(judgedCompanies))
      expect(publishedDemoStorefronts.get(company.uniqueEntityId)).toEqual({
        name: company.name,
        visionOnly: "visionOnly" in company && company.visionOnly,
      })
  })

  it("expects a VISION-only storefront only for users linked to VISION", () => {
    for (const profile of relevanceSet)
      for (const judgment of profile.expected) {
        const company = judgedCompanies[judgment.company]
        if ("visionOnly" in company && company.visionOnly)
          expect(visionEmails, `${profile.email}: ${company.name}`).toContain(profile.email)
      }
  })
})
