import { describe, expect, it } from "vitest"
import { canSeeListing } from "./visibility"

describe("who sees a storefront from the marketplace", () => {
  const listing = { accountId: "acc-1", isPublished: false }

  it("shows an unpublished storefront to its own account's members only", () => {
    expect(canSeeListing(listing, { accountId: "acc-1" })).toBe(true)
    expect(canSeeListing(listing, { accountId: "acc-2" })).toBe(false)
    expect(canSeeListing(listing, { accountId: null })).toBe(false)
    expect(canSeeListing(listing, {})).toBe(false)
  })

  it("shows a published storefront to every viewer", () => {
    expect(canSeeListing({ ...listing, isPublished: true }, {})).toBe(true)
  })
})
