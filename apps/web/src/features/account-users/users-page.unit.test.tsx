// @vitest-environment happy-dom
import { type AccountUsersPage, type CurrentUser, paginate, type UserInvite } from "@ignite/contracts"
import { act } from "react"
import { describe, expect, it } from "vitest"
import {
  aCompanyUser,
  buttonNamed,
  eventually,
  inputLabelled,
  renderApp,
  signInAs,
  submit,
  testUser,
  typeAndLeave,
  typeInto,
} from "../../test-support/app-harness"
import { setUpGatewayMock } from "../../test-support/gateway-mock"
import { waitFor } from "../../test-support/render"

const gateway = setUpGatewayMock()

const alerts = () =>
  [...document.querySelectorAll("[role='alert']")].map((alert) => alert.textContent).join(" | ")
const click = (element: HTMLElement) => act(async () => element.click())

const owner = aCompanyUser({
  id: "u-1",
  email: "pat@acme.example",
  unconfirmedEmail: "pat.new@acme.example",
  firstName: "Pat",
  lastName: "Owner",
  title: "CEO",
  cellPhone: "555-0100",
  workPhone: "555-0101",
  workPhoneExt: "12",
  timezone: "America/Chicago",
  socialMediaAccounts: [{ id: "s-1", socialMediaTypeId: "2", identifier: "pat-owner" }],
})

const day = 24 * 60 * 60 * 1000
const pending: UserInvite = {
  userInviteId: "i-1",
  accountId: "a-1",
  firstName: "Lin",
  lastName: "Colleague",
  email: "lin@acme.example",
  inviteTokenExpiry: new Date(Date.now() + 7 * day).toISOString(),
}
const lapsed: UserInvite = {
  ...pending,
  userInviteId: "i-2",
  firstName: "Old",
  lastName: "Friend",
  email: "old@acme.example",
  inviteTokenExpiry: new Date(Date.now() - day).toISOString(),
}

const member = (user: CurrentUser) => ({
  kind: "user" as const,
  user: {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    title: user.title,
    email: user.email,
    unconfirmedEmail: user.unconfirmedEmail,
    timezone: user.timezone,
    cellPhone: user.cellPhone,
    workPhone: user.workPhone,
    workPhoneExt: user.workPhoneExt,
    headshot: user.headshot,
    socialMediaAccounts: user.socialMediaAccounts,
    userRoles: user.userRoles,
  },
})

const usersPage = (entries: AccountUsersPage["data"], page = 1, perPage = 10): AccountUsersPage => {
  const { offset: _, ...pagination } = paginate(entries.length, { page, perPage })
  return { data: entries, pagination }
}

const openUsers = async (path = "/users", user: CurrentUser = owner) => {
  signInAs(gateway, user)
  gateway.answers.set("accounts.users", {
    data: usersPage([member(owner), { kind: "invite", invite: pending }, { kind: "invite", invite: lapsed }]),
  })
  const rendered = await renderApp(path)
  return rendered
}

const cardOf = (heading: string) => {
  const title = [...document.querySelectorAll("main h2")].find((h) => h.textContent === heading)
  const card = title?.closest("section")
  if (!(card instanceof HTMLElement)) throw new Error(`No card "${heading}"`)
  return card
}

const dialog = async (title: string) => {
  await waitFor(() =>
    expect(
      [...document.querySelectorAll("[role='dialog']")].some((d) => d.textContent?.includes(title)),
    ).toBe(true),
  )
  return [...document.querySelectorAll<HTMLElement>("[role='dialog']")].find((d) =>
    d.textContent?.includes(title),
  )!
}

describe("the account's Users page", () => {
  it("lists members with their details and invites with their state, page 1 of 10 by default", async () => {
    const { container } = await openUsers()
    await waitFor(() => expect(container.textContent).toContain("Lin Colleague"))
    expect(gateway.inputsOf("accounts.users")).toEqual([
      { accountId: "a-1", page: 1, perPage: 10, includeUserInvites: true },
    ])
    const pat = cardOf("Pat Owner")
    for (const fact of ["CEO", "pat@acme.example", "555-0100", "555-0101 ext. 12", "pat-owner"])
      expect(pat.textContent).toContain(fact)
    expect(pat.textContent).toContain("Change pending")
    expect(cardOf("Lin Colleague").textContent).toContain("Invited")
    expect(cardOf("Lin Colleague").textContent).not.toContain("Invite Expired")
    expect(cardOf("Old Friend").textContent).toContain("Invite Expired")
    expect(container.textContent).toContain("1 to 3 of 3 entries")
  })

  it("reads the page and its size from the address", async () => {
    await openUsers("/users?page=2&perPage=5")
    await waitFor(() =>
      expect(gateway.inputsOf("accounts.users")).toEqual([
        { accountId: "a-1", page: 2, perPage: 5, includeUserInvites: true },
      ]),
    )
  })

  it("is in the user menu of company users", async () => {
    gateway.answers.set("system.status", { never: true })
    await openUsers("/")
    await waitFor(() =>
      expect(document.querySelector("[aria-label='User menu for Pat Owner']")).not.toBeNull(),
    )
    await click(document.querySelector<HTMLElement>("[aria-label='User menu for Pat Owner']")!)
    await waitFor(() => expect(document.querySelector("a[href='/users']")?.textContent).toBe("Users"))
  })

  it("does not exist for anyone else", async () => {
    const { container } = await openUsers("/users", testUser)
    await waitFor(() => expect(container.textContent).toContain("The requested resource does not exist"))
    expect(gateway.callsOf("accounts.users")).toEqual([])
  })
})

describe("Invite User", () => {
  const openInvite = async () => {
    const { container } = await openUsers()
    await waitFor(() => expect(container.textContent).toContain("Lin Colleague"))
    await click(buttonNamed(container, "Invite User"))
    return dialog("Send Invite")
  }

  it("checks names and email with the spec's messages; Send Invite waits until they pass", async () => {
    const modal = await openInvite()
    expect(modal.querySelector("h2")?.textContent).toBe("Invite User")
    const send = buttonNamed(modal, "Send Invite")
    expect(send.disabled).toBe(true)
    for (const [label, value] of [
      ["First Name", "A"],
      ["Last Name", "B"],
      ["Email", "not-an-email"],
    ] as const) {
      const input = inputLabelled(modal, label)
      await typeAndLeave(input, value)
    }
    await waitFor(() => expect(modal.textContent).toContain("Please Enter Valid Email"))
    expect(modal.textContent?.match(/Must be a minimum of 2 characters/g)).toHaveLength(2)
    expect(send.disabled).toBe(true)
    await typeInto(inputLabelled(modal, "First Name"), "Kim")
    await typeInto(inputLabelled(modal, "Last Name"), "Newhire")
    await typeInto(inputLabelled(modal, "Email"), "kim@acme.example")
    await waitFor(() => expect(send.disabled).toBe(false))
  })

  it("invites, says so, reads the list again and closes about 500 ms later", async () => {
    const modal = await openInvite()
    gateway.answers.set("accounts.invite", { data: { ...pending, userInviteId: "i-3", firstName: "Kim" } })
    await typeInto(inputLabelled(modal, "First Name"), "Kim")
    await typeInto(inputLabelled(modal, "Last Name"), "Newhire")
    await typeInto(inputLabelled(modal, "Email"), " kim@acme.example ")
    await submit(modal.querySelector("form"))
    await waitFor(() => expect(alerts()).toContain("User invited successfully."))
    // still open (and busy) right after the answer, gone about 500 ms later
    expect(document.querySelector("form[aria-label='Invite user']")).not.toBeNull()
    await eventually(() => expect(document.querySelector("form[aria-label='Invite user']")).toBeNull())
    expect(gateway.inputsOf("accounts.invite")).toEqual([
      { accountId: "a-1", firstName: "Kim", lastName: "Newhire", email: "kim@acme.example" },
    ])
    expect(gateway.callsOf("accounts.users").length).toBeGreaterThan(1)
  })

  it("says 'Error sending invite; please try again.' and keeps the form; a taken address shows under Email", async () => {
    const modal = await openInvite()
    gateway.answers.set("accounts.invite", {
      error: "UserAlreadyExists",
      status: 409,
      message: "A user already exists with the email provided.",
    })
    await typeInto(inputLabelled(modal, "First Name"), "Kim")
    await typeInto(inputLabelled(modal, "Last Name"), "Newhire")
    await typeInto(inputLabelled(modal, "Email"), "pat@acme.example")
    await submit(modal.querySelector("form"))
    await waitFor(() => expect(alerts()).toContain("Error sending invite; please try again."))
    expect(modal.textContent).toContain("A user already exists with the email provided.")
    expect(document.querySelector("form[aria-label='Invite user']")).not.toBeNull()
  })
})

describe("a pending invite", () => {
  const openList = async () => {
    const rendered = await openUsers()
    await waitFor(() => expect(rendered.container.textContent).toContain("Lin Colleague"))
    return rendered
  }

  it("is edited in 'Edit Invite', prefilled", async () => {
    await openList()
    await click(buttonNamed(cardOf("Lin Colleague"), "Edit"))
    const modal = await dialog("Save Invite")
    expect(modal.querySelector("h2")?.textContent).toBe("Edit Invite")
    expect(inputLabelled(modal, "Email").value).toBe("lin@acme.example")
    gateway.answers.set("accounts.updateInvite", { error: "InternalError", status: 500 })
    await typeInto(inputLabelled(modal, "Last Name"), "Renamed")
    await submit(modal.querySelector("form"))
    await waitFor(() => expect(alerts()).toContain("Unable to update invite, please try again."))

    gateway.answers.set("accounts.updateInvite", { data: { ...pending, lastName: "Renamed" } })
    await submit(modal.querySelector("form"))
    await waitFor(() => expect(alerts()).toContain("User invite updated successfully."))
    await eventually(() => expect(document.querySelector("form[aria-label='Edit invite']")).toBeNull())
    expect(gateway.inputsOf("accounts.updateInvite").at(-1)).toEqual({
      accountId: "a-1",
      inviteId: "i-1",
      firstName: "Lin",
      lastName: "Renamed",
      email: "lin@acme.example",
    })
  })

  it.each([
    ["Resend", "resend", "accounts.resendInvite", "User invite resent successfully."],
    ["Delete", "delete", "accounts.deleteInvite", "User invite deleted successfully."],
  ] as const)("%s asks first, then says so", async (button, action, procedure, done) => {
    await openList()
    await click(buttonNamed(cardOf("Lin Colleague"), button))
    let modal = await dialog(`Are you sure you'd like to ${action} this invite?`)
    await click(buttonNamed(modal, "Cancel"))
    await waitFor(() => expect(document.querySelector("[role='dialog']")).toBeNull())
    expect(gateway.callsOf(procedure)).toEqual([])

    if (procedure === "accounts.resendInvite") gateway.answers.set(procedure, { data: pending })
    else gateway.answers.set(procedure, { data: { deleted: true } })
    await click(buttonNamed(cardOf("Lin Colleague"), button))
    modal = await dialog(`Are you sure you'd like to ${action} this invite?`)
    await click(buttonNamed(modal, button))
    await waitFor(() => expect(alerts()).toContain(done))
    expect(gateway.inputsOf(procedure)).toEqual([{ accountId: "a-1", inviteId: "i-1" }])
  })

  it.each([
    ["Resend", "accounts.resendInvite", "Unable to resend user invite, please try again later"],
    ["Delete", "accounts.deleteInvite", "Unable to delete user invite, please try again later"],
  ] as const)("%s says when it failed", async (button, procedure, failed) => {
    await openList()
    gateway.answers.set(procedure, { error: "InternalError", status: 500 })
    await click(buttonNamed(cardOf("Old Friend"), button))
    const modal = await dialog("this invite?")
    await click(buttonNamed(modal, button))
    await waitFor(() => expect(alerts()).toContain(failed))
  })
})
