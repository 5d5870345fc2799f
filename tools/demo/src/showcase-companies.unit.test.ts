import { naicsCodes } from "@ignite/contracts/naics"
import { describe, expect, it } from "vitest"
import { showcaseCompanies } from "./showcase-companies"

describe("the showcase companies", () => {
  it("name NAICS codes of the edition the app offers, so search and listings name them", () => {
    const edition = new Set(naicsCodes.map((code) => code.id))
    const stored = showcaseCompanies.flatMap((company) => company.profile.naicsCodeIds ?? [])
    expect(stored.length).toBeGreaterThan(0)
    expect(stored.filter((id) => !edition.has(id))).toEqual([])
  })
})
