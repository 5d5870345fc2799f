// @vitest-environment happy-dom
import type { AccountMember } from "@ignite/contracts"
import { listingMessages, mapsMessages } from "@ignite/contracts/texts"
import { act } from "react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import {
  buttonNamed,
  eventually,
  inputLabelled,
  renderApp,
  signInAs,
  typeAndLeave,
  typeInto,
} from "../../test-support/app-harness"
import { defaultSiteSettings, type ProcedurePath, setUpGatewayMock } from "../../test-support/gateway-mock"
import {
  aListing,
  answerOwnListing,
  listingId,
  listingOwner,
  onePage,
} from "../../test-support/listing-fixtures"
import { whiteHouseAddress } from "../../test-support/place-fixtures"
import { waitFor } from "../../test-support/render"
import { appNotifications } from "../../ui/notifications/notification-store"

const gateway = setUpGatewayMock()

const ownerId = "44444444-4444-4444-8444-444444444444"
const owner = { ...listingOwner, id: ownerId }
const member: AccountMember = {
  id: ownerId,
  firstName: "Ada",
  lastName: "Owner",
  title: "CEO",
  email: "ada@acme.example",
  unconfirmedEmail: null,
  timezone: "America/New_York",
  cellPhone: "555-0100",
  workPhone: null,
  workPhoneExt: null,
  headshot: null,
  socialMediaAccounts: [],
  userRoles: ["ignite"],
}
const listing = aListing({
  logo: { path: "/files/logos/acme.jpg" },
  capabilityStatement: "<p>We build inspection robots for tanks, pipes and confined spaces.</p>",
  pointOfContactId: ownerId,
})

/** The multipart PATCH goes to REST, beside the tRPC calls the gateway mock answers. */
const rest = vi.fn<(body: FormData) => Response>()
beforeEach(() => {
  rest.mockReset()
  vi.stubGlobal("fetch", async (request: RequestInfo | URL, init?: RequestInit) =>
    String(request).startsWith("/api/")
      ? rest(init?.body as FormData)
      : gateway.fetch(request as string, init),
  )
})

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })

const openEditor = async (stored = listing, failing?: ProcedurePath) => {
  signInAs(gateway, owner)
  answerOwnListing(gateway, stored)
  gateway.answers.set("listings.pointOfContact", { error: "NoUserPointOfContact", status: 404 })
  gateway.answers.set("accounts.users", {
    data: { data: [{ kind: "user", user: member }], pagination: onePage },
  })
  gateway.answers.set("reference.technologyTypes", { data: [{ id: "1", name: "Robotics" }] })
  gateway.answers.set("reference.businessClassifications", { data: [{ id: "1", name: "Small Business" }] })
  if (failing) gateway.answers.set(failing, { error: "InternalError", status: 500 })
  const rendered = await renderApp(`/storefront/${listingId}/edit`)
  // the route and the rich-text editor arrive in chunks of their own: a first load takes a while
  await eventually(
    () => expect(inputLabelled(rendered.container, "Tag Line").value).toBe(listing.tagLine),
    10_000,
  )
  await eventually(
    () => expect(rendered.container.querySelector("[data-testid='capability-statement']")).not.toBeNull(),
    10_000,
  )
  return rendered
}

const submit = (container: HTMLElement) =>
  act(async () =>
    container.querySelector<HTMLFormElement>("form[aria-label='Edit listing']")?.requestSubmit(),
  )
/**
 * Every notification the app showed in this test, in order. A CI run on a loaded machine did not see the "edit
 * failed" alert within 10 s; the likeliest reading is that it came and went (an alert lasts 3 s) while a render of
 * the field problems held the test between two looks. The outlet's own rendering of an alert is tested with it.
 */
let shown: string[] = []
let stopListening = () => {}
beforeEach(() => {
  shown = []
  stopListening = appNotifications.subscribe(() => {
    const current = appNotifications.getSnapshot()
    if (current && shown.at(-1) !== current.message) shown.push(current.message)
  })
})
afterEach(() => stopListening())
const notices = () =>
  [
    ...shown,
    ...[...document.querySelectorAll("[role='alert']")].map((alert) => alert.textContent ?? ""),
  ].join(" | ")

describe("/storefront/$id/edit", { timeout: 20_000 }, () => {
  it("sends the changed form as multipart listing[...] without a logo, then shows the listing", async () => {
    const { container, router } = await openEditor()
    await typeInto(inputLabelled(container, "Tag Line"), "Robots for the hardest places")
    rest.mockReturnValue(json(200, { ...listing, tagLine: "Robots for the hardest places" }))
    await submit(container)
    await waitFor(() => expect(notices()).toContain(listingMessages.edited))
    const body = rest.mock.calls[0]![0]
    expect(body.get("listing[tagLine]")).toBe("Robots for the hardest places")
    expect(body.get("listing[addressLine2]")).toBe("")
    expect(body.get("listing[pointOfContactId]")).toBe(ownerId)
    expect(body.has("listing[logo]")).toBe(false)
    expect(body.has("listing[samCode]")).toBe(false)
    expect(String(body.get("listing[capabilityStatement]"))).toContain("inspection robots")
    await waitFor(() => expect(router.state.location.pathname).toBe(`/ignite/listings/${listingId}`))
  })

  it.each([
    ["reference.technologyTypes", listingMessages.technologyLoadFailed],
    ["reference.businessClassifications", listingMessages.businessClassificationsLoadFailed],
    ["reference.socialMediaTypes", listingMessages.socialMediaLoadFailed],
    ["reference.naicsCodesPage", listingMessages.naicsCodesLoadFailed],
    ["accounts.users", listingMessages.pointOfContactUsersFailed],
  ] as const)("says so when %s cannot be loaded, and keeps the form", async (procedure, message) => {
    const { container } = await openEditor(listing, procedure)
    await waitFor(() => expect(notices()).toContain(message))
    expect(document.querySelector("[role='alert']")?.getAttribute("data-severity")).toBe("danger")
    expect(inputLabelled(container, "Tag Line").disabled).toBe(false)
  })

  it("searches NAICS codes on the server, names the listing's own and sends the chosen ids", async () => {
    const page = (codes: ReadonlyArray<readonly [string, string]>) => ({
      data: {
        data: codes.map(([code, name]) => ({ id: code, code, name, label: `${code} - ${name}` })),
        pagination: { ...onePage, count: codes.length, to: codes.length },
      },
    })
    gateway.answers.set("reference.naicsCodesPage", (input) =>
      Array.isArray(input.ids)
        ? page([["541715", "Research and Development (restored)"]])
        : input.search === "soybean"
          ? page([["111110", "Soybean Farming"]])
          : page([["11", "Agriculture, Forestry, Fishing and Hunting"]]),
    )
    const { container } = await openEditor({
      ...listing,
      naicsCodes: [{ id: "541715", code: "541715", name: "Research and Development" }],
    })
    const box = inputLabelled(container, "NAICS Codes")
    await waitFor(() =>
      expect(box.closest(".mantine-MultiSelect-root")?.textContent).toContain("541715 - Research"),
    )
    // the label above may come from the listing itself before the lookup by id is sent (a loaded machine)
    await waitFor(() =>
      expect(gateway.inputsOf("reference.naicsCodesPage")).toContainEqual({
        page: 1,
        perPage: 1,
        ids: ["541715"],
      }),
    )
    await act(async () => box.click())
    await typeInto(box, "soybean")
    const listbox = document.getElementById(box.getAttribute("aria-controls")!)!
    await waitFor(() =>
      expect([...listbox.querySelectorAll("[role='option']")].map((o) => o.textContent)).toEqual([
        "111110 - Soybean Farming",
      ]),
    )
    expect(gateway.inputsOf("reference.naicsCodesPage")).toContainEqual({
      page: 1,
      perPage: 10,
      search: "soybean",
    })
    await act(async () => listbox.querySelector<HTMLElement>("[role='option']")!.click())
    rest.mockReturnValue(json(200, listing))
    await submit(container)
    await waitFor(() => expect(rest).toHaveBeenCalled())
    const body = rest.mock.calls[0]![0]
    expect([body.get("listing[naicsCodeIds][0]"), body.get("listing[naicsCodeIds][1]")]).toEqual([
      "541715",
      "111110",
    ])
  })

  it("shows a rule's message once the field is left, and sends nothing while anything is wrong", async () => {
    const { container } = await openEditor()
    const year = inputLabelled(container, "Year Founded")
    await typeAndLeave(year, "1650")
    await waitFor(() =>
      expect(container.textContent).toContain("Year should be between 1700 and the current year"),
    )
    await submit(container)
    expect(rest).not.toHaveBeenCalled()
  })

  it("puts the server's field problems under their fields and says the edit failed", async () => {
    const { container } = await openEditor()
    rest.mockReturnValue(
      json(400, {
        error: "ValidationFailed",
        message: "Some fields are invalid.",
        status: 400,
        details: [
          { path: "pointOfContactId", message: "must be a user of the account", code: "not_a_member" },
          { path: "listing.tagLine", message: "Must be a minimum of 2 characters" },
        ],
      }),
    )
    await submit(container)
    await waitFor(() => expect(notices()).toContain(listingMessages.editFailed))
    expect(container.textContent).toContain("must be a user of the account")
    expect(container.textContent).toContain("Must be a minimum of 2 characters")
    expect(buttonNamed(container, "Save Listing")).toBeDefined()
    // a problem the server named goes once its field is edited; the others stay
    await typeInto(inputLabelled(container, "Tag Line"), "Robots for the hardest places")
    await waitFor(() => expect(container.textContent).not.toContain("Must be a minimum of 2 characters"))
    expect(container.textContent).toContain("must be a user of the account")
  })

  describe("address line 1", () => {
    const dropdown = () => document.querySelector("[aria-label='Address suggestions']")
    const suggestions = () =>
      [...(dropdown()?.querySelectorAll("[role='option']") ?? [])].map((o) => o.textContent)
    const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)))
    const settle = () => pause(300)
    /** Line 1 once the site settings have said whether address search is on (it is plain text until then). */
    const searchableLine = async (container: HTMLElement) => {
      await waitFor(() =>
        expect(inputLabelled(container, "Address Line 1").getAttribute("aria-haspopup")).toBe("listbox"),
      )
      return inputLabelled(container, "Address Line 1")
    }
    it("is typed by hand, with no address search, when the site has no maps key", async () => {
      gateway.answers.set("reference.siteSettings", { data: { ...defaultSiteSettings, maps: { key: null } } })
      const { container } = await openEditor()
      await waitFor(() => expect(gateway.callsOf("reference.siteSettings")).toHaveLength(1))
      await settle()
      const line = inputLabelled(container, "Address Line 1")
      expect(line.getAttribute("aria-haspopup")).toBeNull()
      await typeInto(line, "1600 Pennsylvania Avenue")
      await settle()
      expect(line.value).toBe("1600 Pennsylvania Avenue")
      expect(gateway.callsOf("maps.suggest")).toEqual([])
      expect(suggestions()).toEqual([])
      rest.mockReturnValue(json(200, listing))
      await submit(container)
      await waitFor(() => expect(rest).toHaveBeenCalled())
      expect(rest.mock.calls[0]![0].get("listing[addressLine1]")).toBe("1600 Pennsylvania Avenue")
    })

    it("suggests after 3 characters with a maps key, and a chosen place fills the headquarters", async () => {
      gateway.answers.set("reference.siteSettings", { data: { ...defaultSiteSettings, maps: { key: "k" } } })
      gateway.answers.set("maps.suggest", (input) =>
        input.input.startsWith("nowhere")
          ? { data: [] }
          : {
              data: [
                {
                  placeId: "ChIJ-white-house",
                  description: "1600 Pennsylvania Avenue NW, Washington, DC, USA",
                },
              ],
            },
      )
      gateway.answers.set("maps.place", { data: whiteHouseAddress })
      const { container } = await openEditor()
      const line = await searchableLine(container)
      await typeInto(line, "16")
      await settle()
      expect(gateway.callsOf("maps.suggest")).toEqual([])
      await typeInto(line, "nowhere")
      await waitFor(() => expect(dropdown()?.textContent).toBe(mapsMessages.noMatches))
      // keystrokes closer than the debounce make one search
      for (const text of ["1600", "1600 P", "1600 Penn"]) await typeInto(line, text)
      await waitFor(() => expect(suggestions()).toEqual(["1600 Pennsylvania Avenue NW, Washington, DC, USA"]))
      const asked = gateway.callsOf("maps.suggest").map((call) => (call.input as { input: string }).input)
      expect(asked).toEqual(["nowhere", "1600 Penn"])
      await act(async () => dropdown()?.querySelector<HTMLElement>("[role='option']")?.click())
      await waitFor(() => expect(inputLabelled(container, "City").value).toBe("Washington"))
      expect(gateway.callsOf("maps.place")[0]?.input).toMatchObject({ placeId: "ChIJ-white-house" })
      expect(line.value).toBe("1600 Pennsylvania Avenue Northwest")
      expect(inputLabelled(container, "Postal Code").value).toBe("20500")
      expect(inputLabelled(container, "State/Province").value).toBe("District of Columbia")
      expect(inputLabelled(container, "Country").value).toBe("United States")
      // typing goes on by hand after a pick, as it always can
      await typeInto(line, "1600 Pennsylvania Avenue Northwest, Suite 1")
      expect(line.value).toBe("1600 Pennsylvania Avenue Northwest, Suite 1")
    })

    it("says address search is unavailable when it fails, and keeps what was typed", async () => {
      gateway.answers.set("reference.siteSettings", { data: { ...defaultSiteSettings, maps: { key: "k" } } })
      gateway.answers.set("maps.suggest", {
        status: 503,
        error: "MapsUnavailable",
        message: mapsMessages.unavailable,
      })
      const { container } = await openEditor()
      const line = await searchableLine(container)
      await typeInto(line, "1 Main Street")
      await waitFor(() => expect(dropdown()?.textContent).toBe(mapsMessages.unavailable))
      expect(line.value).toBe("1 Main Street")
    })
  })
})
