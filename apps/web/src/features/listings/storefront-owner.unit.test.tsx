// @vitest-environment happy-dom
import type { ListingView, PointOfContact } from "@ignite/contracts"
import { listingMessages } from "@ignite/contracts/texts"
import { act } from "react"
import { describe, expect, it } from "vitest"
import { buttonNamed, renderApp, signInAs } from "../../test-support/app-harness"
import { setUpGatewayMock } from "../../test-support/gateway-mock"
import {
  aListing,
  answerOwnListing,
  govViewer,
  listingId,
  listingOwner,
} from "../../test-support/listing-fixtures"
import { waitFor } from "../../test-support/render"

const gateway = setUpGatewayMock()

const listing = aListing({
  capabilityStatement: "<p>We build <strong>inspection robots</strong> for tanks and pipes.</p>",
  pointOfContactId: "owner-1",
  naicsCodes: [{ id: "541715", code: "541715", name: "Research and Development" }],
  technologyTypes: [{ id: "1", name: "Robotics" }],
  socialMediaAccounts: [
    { id: "s1", socialMediaTypeId: "2", socialMediaTypeName: "LinkedIn", identifier: "acme" },
  ],
  views: 3,
})

const contact: PointOfContact = {
  id: "owner-1",
  firstName: "Ada",
  lastName: "Owner",
  headshot: null,
  title: "Chief Engineer",
  email: "ada@acme.example",
  cellPhone: "555-0100",
  workPhone: "555-0101",
  workPhoneExt: "12",
  socialMediaAccounts: [],
}

const dialog = () => document.querySelector<HTMLElement>("[role='dialog']")
const notices = () =>
  [...document.querySelectorAll("[role='alert']")].map((alert) => alert.textContent).join(" | ")
const visionSwitch = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLInputElement>("input[type='checkbox']")].find((input) =>
    input.closest("label, .mantine-Switch-root")?.textContent?.includes("VISION users only"),
  )!

const openAsOwner = async (view: ListingView = listing) => {
  signInAs(gateway, listingOwner)
  answerOwnListing(gateway, view)
  gateway.answers.set("listings.pointOfContact", { data: contact })
  return renderApp(`/ignite/listings/${listingId}`)
}

describe("the owner's storefront", () => {
  it("shows the owners' words: tag line, social accounts, capability statement, focuses and the contact", async () => {
    const { container } = await openAsOwner()
    await waitFor(() => expect(container.textContent).toContain("Ada Owner"))
    const text = container.textContent ?? ""
    for (const expected of [
      "Robots for hard places",
      "LinkedIn: acme",
      "Chief Engineer",
      "ada@acme.example",
      "Work: 555-0101 ext. 12",
      "541715 - Research and Development",
      "Robotics",
    ])
      expect(text).toContain(expected)
    expect(container.querySelector("[data-testid='capability-statement'] strong")?.textContent).toBe(
      "inspection robots",
    )
    expect(gateway.callsOf("listings.pointOfContact").map((call) => call.input)).toEqual([{ listingId }])
    const edit = [...container.querySelectorAll("a")].find((a) => a.textContent === "Edit")
    expect(edit?.getAttribute("href")).toBe(`/storefront/${listingId}/edit`)
  })

  it("says 'Error loading data' when the contact cannot be read for another reason", async () => {
    gateway.answers.set("listings.pointOfContact", { status: 400, error: "BadRequest" })
    signInAs(gateway, listingOwner)
    answerOwnListing(gateway, listing)
    const { container } = await renderApp(`/ignite/listings/${listingId}`)
    await waitFor(() => expect(container.textContent).toContain(listingMessages.pointOfContactLoadFailed))
  })

  it("makes the listing VISION-only after the confirmation, says so, and shows the new visibility", async () => {
    const { container } = await openAsOwner()
    await waitFor(() => expect(container.textContent).toContain("Visible to all government users"))
    gateway.answers.set("listings.setVisionOnly", { data: { ...listing, isOnlyVisionVisible: true } })
    await act(async () => visionSwitch(container).click())
    await waitFor(() => expect(dialog()?.textContent).toContain("VISION users only?"))
    expect(gateway.callsOf("listings.setVisionOnly")).toEqual([])
    await act(async () => buttonNamed(dialog()!, "VISION users only").click())
    await waitFor(() => expect(notices()).toContain(listingMessages.visibleToVisionOnly))
    expect(gateway.callsOf("listings.setVisionOnly").map((call) => call.input)).toEqual([
      { listingId, isOnlyVisionVisible: true },
    ])
    await waitFor(() => expect(container.textContent).toContain("Visible to VISION users only"))
    expect(visionSwitch(container).checked).toBe(true)
  })

  it("changes nothing when the confirmation is cancelled, and says the spec's text on failure", async () => {
    const { container } = await openAsOwner({ ...listing, isOnlyVisionVisible: true })
    await waitFor(() => expect(container.textContent).toContain("Visible to VISION users only"))
    await act(async () => visionSwitch(container).click())
    await waitFor(() => expect(dialog()?.textContent).toContain("all government users?"))
    await act(async () => buttonNamed(dialog()!, "Cancel").click())
    expect(gateway.callsOf("listings.setVisionOnly")).toEqual([])
    expect(visionSwitch(container).checked).toBe(true)

    gateway.answers.set("listings.setVisionOnly", { status: 500, error: "InternalError" })
    await act(async () => visionSwitch(container).click())
    await waitFor(() => expect(dialog()?.textContent).toContain("all government users?"))
    await act(async () => buttonNamed(dialog()!, "All government users").click())
    await waitFor(() => expect(notices()).toContain("Failed to change listing visibility. Please try again"))
    expect(container.textContent).toContain("Visible to VISION users only")
  })

  it("names a missing contact without asking when the listing names none", async () => {
    const { container } = await openAsOwner({ ...listing, pointOfContactId: null })
    await waitFor(() => expect(container.textContent).toContain("No Point of Contact Data"))
    expect(gateway.callsOf("listings.pointOfContact")).toEqual([])
  })

  it("reads the contact from the marketplace side for other viewers, and names one who left", async () => {
    signInAs(gateway, govViewer)
    gateway.answers.set("connect.listing", { data: listing })
    gateway.answers.set("connect.pointOfContact", {
      status: 404,
      error: "NoUserPointOfContact",
      message: "No Point of Contact Data",
    })
    const { container } = await renderApp(`/ignite/listings/${listingId}`)
    await waitFor(() => expect(container.textContent).toContain("No Point of Contact Data"))
    expect(gateway.callsOf("listings.pointOfContact")).toEqual([])
    expect(container.textContent).not.toContain("VISION users only")
  })
})
