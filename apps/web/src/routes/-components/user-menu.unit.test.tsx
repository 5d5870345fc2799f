// @vitest-environment happy-dom
import { act } from "react"
import { describe, expect, it } from "vitest"
import { buttonNamed, eventually, renderApp, signInAs, testUser } from "../../test-support/app-harness"
import { setUpGatewayMock } from "../../test-support/gateway-mock"

const gateway = setUpGatewayMock()
const menuButton = () =>
  document.querySelector<HTMLButtonElement>("header button[aria-label='User menu for Kay Tester']")

describe("the header's user menu", () => {
  it("is the menu's button, closed, until pressed; then Mantine's Menu opens at once, the focus on its button", async () => {
    signInAs(gateway, { ...testUser, userRoles: ["gov"] })
    await renderApp("/notifications")
    await eventually(() => expect(menuButton()).not.toBeNull())
    const standIn = menuButton()!
    expect(standIn.getAttribute("aria-haspopup")).toBe("menu")
    expect(standIn.getAttribute("aria-expanded")).toBe("false")
    expect(document.querySelector("[role='menu']")).toBeNull()
    await act(async () => standIn.focus())
    await act(async () => standIn.click())
    await eventually(() => expect(document.querySelector("[role='menu']")).not.toBeNull())
    expect(menuButton()).not.toBe(standIn)
    expect(menuButton()!.getAttribute("aria-expanded")).toBe("true")
    expect(() => buttonNamed(document, "Sign out")).not.toThrow()
    expect(document.querySelector("[role='menu']")!.textContent).toContain(testUser.email)
  })
})
