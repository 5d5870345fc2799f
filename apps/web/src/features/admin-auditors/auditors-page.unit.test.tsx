// @vitest-environment happy-dom
import type { AdminUser, AdminUsersPage, CurrentUser } from "@ignite/contracts"
import { act } from "react"
import { describe, expect, it } from "vitest"
import {
  buttonNamed,
  inputLabelled,
  renderApp,
  signInAs,
  testAdmin,
  testUser,
  typeInto,
} from "../../test-support/app-harness"
import { setUpGatewayMock } from "../../test-support/gateway-mock"
import { waitFor } from "../../test-support/render"

const gateway = setUpGatewayMock()
const olive: AdminUser = {
  id: "11111111-1111-4111-8111-111111111111",
  email: "olive@ignite.test",
  firstName: "Olive",
  lastName: "Auditor",
  confirmed: true,
  userRoles: ["auditor"],
}
const pat: AdminUser = {
  id: "22222222-2222-4222-8222-222222222222",
  email: "pat@ignite.test",
  firstName: "Pat",
  lastName: "Plain",
  confirmed: true,
  userRoles: ["ignite"],
}
const pageOf = (users: AdminUser[]): AdminUsersPage => ({
  data: users,
  pagination: { count: users.length, page: 1, pages: 1, from: 1, to: users.length, last: 1, series: ["1"] },
})
const dialog = () => document.querySelector<HTMLElement>("[role='dialog']")
const notices = () =>
  [...document.querySelectorAll("[role='alert']")].map((alert) => alert.textContent).join(" | ")

/**
 * The admin users list as the server answers it: the auditors for `role=auditor`, the user with the
 * address for `email=...`, from the users the test holds (a grant or revoke changes them).
 */
const answerUsers = (users: Map<string, AdminUser>) =>
  gateway.answers.set("adminUsers.list", (input) => ({
    data: pageOf(
      [...users.values()].filter(
        (user) =>
          (input.role === undefined || user.userRoles.includes(input.role)) &&
          (input.email === undefined || user.email === input.email),
      ),
    ),
  }))

const openAs = async (user: CurrentUser, users = new Map([olive, pat].map((u) => [u.id, u]))) => {
  signInAs(gateway, user)
  answerUsers(users)
  return { ...(await renderApp("/admin/auditors")), users }
}

describe("/admin/auditors", () => {
  it("lists the auditors with their roles, linked from the admin nav", async () => {
    const { container } = await openAs(testAdmin)
    await waitFor(() => expect(container.querySelectorAll("[data-testid='auditor-row']")).toHaveLength(1))
    expect(container.querySelector("[data-testid='auditor-row']")?.textContent).toContain("Olive Auditor")
    expect(gateway.inputsOf("adminUsers.list")).toEqual([{ role: "auditor", page: 1, perPage: 10 }])
    expect(container.querySelector("nav[aria-label='Admin'] a[href='/admin/auditors']")).not.toBeNull()
  })

  it("finds a user by address and makes them an auditor after the confirmation", async () => {
    const { container, users } = await openAs(testAdmin)
    await waitFor(() => expect(container.textContent).toContain("Olive Auditor"))
    await typeInto(inputLabelled(container, "Email address"), " pat@ignite.test ")
    await act(async () => buttonNamed(container, "Find").click())
    await waitFor(() =>
      expect(container.querySelector("[data-testid='found-user']")?.textContent).toContain("Company"),
    )
    expect(gateway.inputsOf("adminUsers.list")).toContainEqual({ email: "pat@ignite.test", perPage: 5 })

    gateway.answers.set("adminUsers.grantAuditor", (input) => {
      users.set(pat.id, { ...pat, userRoles: ["ignite", "auditor"] })
      return { data: { id: input.userId, userRoles: ["ignite", "auditor"] } }
    })
    await act(async () => buttonNamed(container, "Make auditor").click())
    await waitFor(() => expect(dialog()?.textContent).toContain("Make Pat Plain an auditor?"))
    expect(dialog()?.textContent).toContain("They are signed out now")
    expect(gateway.callsOf("adminUsers.grantAuditor")).toEqual([])
    await act(async () => buttonNamed(dialog()!, "Grant").click())
    await waitFor(() => expect(notices()).toContain("Pat Plain is now an auditor."))
    expect(gateway.inputsOf("adminUsers.grantAuditor")).toEqual([{ userId: pat.id }])
    // both the list and the looked-up user are read again
    await waitFor(() => expect(container.querySelectorAll("[data-testid='auditor-row']")).toHaveLength(2))
    await waitFor(() => expect(container.textContent).toContain("Already an auditor"))
  })

  it("revokes the role after the confirmation, and cancelling changes nothing", async () => {
    const { container, users } = await openAs(testAdmin)
    await waitFor(() => expect(container.textContent).toContain("Olive Auditor"))
    const revoke = () =>
      container.querySelector<HTMLButtonElement>("[aria-label='Revoke the auditor role of Olive Auditor']")!
    await act(async () => revoke().click())
    await waitFor(() => expect(dialog()?.textContent).toContain("Take the auditor role from Olive Auditor?"))
    await act(async () => buttonNamed(dialog()!, "Cancel").click())
    expect(gateway.callsOf("adminUsers.revokeAuditor")).toEqual([])

    gateway.answers.set("adminUsers.revokeAuditor", (input) => {
      users.set(olive.id, { ...olive, userRoles: [] })
      return { data: { id: input.userId, userRoles: [] } }
    })
    await act(async () => revoke().click())
    await waitFor(() => expect(dialog()?.textContent).toContain("They are signed out at once."))
    await act(async () => buttonNamed(dialog()!, "Revoke").click())
    await waitFor(() => expect(notices()).toContain("Olive Auditor is no longer an auditor."))
    expect(gateway.inputsOf("adminUsers.revokeAuditor")).toEqual([{ userId: olive.id }])
    await waitFor(() => expect(container.textContent).toContain("No one is an auditor yet."))
  })

  it("says when no user has the address, and shows the server's word on a refused change", async () => {
    const { container } = await openAs(testAdmin)
    await waitFor(() => expect(container.textContent).toContain("Olive Auditor"))
    await typeInto(inputLabelled(container, "Email address"), "nobody@ignite.test")
    await act(async () => buttonNamed(container, "Find").click())
    await waitFor(() => expect(container.textContent).toContain("No user has this email address."))

    gateway.answers.set("adminUsers.revokeAuditor", {
      error: "NotFound",
      status: 404,
      message: "There is no such user.",
    })
    await act(async () =>
      container
        .querySelector<HTMLButtonElement>("[aria-label='Revoke the auditor role of Olive Auditor']")!
        .click(),
    )
    await waitFor(() => expect(dialog()).not.toBeNull())
    await act(async () => buttonNamed(dialog()!, "Revoke").click())
    await waitFor(() => expect(notices()).toContain("There is no such user."))
  })

  it("is not found for anyone but admins", async () => {
    const { container } = await openAs({ ...testUser, userRoles: ["auditor"], govUserSetting: null })
    await waitFor(() => expect(container.textContent).toContain("The requested resource does not exist"))
    expect(gateway.callsOf("adminUsers.list")).toEqual([])
  })
})
