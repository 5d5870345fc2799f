import { describe, expect, it } from "vitest"
import {
  artifactContribution,
  difference,
  listingContribution,
  threadContribution,
  type UserFacts,
  userContribution,
} from "./analytics-contributions"

const gov: UserFacts = {
  role: "gov",
  registeredAt: "2026-01-10T12:00:00Z",
  organizationId: "4", // Air Force: DAF
  technologyTypeIds: ["3"],
  visionLinkedAt: null,
  logins: [
    { month: "2026-01", n: 2 },
    { month: "2026-02", n: 1 },
  ],
}

describe("what a fact row adds to the counters", () => {
  it("counts a government user on their side: registered, signed in, interested in their types", () => {
    expect(Object.fromEntries(userContribution(gov))).toEqual({
      "registered|gov-daf|2026-01": 1,
      "logins|gov-daf|2026-01": 2,
      "logins|gov-daf|2026-02": 1,
      "types|users|3": 1,
    })
  })

  it("moves a user's whole history when they leave the Air Force for another organisation", () => {
    const moved = difference(userContribution(gov), userContribution({ ...gov, organizationId: "18" }))
    expect(Object.fromEntries(moved)).toEqual({
      "registered|gov-daf|2026-01": -1,
      "registered|gov-other|2026-01": 1,
      "logins|gov-daf|2026-01": -2,
      "logins|gov-other|2026-01": 2,
      "logins|gov-daf|2026-02": -1,
      "logins|gov-other|2026-02": 1,
    })
  })

  it("counts nothing of a user whose side is not known yet, then all of it once the registration says", () => {
    const early = { ...gov, role: null, registeredAt: null }
    expect(userContribution(early).size).toBe(0)
    expect(Object.fromEntries(difference(userContribution(early), userContribution(gov)))).toEqual(
      Object.fromEntries(userContribution(gov)),
    )
    expect(userContribution({ ...gov, role: "admin" }).size).toBe(0)
  })

  it("dates a VISION link in the month both the registration and the link were there", () => {
    const linked = userContribution({ ...gov, visionLinkedAt: "2025-12-01T00:00:00Z" })
    expect(linked.get("vision|gov-daf|2026-01")).toBe(1)
    expect(linked.get("types|visionUsers|3")).toBe(1)
  })

  it("counts a storefront where it opened, as claimed when both were so, and its awards under its types", () => {
    const listing = {
      openedAt: "2025-12-20T00:00:00Z",
      claimedAt: "2026-02-03T00:00:00Z",
      technologyTypeIds: ["3", "6"],
      awardCount: 2,
    }
    expect(Object.fromEntries(listingContribution(listing))).toEqual({
      "opened||2025-12": 1,
      "claimed||2026-02": 1,
      "types|listings|3": 1,
      "types|awards|3": 2,
      "types|listings|6": 1,
      "types|awards|6": 2,
    })
    // an edit to type 6 only moves the listing and its awards off type 3
    expect(
      Object.fromEntries(
        difference(
          listingContribution(listing),
          listingContribution({ ...listing, technologyTypeIds: ["6"] }),
        ),
      ),
    ).toEqual({
      "types|listings|3": -1,
      "types|awards|3": -2,
    })
  })

  it("counts a live product under its types, and nothing once removed", () => {
    const product = { kind: "product", technologyTypeIds: ["3"], removed: false }
    expect(Object.fromEntries(artifactContribution(product))).toEqual({ "types|products|3": 1 })
    expect(artifactContribution({ ...product, removed: true }).size).toBe(0)
    expect(artifactContribution({ ...product, kind: "use_case" }).size).toBe(0)
  })

  it("makes a thread an active conversation from the month both sides have written, its account engaged", () => {
    const thread = {
      accountId: "a1",
      accountFirstAt: "2026-01-20T00:00:00Z",
      govFirstAt: null,
      months: [
        { month: "2026-01", messages: 1 },
        { month: "2026-02", messages: 3 },
      ],
    }
    expect(Object.fromEntries(threadContribution(thread))).toEqual({
      "messages||2026-01": 1,
      "messages||2026-02": 3,
    })
    expect(
      Object.fromEntries(
        difference(
          threadContribution(thread),
          threadContribution({ ...thread, govFirstAt: "2026-02-02T00:00:00Z" }),
        ),
      ),
    ).toEqual({ "active||2026-02": 1, "engaged||a1": 1 })
  })

  it("finds no difference between a row and itself: a redelivered event moves nothing", () => {
    expect(difference(userContribution(gov), userContribution(gov)).size).toBe(0)
  })
})
