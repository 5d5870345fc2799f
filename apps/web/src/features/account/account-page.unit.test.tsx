// @vitest-environment happy-dom
import { type CurrentUser, identityMessages, settingsOf } from "@ignite/contracts"
import { act } from "react"
import { describe, expect, it } from "vitest"
import { getSessionToken } from "../../lib/session/session-token"
import {
  alertText,
  buttonNamed,
  eventually,
  inputLabelled,
  openAccountAs,
  renderApp,
  signInAs,
  submit,
  testUser,
  typeInto,
} from "../../test-support/app-harness"
import { setUpGatewayMock } from "../../test-support/gateway-mock"
import { waitFor } from "../../test-support/render"

const gateway = setUpGatewayMock()

const openAccount = async (user: CurrentUser = testUser) => {
  const rendered = await openAccountAs(gateway, user)
  await waitFor(() => expect(rendered.container.textContent).toContain("New chat messages"))
  return rendered
}

const click = (element: HTMLElement) => act(async () => element.click())

/** The digest's switch: its label holds the label and the description (Mantine's Switch). */
const digestSwitch = () =>
  [...document.querySelectorAll<HTMLInputElement>("input[type='checkbox']")].find((input) =>
    document.querySelector(`label[for='${input.id}']`)?.textContent?.includes("Weekly digest of new matches"),
  )

/** Opens the account menu and picks an item; Mantine renders both in a portal. */
const choose = async (item: string) => {
  await click(buttonNamed(document, "Manage account"))
  await waitFor(() => expect(() => buttonNamed(document, item)).not.toThrow())
  await click(buttonNamed(document, item))
  await waitFor(() => expect(document.querySelector("[role='dialog']")).not.toBeNull())
  return document.querySelector<HTMLElement>("[role='dialog']")!
}

describe("account page", () => {
  it("shows a government user's technology types, problem statement, classifications and lines of effort", async () => {
    const { container } = await openAccount()
    await waitFor(() => expect(container.textContent).toContain("Problem Statement & Role Description"))
    for (const text of [
      "Technology Types",
      "Cybersecurity",
      "Secure links for test ranges",
      "Contracting Officer (Acquisition)",
      "Zero-trust networking",
    ])
      expect(container.textContent).toContain(text)
  })

  it("changes the password, then closes the modal", async () => {
    gateway.answers.set("users.changePassword", { data: { message: identityMessages.passwordChanged } })
    await openAccount()
    const dialog = await choose("Change Password")
    await typeInto(inputLabelled(dialog, "Current Password"), "Secret1!")
    await typeInto(inputLabelled(dialog, "New Password"), "Better1!")
    await typeInto(inputLabelled(dialog, "Confirm New Password"), "Better1!")
    await submit(dialog.querySelector("form"))
    await waitFor(() => expect(alertText()).toContain("Password changed successfully."))
    // About 500 ms after the save, a new salt, then the modal closes (spec 01 §4).
    await eventually(() => expect(document.querySelector("form[aria-label='Change password']")).toBeNull())
    expect(gateway.callsOf("users.changePassword")[0]?.input).toEqual({
      currentPassword: "Secret1!",
      password: "Better1!",
      passwordConfirmation: "Better1!",
    })
  })

  it("checks the fields, shows the server's 400 message and a fallback otherwise", async () => {
    await openAccount()
    const dialog = await choose("Change Password")
    await typeInto(inputLabelled(dialog, "Current Password"), "abc")
    await typeInto(inputLabelled(dialog, "New Password"), "Better1!")
    await typeInto(inputLabelled(dialog, "Confirm New Password"), "Better2!")
    await submit(dialog.querySelector("form"))
    expect(dialog.textContent).toContain("Must be at least 6 characters")
    expect(dialog.textContent).toContain("New passwords must match")
    expect(gateway.callsOf("users.changePassword")).toEqual([])

    await typeInto(inputLabelled(dialog, "Current Password"), "Wrong1!")
    await typeInto(inputLabelled(dialog, "Confirm New Password"), "Better1!")
    gateway.answers.set("users.changePassword", {
      error: "InvalidCurrentPassword",
      status: 400,
      message: "Current password is invalid",
    })
    await submit(dialog.querySelector("form"))
    await waitFor(() => expect(alertText()).toContain("Current password is invalid"))

    gateway.answers.set("users.changePassword", { error: "InternalError", status: 500 })
    await submit(dialog.querySelector("form"))
    await waitFor(() => expect(alertText()).toContain("Failed to change password, please try again."))
  })

  it("changes the email, shows the pending address, and undoes the change", async () => {
    const pending = { ...testUser, unconfirmedEmail: "new@agency.gov" }
    gateway.answers.set("users.changeEmail", { data: pending })
    gateway.answers.set("users.cancelEmailChange", { data: testUser })
    gateway.answers.set("auth.resendConfirmation", {
      data: { message: identityMessages.confirmationResent },
    })
    await openAccount()
    const dialog = await choose("Change Email")
    await typeInto(inputLabelled(dialog, "New Email"), "New@Agency.gov")
    gateway.answers.set("users.me", { data: pending })
    await submit(dialog.querySelector("form"))
    await waitFor(() => expect(alertText()).toContain("Email confirmation has been sent to new@agency.gov"))
    await waitFor(() =>
      expect(dialog.textContent).toContain("A confirmation email has been sent to new@agency.gov"),
    )

    await click(buttonNamed(dialog, "Resend Confirmation"))
    await waitFor(() => expect(gateway.callsOf("auth.resendConfirmation")).toHaveLength(1))
    expect(gateway.callsOf("auth.resendConfirmation")[0]?.input).toMatchObject({ email: "kay@agency.gov" })
    // Both buttons wait while the resend is under way.
    await waitFor(() => expect(buttonNamed(dialog, "Undo Change Email").hasAttribute("disabled")).toBe(false))

    gateway.answers.set("users.me", { data: testUser })
    await click(buttonNamed(dialog, "Undo Change Email"))
    await waitFor(() => expect(alertText()).toContain("Change email has been undone"))
    await waitFor(() => expect(() => inputLabelled(dialog, "New Email")).not.toThrow())
  })

  it("says so when the email change fails", async () => {
    gateway.answers.set("users.changeEmail", { error: "InternalError", status: 500 })
    await openAccount()
    const dialog = await choose("Change Email")
    await typeInto(inputLabelled(dialog, "New Email"), "new@agency.gov")
    await submit(dialog.querySelector("form"))
    await waitFor(() => expect(alertText()).toContain("Failed to change email, please try again."))
  })

  it("refuses the current address before sending; the server's word on an address goes under the input", async () => {
    await openAccount()
    const dialog = await choose("Change Email")
    const input = inputLabelled(dialog, "New Email")
    await typeInto(input, " Kay@Agency.gov ")
    await submit(dialog.querySelector("form"))
    expect(dialog.textContent).toContain("This is already your email address.")
    expect(gateway.callsOf("users.changeEmail")).toEqual([])

    gateway.answers.set("users.changeEmail", {
      error: "EmailTaken",
      status: 409,
      message: "Email has already been taken",
    })
    await typeInto(input, "taken@agency.gov")
    expect(dialog.textContent).not.toContain("This is already your email address.")
    await submit(dialog.querySelector("form"))
    await waitFor(() => expect(alertText()).toContain("Failed to change email, please try again."))
    expect(dialog.textContent).toContain("Email has already been taken")

    // The page's user may be stale: the server's SameEmail lands under the input too, until it is edited.
    gateway.answers.set("users.changeEmail", {
      error: "SameEmail",
      status: 400,
      message: "This is already your email address.",
      details: [{ path: "email", message: "This is already your email address." }],
    })
    await typeInto(input, "kay@agency.mil")
    expect(dialog.textContent).not.toContain("Email has already been taken")
    await submit(dialog.querySelector("form"))
    await waitFor(() => expect(dialog.textContent).toContain("This is already your email address."))
    expect(alertText()).toContain("Failed to change email, please try again.")
    expect(dialog.textContent).not.toContain("Email confirmation has been sent")
    await typeInto(input, "kay@agency.mil.gov")
    expect(dialog.textContent).not.toContain("This is already your email address.")
  })

  it("says so in the Settings card when the settings cannot be read, and reads them again", async () => {
    gateway.answers.set("users.me", { data: testUser })
    gateway.answers.set("users.settings", { error: "InternalError", status: 500 })
    signInAs(gateway, testUser)
    const rendered = await renderApp("/account")
    const card = () => rendered.container.querySelector<HTMLElement>("[aria-labelledby='settings-title']")!
    await waitFor(() =>
      expect(card().textContent).toContain("Unable to get user settings. Please try again."),
    )
    expect(rendered.container.textContent).toContain("Your Details")
    expect(rendered.container.textContent).not.toContain("Unable to get user data")

    gateway.answers.set("users.settings", { data: settingsOf(testUser) })
    await click(buttonNamed(card(), "Try again"))
    await waitFor(() => expect(card().textContent).toContain("New chat messages"))
    expect(inputLabelled(card(), "By email").checked).toBe(true)
  })

  it("shows the privacy setting to government users only and saves notification settings", async () => {
    const { container } = await openAccount()
    expect(container.textContent).toContain("Allow New Company Messages")
    const updated = { ...testUser, userEmailNotificationSetting: { newChatMessage: false } }
    gateway.answers.set("users.updateSettings", { data: updated })
    const byEmail = inputLabelled(container, "By email")
    expect(byEmail.checked).toBe(true)
    await click(byEmail)
    await waitFor(() => expect(gateway.callsOf("users.updateSettings")).toHaveLength(1))
    expect(gateway.callsOf("users.updateSettings")[0]?.input).toEqual({
      userEmailNotificationSettingAttributes: { newChatMessage: false },
    })
    // Saved, not merely shown: the switches take input again.
    await waitFor(() => expect(inputLabelled(container, "In the app").disabled).toBe(false))
    expect(inputLabelled(container, "By email").checked).toBe(false)

    gateway.answers.set("users.updateSettings", { error: "InternalError", status: 500 })
    await click(inputLabelled(container, "In the app"))
    await waitFor(() => expect(alertText()).toContain("Unable to update user settings. Please try again."))
    await waitFor(() => expect(inputLabelled(container, "In the app").checked).toBe(true))
  })

  it("offers the weekly match digest under Notifications and saves it", async () => {
    gateway.answers.set("matches.digest", { data: { enabled: false } })
    gateway.answers.set("matches.changeDigest", { data: { enabled: true } })
    await openAccount()
    await waitFor(() => expect(digestSwitch()?.disabled).toBe(false))
    expect(digestSwitch()!.checked).toBe(false)
    await click(digestSwitch()!)
    await waitFor(() => expect(gateway.inputsOf("matches.changeDigest")).toEqual([{ enabled: true }]))
    await waitFor(() => expect(digestSwitch()!.checked).toBe(true))
  })

  it("does not offer the match digest to an admin, who has no matches", async () => {
    const { container } = await openAccount({ ...testUser, userRoles: ["admin"], govUserSetting: null })
    expect(container.textContent).toContain("New chat messages")
    expect(container.textContent).not.toContain("Weekly digest of new matches")
    expect(gateway.callsOf("matches.digest")).toEqual([])
  })

  it("hides the privacy setting from company users", async () => {
    const { container } = await openAccount({ ...testUser, userRoles: ["ignite"], govUserSetting: null })
    expect(container.textContent).not.toContain("Allow New Company Messages")
    expect(container.textContent).toContain("New chat messages")
  })

  it("signs out from the header's user menu", async () => {
    gateway.answers.set("auth.signOut", { data: { signedOut: true } })
    const { router } = await openAccount()
    await click(document.querySelector<HTMLElement>("header button[aria-label='User menu for Kay Tester']")!)
    await waitFor(() => expect(() => buttonNamed(document, "Sign out")).not.toThrow())
    await click(buttonNamed(document, "Sign out"))
    await waitFor(() => expect(router.state.location.pathname).toBe("/signin"))
    expect(getSessionToken()).toBeNull()
    expect(gateway.callsOf("auth.signOut")[0]?.authorization).toBe("Bearer token-1")
  })
})
