// @vitest-environment happy-dom
import type { Account } from "@ignite/contracts"
import { act } from "react"
import { describe, expect, it } from "vitest"
import {
  aCompanyUser,
  alertText,
  buttonNamed,
  eventually,
  inputLabelled,
  openAccountAs,
  submit,
  testUser,
  typeAndLeave,
  typeInto,
} from "../../test-support/app-harness"
import { setUpGatewayMock } from "../../test-support/gateway-mock"
import { waitFor } from "../../test-support/render"

const gateway = setUpGatewayMock()

const company = aCompanyUser({ email: "pat@acme.example", firstName: "Pat", lastName: "Owner" })
const acme: Account = {
  id: "a-1",
  name: "Acme Robotics",
  uniqueEntityId: "ACMERBTX0001",
  logo: null,
  setupSessionComplete: false,
}

const click = (element: HTMLElement) => act(async () => element.click())

const openMenu = async () => {
  await click(buttonNamed(document, "Manage account"))
  await waitFor(() => expect(() => buttonNamed(document, "Change Password")).not.toThrow())
}

describe("the company account on /account", () => {
  it("shows the account's name and Unique Entity Id to company users", async () => {
    gateway.answers.set("accounts.current", { data: acme })
    const { container } = await openAccountAs(gateway, company)
    await waitFor(() => expect(container.textContent).toContain("Acme Robotics"))
    expect(container.textContent).toContain("Company Account")
    expect(container.textContent).toContain("ACMERBTX0001")
  })

  it("has neither the card nor Edit Account for a government user", async () => {
    const { container } = await openAccountAs(gateway, testUser)
    await openMenu()
    expect(() => buttonNamed(document, "Edit Account")).toThrow()
    expect(container.textContent).not.toContain("Company Account")
    expect(gateway.callsOf("accounts.current")).toEqual([])
  })

  it("renames the account in 'Edit Account', the id read-only; closes about 500 ms after", async () => {
    gateway.answers.set("accounts.current", { data: acme })
    const { container } = await openAccountAs(gateway, company)
    await waitFor(() => expect(container.textContent).toContain("Acme Robotics"))
    await openMenu()
    await click(buttonNamed(document, "Edit Account"))
    await waitFor(() => expect(document.querySelector("form[aria-label='Edit account']")).not.toBeNull())
    const dialog = document.querySelector<HTMLElement>("[role='dialog']")!
    const uei = inputLabelled(dialog, "Unique Entity Id")
    expect([uei.value, uei.readOnly]).toEqual(["ACMERBTX0001", true])

    const name = inputLabelled(dialog, "Account Name")
    await typeAndLeave(name, "A")
    await waitFor(() => expect(dialog.textContent).toContain("Must be a minimum of 2 characters"))
    expect(buttonNamed(dialog, "Save Account").disabled).toBe(true)

    gateway.answers.set("accounts.update", { error: "InternalError", status: 500 })
    await typeInto(name, "Acme Robotics Inc.")
    await submit(dialog.querySelector("form"))
    await waitFor(() => expect(alertText()).toContain("Failed to update account, please try again."))

    const renamed = { ...acme, name: "Acme Robotics Inc." }
    gateway.answers.set("accounts.update", { data: renamed })
    gateway.answers.set("accounts.current", { data: renamed })
    await submit(dialog.querySelector("form"))
    await waitFor(() => expect(alertText()).toContain("Account updated successfully."))
    await eventually(() => expect(document.querySelector("form[aria-label='Edit account']")).toBeNull())
    expect(gateway.inputsOf("accounts.update").at(-1)).toEqual({ name: "Acme Robotics Inc." })
    await waitFor(() => expect(container.textContent).toContain("Acme Robotics Inc."))
  })
})
