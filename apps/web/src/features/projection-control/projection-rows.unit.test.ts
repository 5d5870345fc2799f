import type { ProjectionLag } from "@ignite/contracts"
import { describe, expect, it } from "vitest"
import { buildProgress, canPause, isRebuilding, rowKey, secondsText } from "./projection-rows"

const live: ProjectionLag = {
  name: "listing_search",
  version: 3,
  status: "active",
  mode: "async",
  eventsBehind: 0,
  secondsBehind: 0,
  position: 900,
  paused: false,
}
const building: ProjectionLag = { ...live, status: "building", position: 250, eventsBehind: 400 }

describe("projection rows", () => {
  it("tells the live build and a rebuild of one projection apart", () => {
    expect(rowKey(live)).not.toBe(rowKey(building))
    expect(isRebuilding([live, building], "listing_search")).toBe(true)
    expect(isRebuilding([live], "listing_search")).toBe(false)
  })

  it("measures a rebuild's progress against the log's last position", () => {
    expect(buildProgress(building, 1000)).toBe(25)
    expect(buildProgress(building, 0)).toBe(0)
    expect(buildProgress(building, undefined)).toBe(0)
    expect(buildProgress({ ...building, position: 1200 }, 1000)).toBe(100)
    expect(buildProgress(live, 1000)).toBe(100)
  })

  it("pauses only live async projections", () => {
    expect(canPause(live)).toBe(true)
    expect(canPause({ ...live, mode: "inline" })).toBe(false)
    expect(canPause(building)).toBe(false)
  })

  it("reads seconds behind to the tenth under a minute", () => {
    expect(secondsText(0)).toBe("0.0")
    expect(secondsText(12.345)).toBe("12.3")
    expect(secondsText(4321.6)).toBe("4,322")
  })
})
