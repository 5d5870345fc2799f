// @vitest-environment happy-dom
import type { AdminAccount, CurrentUser } from "@ignite/contracts"
import { act } from "react"
import { describe, expect, it } from "vitest"
import { buttonNamed, renderApp, signInAs, testAdmin, testUser } from "../../test-support/app-harness"
import { setUpGatewayMock } from "../../test-support/gateway-mock"
import { waitFor } from "../../test-support/render"

const gateway = setUpGatewayMock()
const acme: AdminAccount = {
  id: "33333333-3333-4333-8333-333333333333",
  name: "Acme Robotics",
  uniqueEntityId: "ACME12345678",
  claimed: true,
  paymentStatus: "none",
}
const page = { count: 1, page: 1, pages: 1, from: 1, to: 1, last: 1, series: ["1"] }
const dialog = () => document.querySelector<HTMLElement>("[role='dialog']")
const notices = () =>
  [...document.querySelectorAll("[role='alert']")].map((alert) => alert.textContent).join(" | ")

const openAs = async (user: CurrentUser, path = "/admin/accounts") => {
  signInAs(gateway, user)
  gateway.answers.set("adminAccounts.list", { data: { data: [acme], pagination: page } })
  return renderApp(path)
}

describe("/admin/accounts", () => {
  it("lists accounts with their payment status, searched from the address, linked from the admin nav", async () => {
    const { container } = await openAs(testAdmin, "/admin/accounts?search=acme")
    await waitFor(() => expect(container.textContent).toContain("Acme Robotics"))
    expect(container.textContent).toContain("Not set")
    expect(gateway.callsOf("adminAccounts.list").map((call) => call.input)).toEqual([
      { page: 1, perPage: 10, search: "acme" },
    ])
    expect(container.querySelector("nav[aria-label='Admin'] a[href='/admin/accounts']")).not.toBeNull()
  })

  it("sets the payment status after the confirmation, and shows the new one", async () => {
    const { container } = await openAs(testAdmin)
    await waitFor(() => expect(container.textContent).toContain("Acme Robotics"))
    gateway.answers.set("listings.setPaymentStatus", { data: null })
    await act(async () => buttonNamed(container, "Past due").click())
    await waitFor(() => expect(dialog()?.textContent).toContain("Set the payment status of Acme Robotics"))
    expect(gateway.callsOf("listings.setPaymentStatus")).toEqual([])
    gateway.answers.set("adminAccounts.list", {
      data: { data: [{ ...acme, paymentStatus: "past_due" }], pagination: page },
    })
    await act(async () => buttonNamed(dialog()!, "Confirm").click())
    await waitFor(() => expect(notices()).toContain("Acme Robotics: payment status set to Past due."))
    expect(gateway.callsOf("listings.setPaymentStatus").map((call) => call.input)).toEqual([
      { accountId: acme.id, status: "past_due" },
    ])
    // the badge: the "Past due" button is in the row whatever the status
    await waitFor(() => expect(container.querySelector("tbody")?.textContent).not.toContain("Not set"))
    expect(buttonNamed(container, "Past due").disabled).toBe(true)
  })

  it("is not found for anyone but admins", async () => {
    const { container } = await openAs({ ...testUser, userRoles: ["ignite"], govUserSetting: null })
    await waitFor(() => expect(container.textContent).toContain("The requested resource does not exist"))
    expect(gateway.callsOf("adminAccounts.list")).toEqual([])
  })
})
