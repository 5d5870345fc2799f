import { describe, expect, it } from "vitest"
import { statementQuery } from "./statement-query"

describe("the baseline's search text", () => {
  it("ORs the statement's words without markup, stop words and short words, each once", () => {
    expect(
      statementQuery(
        "<p>My office is looking for partners in <strong>Sensors</strong>: low-cost infrared sensors for counter-UAS.</p>",
      ),
    ).toBe("office or looking or partners or sensors or low-cost or infrared or counter-uas")
  })

  it("keeps short words with a digit, and stops before the box's 200 characters", () => {
    expect(statementQuery("<p>Resilient 5G and mesh networking</p>")).toBe(
      "resilient or 5g or mesh or networking",
    )
    const long = statementQuery(Array.from({ length: 80 }, (_, i) => `word${i}`).join(" "))
    expect(long.length).toBeLessThanOrEqual(200)
    expect(long.startsWith("word0 or word1 or")).toBe(true)
  })
})
