import { describe, expect, it } from "vitest"
import { canSeeListing } from "./visibility"

describe("who sees a storefront from the marketplace", () => {
  const listing = { accountId: "acc-1", isPublished: false, isOnlyVisionVisible: false }

  it("shows an unpublished storefront to its own account's members only", () => {
    expect(canSeeListing(listing, { accountId: "acc-1" })).toBe(true)
    expect(canSeeListing(listing, { accountId: "acc-2" })).toBe(false)
    expect(canSeeListing(listing, { accountId: null })).toBe(false)
    expect(canSeeListing(listing, {})).toBe(false)
  })

  it("shows a published storefront to every viewer", () => {
    expect(canSeeListing({ ...listing, isPublished: true }, {})).toBe(true)
  })

  it("shows a VISION-only storefront to VISION-linked government users and its owners only", () => {
    const visionOnly = { ...listing, isPublished: true, isOnlyVisionVisible: true }
    expect(canSeeListing(visionOnly, { visionLinked: true })).toBe(true)
    expect(canSeeListing(visionOnly, { visionLinked: false })).toBe(false)
    expect(canSeeListing(visionOnly, { accountId: "acc-2" })).toBe(false)
    expect(canSeeListing(visionOnly, { accountId: "acc-1" })).toBe(true)
    expect(canSeeListing({ ...visionOnly, isPublished: false }, { visionLinked: true })).toBe(false)
  })
})
