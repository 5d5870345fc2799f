import { emailAllowedBy } from "@ignite/contracts"
import { deciderSpec, fixedContext } from "@ignite/platform"
import { describe, expect, it } from "vitest"
import { govEmailAllowListDecider } from "./email-allow-list.decide"

const now = new Date("2026-03-01T12:00:00.000Z")
const spec = deciderSpec(govEmailAllowListDecider, fixedContext(now))
const at = now.toISOString()

describe("government email allow list decider", () => {
  it("starts from .mil, .gov and ignite.local", () => {
    expect(govEmailAllowListDecider.initialState.entries).toEqual([".mil", ".gov", "ignite.local"])
  })

  it("adds a domain or an address once, normalized; refuses what is neither", () => {
    spec
      .given([])
      .when({ type: "AddEntry", entry: " Agency.ORG ", actorId: "admin-1" })
      .thenEvents([
        { type: "GovEmailAllowEntryAdded", data: { entry: "agency.org", addedBy: "admin-1", at } },
      ])
    spec
      .given([{ type: "GovEmailAllowEntryAdded", data: { entry: "agency.org", addedBy: "admin-1", at } }])
      .when({ type: "AddEntry", entry: "agency.org", actorId: "admin-1" })
      .thenFails("Conflict", "This entry is already on the allow list.")
    spec
      .given([])
      .when({ type: "AddEntry", entry: "not a domain", actorId: "a" })
      .thenFails("ValidationFailed")
    spec.given([]).when({ type: "AddEntry", entry: "x", actorId: "a" }).thenFails("ValidationFailed")
    spec
      .given([])
      .when({ type: "AddEntry", entry: "pat@contractor.com", actorId: "a" })
      .thenEvents([
        { type: "GovEmailAllowEntryAdded", data: { entry: "pat@contractor.com", addedBy: "a", at } },
      ])
  })

  it("removes what is there, a default included; NotFound otherwise", () => {
    spec
      .given([])
      .when({ type: "RemoveEntry", entry: "ignite.local", actorId: "a" })
      .thenState((state) => expect(state.entries).toEqual([".mil", ".gov"]))
    spec.given([]).when({ type: "RemoveEntry", entry: "nowhere.org", actorId: "a" }).thenFails("NotFound")
  })

  it("matches addresses exactly, domains and their subdomains, and suffixes", () => {
    const entries = [".mil", "ignite.local", "pat@contractor.com"]
    expect(emailAllowedBy(entries, "a@army.mil")).toBe(true)
    expect(emailAllowedBy(entries, "a@mail.army.mil")).toBe(true)
    expect(emailAllowedBy(entries, "a@milk.com")).toBe(false)
    expect(emailAllowedBy(entries, "gov@ignite.local")).toBe(true)
    expect(emailAllowedBy(entries, "a@x.ignite.local")).toBe(true)
    expect(emailAllowedBy(entries, "a@notignite.local")).toBe(false)
    expect(emailAllowedBy(entries, "PAT@contractor.com")).toBe(true)
    expect(emailAllowedBy(entries, "sam@contractor.com")).toBe(false)
  })
})
