import type { ListingSearchPage } from "@ignite/contracts"
import { demoPassword } from "@ignite/demo"
import { driverName } from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "../testing/test-app"

/**
 * The search over the demo marketplace, as a government user types into it: for each query, the storefront
 * a person would expect is among the first three. A change to ranking, stemming or typo handling that
 * makes search worse fails here. (The showcase storefronts are tools/demo/src/showcase-companies.ts.)
 */
const expectations: ReadonlyArray<readonly [string, Record<string, string>, string]> = [
  ["a plural", { searchListings: "drones" }, "Skyhawk Unmanned Systems"],
  ["an acronym", { searchListings: "UAS" }, "Skyhawk Unmanned Systems"],
  ["a typo", { searchListings: "quadcoptr" }, "Skyhawk Unmanned Systems"],
  ["a misspelt company name", { searchListings: "Skyhawk Unmaned" }, "Skyhawk Unmanned Systems"],
  ["a term only a product mentions", { searchListings: "Kestrel" }, "Skyhawk Unmanned Systems"],
  ["a term only a use case mentions", { searchListings: "levee seepage" }, "Skyhawk Unmanned Systems"],
  ["a term only a service mentions", { searchListings: "photogrammetry" }, "Skyhawk Unmanned Systems"],
  ["a phrase", { searchListings: '"zero trust"' }, "Bastion Cyber Defense"],
  ["two words", { searchListings: "penetration testing" }, "Bastion Cyber Defense"],
  ["an acronym of a standard", { searchListings: "CMMC" }, "Bastion Cyber Defense"],
  ["a term only an award mentions", { searchListings: "lattice encapsulation" }, "Bastion Cyber Defense"],
  ["a hyphenated term", { searchListings: "post-quantum" }, "Bastion Cyber Defense"],
  ["a plural of the capability", { searchListings: "vaccines" }, "Verdant Biologics"],
  ["a disease only an award names", { searchListings: "Lassa" }, "Verdant Biologics"],
  ["a product name", { searchListings: "FieldSeq" }, "Verdant Biologics"],
  ["a misspelling", { searchListings: "hemorrhagic fevr" }, "Verdant Biologics"],
  ["a material", { searchListings: "ceramics" }, "Tempered Materials"],
  ["a material only a product names", { searchListings: "hafnium" }, "Tempered Materials"],
  ["a prefix", { searchListings: "hyperson leading edge" }, "Tempered Materials"],
  ["a process", { searchListings: "additive manufacturing" }, "Tempered Materials"],
  ["a capability", { searchListings: "predictive maintenance" }, "Cognita Analytics"],
  ["a misspelt field", { searchListings: "machine lerning" }, "Cognita Analytics"],
  ["an award's subject", { searchListings: "explainable target recognition" }, "Cognita Analytics"],
  ["a company's own product", { searchListings: "TankCrawler" }, "Acme Robotics"],
  ["a services panel", { searchServices: "inspection" }, "Skyhawk Unmanned Systems"],
  ["a products panel", { searchProducts: "intrusion detection" }, "Bastion Cyber Defense"],
  ["an awards panel", { searchAwards: "passive RF" }, "Skyhawk Unmanned Systems"],
  ["an awards panel with a phase", { searchAwards: "vaccine", awardPhase: "Phase I" }, "Verdant Biologics"],
  ["a use cases panel", { searchUseCases: "nose tip" }, "Tempered Materials"],
  ["a state and a field", { searchListings: "cyber", listingState: "VA" }, "Bastion Cyber Defense"],
]

describe(`search relevance over the demo marketplace on ${driverName()}`, () => {
  let app: TestApp
  const tokens = { gov: "", vision: "" }

  beforeAll(async () => {
    app = await startTestApp({ DEMO_DATA: "true" })
    await app.services.platform.projections.drain("listing_search")
    for (const [who, email] of [
      ["gov", "gov@ignite.local"],
      ["vision", "vision@ignite.local"],
    ] as const) {
      const signIn = await app.request("/api/v1/users/sign_in", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ user: { email, password: demoPassword } }),
      })
      tokens[who] = signIn.headers.get("authorization")!.slice(7)
    }
    // the whole demo marketplace: most of a minute on PGlite alone, more beside other suites
  }, 240_000)
  afterAll(() => app?.close())

  const topThree = async (query: Record<string, string>, token = tokens.gov) => {
    const response = await app.request(`/api/v1/connect/listings?${new URLSearchParams(query)}`, { token })
    expect(response.status).toBe(200)
    return ((await response.json()) as ListingSearchPage).data.slice(0, 3).map((hit) => hit.name)
  }

  it.each(expectations)(
    "finds the expected storefront in the top three for %s: %j",
    async (_, query, expected) => {
      expect(await topThree(query)).toContain(expected)
    },
  )

  it("finds the VISION-only storefront for VISION users only", async () => {
    const query = { searchListings: "laser communications" }
    expect(await topThree(query, tokens.vision)).toContain("Lumen Orbital")
    expect(await topThree(query)).not.toContain("Lumen Orbital")
  })
})
