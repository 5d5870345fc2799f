// @vitest-environment happy-dom
import type { CurrentUser, ListingArtifact, StorefrontSnapshot } from "@ignite/contracts"
import { act } from "react"
import { describe, expect, it } from "vitest"
import {
  buttonNamed,
  eventually,
  inputLabelled,
  renderApp,
  signInAs,
  testUser,
} from "../../test-support/app-harness"
import { type ProcedureOutput, setUpGatewayMock } from "../../test-support/gateway-mock"
import { aListing, listingId } from "../../test-support/listing-fixtures"
import { waitFor } from "../../test-support/render"

const gateway = setUpGatewayMock()

const auditor: CurrentUser = { ...testUser, id: "auditor-1", userRoles: ["auditor"], govUserSetting: null }
const asOf = "2026-03-01T12:00:00.000Z"

const anArtifact = (id: string, kind: ListingArtifact["kind"], name: string, description: string) => ({
  id,
  listingId,
  kind,
  name,
  description,
  url: null,
  logo: null,
  startDate: null,
  endDate: null,
  listingArtifactAttachments: [],
  listingArtifactLinks: [],
  listingArtifactTechnologyTypes: [],
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
})
const survey = anArtifact("s-1", "service", "Wetland survey", "On foot")
const drone = anArtifact("p-1", "product", "Heron drone", "Flies low")
const census = anArtifact("u-1", "use_case", "Marsh census", "Counted herons")

const snapshot = (overrides: Partial<StorefrontSnapshot>): StorefrontSnapshot => ({
  at: asOf,
  version: 4,
  audience: "everyone",
  listing: aListing(),
  services: [],
  products: [],
  useCases: [],
  awards: [],
  hidden: [],
  ...overrides,
})

const answer: ProcedureOutput<"audit.storefrontAsOf"> = {
  listingId,
  asOf: snapshot({
    listing: aListing({
      tagLine: "Herons, first draft",
      capabilityStatement: "<p>We <strong>wade</strong>.</p>",
    }),
    services: [survey],
    useCases: [census],
  }),
  today: snapshot({
    at: "2026-06-01T00:00:00.000Z",
    version: 7,
    listing: aListing({
      tagLine: "Herons, as they are today",
      capabilityStatement: "<p>We <strong>wade</strong>.</p>",
    }),
    services: [{ ...survey, description: "With sonar" }],
    products: [drone],
    hidden: [{ awardId: "a-1", subject: "acct-1", fields: ["piName"], state: "masked" }],
  }),
  differences: {
    fields: ["tagLine"],
    items: [
      { kind: "service", id: "s-1", name: "Wetland survey", change: "changed", fields: ["description"] },
      { kind: "product", id: "p-1", name: "Heron drone", change: "added", fields: [] },
      { kind: "use_case", id: "u-1", name: "Marsh census", change: "removed", fields: [] },
    ],
  },
}

const openAs = async (user: CurrentUser, path: string) => {
  signInAs(gateway, user)
  return renderApp(path)
}
const rowOf = (container: HTMLElement, label: string) =>
  [...container.querySelectorAll("tbody tr")].find((row) =>
    row.querySelector("th")?.textContent?.startsWith(label),
  )
const tableNamed = (container: HTMLElement, caption: RegExp) =>
  [...container.querySelectorAll("table")].find((table) => caption.test(table.caption?.textContent ?? ""))!

describe("/audit/listings/$listingId/storefront, the storefront as government users saw it", () => {
  it("asks for the address's moment and shows the storefront then beside today's, what differs marked", async () => {
    gateway.answers.set("audit.storefrontAsOf", { data: answer })
    const { container } = await openAs(auditor, `/audit/listings/${listingId}/storefront?asOf=${asOf}`)
    await waitFor(() => expect(container.querySelector("caption")?.textContent).toContain("1 field differs"))
    expect(gateway.inputsOf("audit.storefrontAsOf")).toEqual([{ listingId, asOf }])

    const tagLine = rowOf(container, "Tag line")!
    expect(tagLine.textContent).toContain("differs")
    const [then, today] = [...tagLine.querySelectorAll("td")].map((cell) => cell.textContent)
    expect([then, today]).toEqual(["Herons, first draft", "Herons, as they are today"])
    expect(rowOf(container, "Name")!.textContent).not.toContain("differs")
    // rich text read as its words, never rendered
    expect(rowOf(container, "Statement of Capabilities")!.querySelector("strong")).toBeNull()
    expect(rowOf(container, "Statement of Capabilities")!.textContent).toContain("We wade.")
    expect(rowOf(container, "Seen by")!.textContent).toContain("Published: every government user saw it")

    const services = tableNamed(container, /^Services: 0 added, 0 removed, 1 changed since$/)
    expect(services.querySelector("tbody tr")?.getAttribute("data-change")).toBe("changed")
    expect(services.querySelector("tbody tr")?.textContent).toContain("On foot")
    expect(services.querySelector("tbody tr")?.textContent).toContain("With sonar")
    expect(services.querySelector("tbody tr")?.textContent).toContain("description")
    const products = tableNamed(container, /^Products: 1 added/)
    expect(products.querySelector("tbody tr")?.textContent).toContain("Not there")
    expect(products.querySelector("tbody tr")?.textContent).toContain("Added since")
    const useCases = tableNamed(container, /^Use Cases: 0 added, 1 removed/)
    expect(useCases.querySelector("tbody tr")?.textContent).toContain("Removed since")
    expect(container.textContent).toContain("None then, none today.")
    // the award whose investigator is hidden links to its history, where it is revealed
    expect(container.querySelector("a[href='/audit/streams/award-a-1']")).not.toBeNull()
  })

  it("says when government users saw nothing then", async () => {
    gateway.answers.set("audit.storefrontAsOf", {
      data: {
        ...answer,
        asOf: snapshot({ audience: "unpublished", listing: null, version: 1 }),
        differences: { fields: ["audience", "name"], items: [] },
      },
    })
    const { container } = await openAs(auditor, `/audit/listings/${listingId}/storefront?asOf=${asOf}`)
    await waitFor(() => expect(rowOf(container, "Seen by")).toBeDefined())
    const seenBy = rowOf(container, "Seen by")!
    expect(seenBy.textContent).toContain("differs")
    expect(seenBy.textContent).toContain("Unpublished: no government user saw it")
    expect(rowOf(container, "Name")!.querySelector("td")?.textContent).toBe("Not shown")
  })

  it("asks for a moment first, then keeps it in the address", async () => {
    gateway.answers.set("audit.storefrontAsOf", { data: answer })
    const { container, router } = await openAs(auditor, `/audit/listings/${listingId}/storefront`)
    await waitFor(() => expect(container.textContent).toContain("Choose a moment"))
    expect(gateway.inputsOf("audit.storefrontAsOf")).toEqual([])
    const field = inputLabelled(container, "As of")
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set
    await act(async () => {
      setter?.call(field, "2026-03-01T09:30")
      field.dispatchEvent(new Event("input", { bubbles: true }))
    })
    await act(async () => buttonNamed(container, "Show").click())
    const moment = new Date(2026, 2, 1, 9, 30).toISOString()
    await eventually(() => expect(router.state.location.search).toEqual({ asOf: moment }))
    await eventually(() =>
      expect(gateway.inputsOf("audit.storefrontAsOf")).toEqual([{ listingId, asOf: moment }]),
    )
  })

  it("is linked from a listing's timeline, at the timeline's moment", async () => {
    gateway.answers.set("audit.stream", {
      data: { streamId: `listing-${listingId}`, streamType: "listing", entries: [], state: {}, asOf: null },
    })
    const { container } = await openAs(auditor, `/audit/streams/listing-${listingId}?asOf=${asOf}`)
    const link = () =>
      [...container.querySelectorAll("a")].find(
        (a) => a.textContent === "Storefront as government users saw it",
      )
    await eventually(() => expect(link()).toBeDefined())
    expect(link()!.getAttribute("href")).toBe(
      `/audit/listings/${listingId}/storefront?asOf=${encodeURIComponent(asOf)}`,
    )
  })
})
