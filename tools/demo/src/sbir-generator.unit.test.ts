import { isSbirRejection, readSbirFile, type SbirAward } from "@ignite/domain-awards"
import { describe, expect, it } from "vitest"
import { generateSbirCsv, type SbirGeneratorOptions } from "./sbir-generator"

const options: SbirGeneratorOptions = {
  companies: 40,
  awards: 300,
  seed: 7,
  months: 12,
  until: new Date("2026-11-01T00:00:00.000Z"),
  ueiPrefix: "GN",
  fixed: [
    {
      uniqueEntityId: "ACMERBTX0001",
      name: "Acme Robotics",
      contactEmail: "company@ignite.local",
      awards: 3,
    },
  ],
}

const text = async (o: SbirGeneratorOptions) => {
  let all = ""
  for await (const chunk of generateSbirCsv(o)) all += chunk
  return all
}

describe("the SBIR award file generator", () => {
  it("writes a file the importer reads without a single rejection: every company, every award, in range", async () => {
    const awards: SbirAward[] = []
    for await (const entry of readSbirFile(generateSbirCsv(options)))
      if (entry.kind === "row") {
        expect(isSbirRejection(entry.row)).toBe(false)
        awards.push(entry.row as SbirAward)
      }
    expect(awards).toHaveLength(303)
    expect(new Set(awards.map((a) => a.company.uniqueEntityId)).size).toBe(41)
    expect(new Set(awards.map((a) => a.sourceKey)).size).toBe(303)
    expect(awards.filter((a) => a.company.uniqueEntityId === "ACMERBTX0001")).toHaveLength(3)
    for (const award of awards) {
      expect(award.asOf >= "2025-11-01" && award.asOf <= "2026-11-01").toBe(true)
      expect(award.facts.awardAmount).toBeGreaterThan(0)
      expect(award.facts.awardAbstract?.length).toBeGreaterThan(20)
    }
    expect(new Set(awards.map((a) => a.facts.phase))).toEqual(new Set(["Phase I", "Phase II", "Phase III"]))
  })

  it("gives the same file for the same seed and another for another seed", async () => {
    expect(await text(options)).toBe(await text(options))
    expect(await text({ ...options, seed: 8 })).not.toBe(await text(options))
  })
})
