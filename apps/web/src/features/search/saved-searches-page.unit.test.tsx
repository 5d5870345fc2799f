// @vitest-environment happy-dom
import { type CurrentUser, paginate, type SavedSearchView } from "@ignite/contracts"
import { act } from "react"
import { describe, expect, it } from "vitest"
import { eventually, renderApp, signInAs, testUser } from "../../test-support/app-harness"
import { setUpGatewayMock } from "../../test-support/gateway-mock"

const gateway = setUpGatewayMock()

const gov: CurrentUser = { ...testUser, id: "gov-1", userRoles: ["gov"] }
const drones: SavedSearchView = {
  id: "11111111-1111-4111-8111-111111111111",
  name: "Drones in Ohio",
  query: "searchListings=drones&listingState=OH",
  alertsEnabled: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
}
const { offset: _offset, ...onePage } = paginate(1, { page: 1, perPage: 10 })

const open = async (user: CurrentUser = gov) => {
  signInAs(gateway, user)
  gateway.answers.set("search.savedSearches", { data: { data: [drones], pagination: onePage } })
  return renderApp("/search/saved")
}
const card = (container: HTMLElement) =>
  container.querySelector<HTMLElement>("li[aria-label='Drones in Ohio']")

describe("/search/saved", () => {
  it("lists the government user's saved searches with what each looks for", async () => {
    const { container } = await open()
    await eventually(() =>
      expect(card(container)?.textContent).toContain("Company: drones · Company state: OH"),
    )
    expect(gateway.inputsOf("search.savedSearches")[0]).toEqual({ page: 1, perPage: 10 })
    // its name opens it: the search (a government user's home) with the saved query string
    expect(card(container)!.querySelector("a")?.getAttribute("href")).toBe(
      "/?searchListings=drones&listingState=OH",
    )
  })

  it("turns a saved search's alerts off and deletes one", async () => {
    const { container } = await open()
    await eventually(() => expect(card(container)).not.toBeNull())
    gateway.answers.set("search.updateSaved", { data: { ...drones, alertsEnabled: false } })
    const alerts = card(container)!.querySelector<HTMLInputElement>(
      "input[aria-label='Alerts for Drones in Ohio']",
    )!
    expect(alerts.checked).toBe(true)
    await act(async () => alerts.click())
    await eventually(() =>
      expect(gateway.inputsOf("search.updateSaved")).toEqual([
        { savedSearchId: drones.id, alertsEnabled: false },
      ]),
    )
    gateway.answers.set("search.deleteSaved", { data: null })
    const remove = card(container)!.querySelector<HTMLButtonElement>(
      "button[aria-label='Delete Drones in Ohio']",
    )!
    await act(async () => remove.click())
    await eventually(() =>
      expect(gateway.inputsOf("search.deleteSaved")).toEqual([{ savedSearchId: drones.id }]),
    )
    await eventually(() =>
      expect(document.body.textContent).toContain('Saved search "Drones in Ohio" deleted.'),
    )
  })

  it("is not there for company users", async () => {
    const { container } = await open({ ...testUser, userRoles: ["ignite"] })
    await eventually(() => expect(container.textContent).toContain("The requested resource does not exist"))
    expect(gateway.callsOf("search.savedSearches")).toEqual([])
  })
})
