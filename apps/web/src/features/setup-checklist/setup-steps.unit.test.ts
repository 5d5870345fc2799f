import type { ListingView } from "@ignite/contracts"
import { describe, expect, it } from "vitest"
import { aListing } from "../../test-support/listing-fixtures"
import { setupStepsDone } from "./setup-steps"

/** A storefront as the claim leaves it: the registry's name and address, nothing of the owners'. */
const claimed: ListingView = aListing({ isPublished: false, tagLine: null, website: null, yearFounded: null })

const filledIn: ListingView = {
  ...claimed,
  tagLine: "Robots for tanks",
  website: "https://acme.example",
  yearFounded: 2012,
  logo: { path: "/files/logos/acme.jpg" },
  pointOfContactId: "u-1",
}

describe("setupStepsDone", () => {
  it("has nothing done for a storefront just claimed by its only member", () => {
    expect(setupStepsDone({ listing: claimed, people: 1 })).toEqual({
      storefront: false,
      capabilityStatement: false,
      invite: false,
      publish: false,
    })
  })

  it("ticks the storefront once every field of the owners is there, whatever the statement", () => {
    expect(setupStepsDone({ listing: filledIn, people: 1 }).storefront).toBe(true)
    for (const missing of ["tagLine", "website", "yearFounded", "logo", "pointOfContactId"] as const)
      expect(setupStepsDone({ listing: { ...filledIn, [missing]: null }, people: 1 }).storefront).toBe(false)
    expect(setupStepsDone({ listing: { ...filledIn, city: "" }, people: 1 }).storefront).toBe(false)
  })

  it("ticks the capability statement only when it has words, not an editor's empty paragraph", () => {
    const with_ = (capabilityStatement: string | null) =>
      setupStepsDone({ listing: { ...claimed, capabilityStatement }, people: 1 }).capabilityStatement
    expect(with_("<p>We build inspection robots for tanks, pipes and confined spaces.</p>")).toBe(true)
    expect(with_("<p> </p>")).toBe(false)
    expect(with_(null)).toBe(false)
  })

  it("ticks the invite once the account has anyone besides the owner, a pending invite too", () => {
    expect(setupStepsDone({ listing: claimed, people: 2 }).invite).toBe(true)
  })

  it("ticks publishing from the storefront's state, and nothing of the storefront without one", () => {
    expect(setupStepsDone({ listing: { ...claimed, isPublished: true }, people: 1 }).publish).toBe(true)
    expect(setupStepsDone({ listing: null, people: 3 })).toEqual({
      storefront: false,
      capabilityStatement: false,
      invite: true,
      publish: false,
    })
  })
})
