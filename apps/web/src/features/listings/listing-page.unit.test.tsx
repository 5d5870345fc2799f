// @vitest-environment happy-dom
import type { Award, ListingView } from "@ignite/contracts"
import { listingErrors, listingMessages } from "@ignite/contracts/texts"
import { act } from "react"
import { describe, expect, it } from "vitest"
import {
  buttonNamed,
  eventually,
  inputLabelled,
  renderApp,
  signInAs,
  typeInto,
} from "../../test-support/app-harness"
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

const awardId = "22222222-2222-4222-8222-222222222222"

const listing = aListing({
  website: "acme.example",
  businessClassifications: [{ id: "1", name: "Small Business" }],
  tagLine: null,
  yearFounded: null,
  isPublished: false,
  lastProfileSync: "2026-01-05T15:30:00.000Z",
})

const award: Award = {
  id: awardId,
  listingId,
  awardTitle: "Lunar regolith drill",
  agency: "NASA",
  branch: null,
  program: "SBIR",
  phase: "Phase I",
  contractNumber: "NNX-3",
  agencyTrackingNumber: "NASA-3",
  solicitationNumber: null,
  topicCode: null,
  awardYear: 2024,
  awardAmount: 3000,
  state: null,
  contractAwardDate: "2024-02-01",
  contractStartDate: "2024-02-01",
  contractEndDate: null,
  productServiceCode: null,
  principleNaicsCode: null,
  piName: null,
  piTitle: null,
  piPhone: null,
  piEmail: null,
  researchInstitutionName: null,
  awardAbstract: "Drills the regolith.",
  anticipatedBenefits: null,
  createdAt: "2026-01-05T15:30:00.000Z",
  updatedAt: "2026-01-05T15:30:00.000Z",
}

const pagination = (count: number, page = 1, perPage = 10) => ({
  count,
  page,
  pages: Math.max(1, Math.ceil(count / perPage)),
  from: count === 0 ? 0 : (page - 1) * perPage + 1,
  to: Math.min(count, page * perPage),
  last: Math.max(1, Math.ceil(count / perPage)),
  series: [String(page)],
})

const openAsOwner = async (path = `/ignite/listings/${listingId}`, view: ListingView = listing) => {
  signInAs(gateway, listingOwner)
  answerOwnListing(gateway, view)
  return renderApp(path)
}

const openAsGov = async (path = `/ignite/listings/${listingId}`) => {
  signInAs(gateway, govViewer)
  gateway.answers.set("connect.listing", { data: { ...listing, isPublished: true } })
  gateway.answers.set("connect.awards", { data: { data: [award], pagination: pagination(1) } })
  gateway.answers.set("connect.award", { data: award })
  return renderApp(path)
}

const notices = () =>
  [...document.querySelectorAll("[role='alert']")].map((alert) => alert.textContent).join(" | ")

const tabNamed = (name: string) => {
  const tab = [...document.querySelectorAll<HTMLButtonElement>("[role='tab']")].find(
    (candidate) => candidate.textContent?.trim() === name,
  )
  if (!tab) throw new Error(`No tab "${name}"`)
  return tab
}

const dialog = () => document.querySelector<HTMLElement>("[role='dialog']")

describe("/ignite/listings/$id", () => {
  it("shows the owner their storefront from the owner API, with every card's empty text", async () => {
    const { container } = await openAsOwner()
    await waitFor(() => expect(container.textContent).toContain("Acme Robotics"))
    expect(gateway.callsOf("listings.get").map((call) => call.input)).toEqual([{ listingId }])
    expect(gateway.callsOf("connect.listing")).toEqual([])
    const text = container.textContent ?? ""
    for (const expected of [
      "Unpublished",
      "Not visible to government users",
      "1 Main St",
      "Dayton, OH, 45402",
      "ACME12345678",
      "Small Business",
      "No Links to Show",
      "No Point of Contact Data",
      "No statement of capabilities",
      "No Attachments to Show",
    ])
      expect(text).toContain(expected)
    expect(container.querySelector("a[href='https://acme.example']")?.textContent).toBe("acme.example")
    expect(container.querySelector(`header a[href='/ignite/listings/${listingId}']`)?.textContent).toBe(
      "My storefront",
    )
  })

  it("says 'Error loading data' in the Primary Contact card and notifies when the contact cannot be loaded", async () => {
    const contactId = "33333333-3333-4333-8333-333333333333"
    gateway.answers.set("listings.pointOfContact", { error: "InternalError", status: 500 })
    const { container } = await openAsOwner(undefined, { ...listing, pointOfContactId: contactId })
    await waitFor(() => expect(notices()).toContain(listingMessages.primaryContactLoadFailed))
    expect(container.textContent).toContain(listingMessages.pointOfContactLoadFailed)
    expect(document.querySelector("[role='alert']")?.getAttribute("data-severity")).toBe("danger")
  })

  it("says 'No Point of Contact Data' without a notification when the contact is no longer a user", async () => {
    const contactId = "33333333-3333-4333-8333-333333333333"
    gateway.answers.set("listings.pointOfContact", { error: "NoUserPointOfContact", status: 404 })
    const { container } = await openAsOwner(undefined, { ...listing, pointOfContactId: contactId })
    await waitFor(() => expect(gateway.callsOf("listings.pointOfContact")).toHaveLength(1))
    await waitFor(() => expect(container.textContent).toContain(listingMessages.noPointOfContact))
    expect(notices()).not.toContain(listingMessages.primaryContactLoadFailed)
  })

  it("shows the logo and the contact's headshot at the signed addresses the answers carry, as given", async () => {
    // stored files are served only at the signed, expiring address an answer gives (docs/architecture.md)
    const logo = "/files/logos/0b1c2d3e.jpg?expires=1767229200&signature=aB-c_9"
    const headshot = "/files/headshots/9f8e7d6c.jpg?expires=1767229200&signature=Zy_x-1"
    const contactId = "33333333-3333-4333-8333-333333333333"
    gateway.answers.set("listings.pointOfContact", {
      data: {
        id: contactId,
        firstName: "Pat",
        lastName: "Owner",
        headshot: { path: headshot },
        title: null,
        email: "pat@acme.example",
        cellPhone: null,
        workPhone: null,
        workPhoneExt: null,
        socialMediaAccounts: [],
      },
    })
    const { container } = await openAsOwner(undefined, {
      ...listing,
      logo: { path: logo },
      pointOfContactId: contactId,
    })
    await waitFor(() =>
      expect(container.querySelector("img[alt='Acme Robotics logo']")?.getAttribute("src")).toBe(logo),
    )
    await waitFor(() =>
      expect(container.querySelector("[data-testid='primary-contact'] img")?.getAttribute("src")).toBe(
        headshot,
      ),
    )
  })

  it("publishes after the confirmation, and says so", async () => {
    const { container } = await openAsOwner()
    await waitFor(() => expect(container.textContent).toContain("Unpublished"))
    gateway.answers.set("listings.publish", { data: { ...listing, isPublished: true } })
    await act(async () => buttonNamed(container, "Publish").click())
    await waitFor(() => expect(dialog()?.textContent).toContain("Government users will be able to see it."))
    expect(gateway.callsOf("listings.publish")).toEqual([])
    await act(async () => buttonNamed(dialog()!, "Publish").click())
    await waitFor(() => expect(notices()).toContain(listingMessages.published))
    expect(gateway.callsOf("listings.publish").map((call) => call.input)).toEqual([{ listingId }])
    await waitFor(() => expect(container.textContent).toContain("Visible to all government users"))
    expect(buttonNamed(container, "Unpublish")).toBeDefined()
  })

  it("shows the server's reason when republishing is refused, and its own text for other failures", async () => {
    const { container } = await openAsOwner()
    await waitFor(() => expect(container.textContent).toContain("Unpublished"))
    gateway.answers.set("listings.publish", {
      status: 402,
      error: "PaymentRequired",
      message: listingErrors.PaymentRequired.message,
    })
    await act(async () => buttonNamed(container, "Publish").click())
    await waitFor(() => expect(dialog()).not.toBeNull())
    await act(async () => buttonNamed(dialog()!, "Publish").click())
    await waitFor(() => expect(notices()).toContain(listingErrors.PaymentRequired.message))
    expect(container.textContent).toContain("Unpublished")

    gateway.answers.set("listings.publish", { status: 500, error: "Internal" })
    await act(async () => buttonNamed(container, "Publish").click())
    await eventually(() => expect(dialog()?.textContent).toContain("Government users"))
    await act(async () => buttonNamed(dialog()!, "Publish").click())
    await waitFor(() => expect(notices()).toContain(listingMessages.publishFailed))
  })

  it("unpublishes a published storefront after the confirmation", async () => {
    const { container } = await openAsOwner(undefined, { ...listing, isPublished: true })
    await waitFor(() => expect(container.textContent).toContain("Visible to all government users"))
    gateway.answers.set("listings.unpublish", { data: listing })
    await act(async () => buttonNamed(container, "Unpublish").click())
    await waitFor(() => expect(dialog()).not.toBeNull())
    await act(async () => buttonNamed(dialog()!, "Unpublish").click())
    await waitFor(() => expect(notices()).toContain(listingMessages.unpublished))
    await waitFor(() => expect(container.textContent).toContain("Not visible to government users"))
  })

  it("reads someone else's listing from the marketplace API, without the owner's bar", async () => {
    const { container } = await openAsGov()
    await waitFor(() => expect(container.textContent).toContain("Acme Robotics"))
    expect(gateway.callsOf("connect.listing").map((call) => call.input)).toEqual([{ listingId }])
    expect(gateway.callsOf("listings.get")).toEqual([])
    expect(gateway.callsOf("listings.mine")).toEqual([])
    expect(container.textContent).not.toContain("Unpublished")
    expect([...container.querySelectorAll("button")].map((b) => b.textContent)).not.toContain("Publish")
  })

  it("offers a government visitor to chat with the company's account", async () => {
    gateway.answers.set("chat.find", { data: { chatThread: null, canStart: true, reason: null } })
    const { container } = await openAsGov()
    // The loading button reads 'Start a chat' too (disabled, while chat.find is asked): wait for the usable one.
    const usable = () =>
      [...container.querySelectorAll<HTMLButtonElement>("header button")]
        .filter((b) => !b.disabled)
        .map((b) => b.textContent)
    await waitFor(() => expect(usable()).toContain("Start a chat"))
    expect(gateway.inputsOf("chat.find")).toEqual([
      { participants: [{ participantType: "Account", participantId: listing.accountId }] },
    ])
  })

  it("reads another company's listing from the marketplace API even for a company user", async () => {
    const otherId = "44444444-4444-4444-8444-444444444444"
    signInAs(gateway, listingOwner)
    gateway.answers.set("listings.mine", { data: { data: [listing], pagination: pagination(1) } })
    gateway.answers.set("connect.listing", {
      data: { ...listing, id: otherId, accountId: "other", name: "Other Co", isPublished: true },
    })
    const { container } = await renderApp(`/ignite/listings/${otherId}`)
    await waitFor(() => expect(container.textContent).toContain("Other Co"))
    expect(gateway.inputsOf("connect.listing")).toEqual([{ listingId: otherId }])
    expect(gateway.callsOf("listings.get")).toEqual([])
    expect([...container.querySelectorAll("button")].map((b) => b.textContent)).not.toContain("Unpublish")
  })

  it("says the listing could not be loaded when the server will not give it", async () => {
    signInAs(gateway, govViewer)
    gateway.answers.set("connect.listing", {
      status: 404,
      error: "NotFound",
      message: listingMessages.loadFailed,
    })
    const { container } = await renderApp(`/ignite/listings/${listingId}`)
    await waitFor(() => expect(container.textContent).toContain(listingMessages.loadFailed))
  })

  it("switches tabs in place of the history entry", async () => {
    const { container, router } = await openAsGov()
    gateway.answers.set("connect.artifacts", {
      data: { data: [], pagination: { ...pagination(0), series: ["1"] } },
    })
    await waitFor(() => expect(container.textContent).toContain("Acme Robotics"))
    const entries = router.history.length
    await act(async () => tabNamed("Services").click())
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: "SERVICES" }))
    expect(router.history.length).toBe(entries)
    await eventually(() => expect(container.textContent).toContain("There are no services to display"))
    await act(async () => tabNamed("Storefront").click())
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(container.textContent).toContain("No Links to Show")
  })

  it("lists awards with N/A for missing dates, sorted, filtered and paged through the address", async () => {
    const { container, router } = await openAsGov(`/ignite/listings/${listingId}?tab=AWARDS`)
    await waitFor(() => expect(container.textContent).toContain("Lunar regolith drill"))
    expect(gateway.inputsOf("connect.awards")).toEqual([
      { listingId, query: { page: 1, perPage: 10, sortBy: "createdAt", sortDirection: "desc" } },
    ])
    const card = container.querySelector("article[aria-label='Lunar regolith drill']")!
    expect(card.textContent).toContain("Contract: NNX-3")
    expect(card.textContent).toContain("Phase: Phase I")
    expect(card.textContent).toContain("Start: Feb 1, 2024")
    expect(card.textContent).toContain("End: N/A")
    expect(container.querySelector(`[aria-label='${listingMessages.awardsTooltip}']`)).not.toBeNull()

    const select = (label: string) => {
      const element = [...container.querySelectorAll("label")].find((l) => l.textContent?.trim() === label)
      return document.getElementById(element!.htmlFor) as HTMLSelectElement
    }
    await act(async () => {
      select("Sort by").value = "updatedAt"
      select("Sort by").dispatchEvent(new Event("change", { bubbles: true }))
    })
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: "AWARDS", sortBy: "updatedAt" }))
    await act(async () => {
      select("Order").value = "asc"
      select("Order").dispatchEvent(new Event("change", { bubbles: true }))
    })
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        tab: "AWARDS",
        sortBy: "updatedAt",
        sortDirection: "asc",
      }),
    )
    await typeInto(inputLabelled(container, "Filter awards"), "drill")
    await eventually(() =>
      expect(router.state.location.search).toEqual({
        tab: "AWARDS",
        sortBy: "updatedAt",
        sortDirection: "asc",
        searchAwards: "drill",
      }),
    )
    // The new request's answer brings the list and its footer back after the loader's 300 ms.
    await eventually(() => expect(container.textContent).toContain("1 to 1 of 1 entries"))
    await act(async () => {
      select("Entries per page").value = "5"
      select("Entries per page").dispatchEvent(new Event("change", { bubbles: true }))
    })
    await waitFor(() => expect(router.state.location.search).toMatchObject({ perPage: 5 }))
    await waitFor(() =>
      expect(gateway.inputsOf("connect.awards").at(-1)).toEqual({
        listingId,
        query: { page: 1, perPage: 5, sortBy: "updatedAt", sortDirection: "asc", searchAwards: "drill" },
      }),
    )

    await act(async () => buttonNamed(container, "Reset").click())
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: "AWARDS" }))
    await waitFor(() => expect(inputLabelled(container, "Filter awards").value).toBe(""))
  })

  it("opens an award from the address in the large view, and closing clears it", async () => {
    const { container, router } = await openAsGov(
      `/ignite/listings/${listingId}?tab=AWARDS&artifactId=${awardId}&artifactType=award`,
    )
    await waitFor(() => expect(dialog()?.textContent).toContain("Anticipated Benefits"))
    expect(gateway.inputsOf("connect.award")).toEqual([{ listingId, awardId }])
    const text = dialog()!.textContent ?? ""
    for (const section of [
      "Detail",
      "Technology Types",
      "Contract",
      "PI",
      "Description",
      "Anticipated Benefits",
    ])
      expect(dialog()!.querySelector(`section[aria-label='${section}']`)).not.toBeNull()
    expect(text).toContain("Technology types not available for this award.")
    expect(text).toContain("Drills the regolith.")
    expect(dialog()!.querySelector("section[aria-label='Anticipated Benefits']")?.textContent).toContain(
      "Nothing to show",
    )
    await act(async () => dialog()!.querySelector<HTMLButtonElement>("button[aria-label='Close']")!.click())
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: "AWARDS" }))

    await waitFor(() => expect(container.textContent).toContain("Lunar regolith drill"))
    await act(async () =>
      container
        .querySelector<HTMLButtonElement>("article[aria-label='Lunar regolith drill'] button")!
        .click(),
    )
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        tab: "AWARDS",
        artifactId: awardId,
        artifactType: "award",
      }),
    )
  })
})
