import { describe, expect, it } from "vitest"
import { locationLine, technologySummary, timeZoneLabel } from "./gov-user-view"

describe("the government user view's formatting", () => {
  it("shows time zones with spaces and the known parts of the location", () => {
    expect(timeZoneLabel("America/New_York")).toBe("America/New York")
    expect(timeZoneLabel(null)).toBeNull()
    const place = { city: "Dayton", stateOrProvince: null, country: "US" }
    expect(locationLine(place as never)).toBe("Dayton, US")
    expect(locationLine({ city: null, stateOrProvince: null, country: null } as never)).toBeNull()
  })

  it("names the first technology type and counts the others", () => {
    const type = (name: string) => ({ id: name, name })
    expect(technologySummary([])).toBeNull()
    expect(technologySummary([type("AI")])).toBe("AI")
    expect(technologySummary([type("AI"), type("Cyber")])).toBe("AI and 1 other")
    expect(technologySummary([type("AI"), type("Cyber"), type("Space")])).toBe("AI and 2 others")
  })
})
