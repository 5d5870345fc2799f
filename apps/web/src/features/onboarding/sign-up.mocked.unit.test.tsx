// @vitest-environment happy-dom
import type { CurrentUser } from "@ignite/contracts"
import { act } from "react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { getSessionToken } from "../../lib/session/session-token"
import {
  buttonNamed,
  inputLabelled,
  renderApp,
  submit,
  testUser,
  typeInto,
} from "../../test-support/app-harness"
import { captchaCalls, solveCaptcha } from "../../test-support/captcha-stand-in"
import { setUpGatewayMock } from "../../test-support/gateway-mock"
import { waitFor } from "../../test-support/render"

vi.mock("../../ui/captcha/altcha-element", async () =>
  (await import("../../test-support/captcha-stand-in")).defineCaptchaStandIn(),
)

const gateway = setUpGatewayMock()
// The browser's zone is the form's default (spec 01 §3); pinned so the test does not depend on the machine.
beforeEach(() => {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions
  vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolved.call(this), timeZone: "America/Chicago" }
  })
})
afterEach(() => {
  vi.restoreAllMocks()
  captchaCalls.length = 0
})

const alerts = () =>
  [...document.querySelectorAll("[role='alert']")].map((alert) => alert.textContent).join(" | ")

const owner: CurrentUser = {
  ...testUser,
  id: "u-9",
  email: "poc@acme.example",
  firstName: "Pat",
  lastName: "Owner",
  title: "CEO",
  cellPhone: "555-0100",
  userRoles: ["ignite"],
  accountId: "a-1",
  govUserSetting: null,
}

const start = async (path: string) => {
  const rendered = await renderApp(path)
  await waitFor(() =>
    expect(rendered.container.querySelector("main h1, main [role='status']")).not.toBeNull(),
  )
  return rendered
}

/** Fills what the link did not: the login, title and cell phone; and solves the captcha. */
const complete = async (container: HTMLElement) => {
  await typeInto(inputLabelled(container, "Password"), "Secret123!")
  await typeInto(inputLabelled(container, "Confirm Password"), "Secret123!")
  await typeInto(inputLabelled(container, "Title"), "CEO")
  await typeInto(inputLabelled(container, "Cell Phone"), "555-0100")
  await solveCaptcha("solved-2")
  await waitFor(() => expect(buttonNamed(container, "Sign Up").disabled).toBe(false))
}

const signedInAs = (user: CurrentUser) => {
  gateway.answers.set("auth.session", { data: { user, gate: null } })
  gateway.answers.set("system.status", { error: "Unavailable", status: 503 })
}

describe("claim and invite sign-up", () => {
  it("shows 'Your Login' without the email and 'Your User' with the link's names and the browser's zone", async () => {
    const { container } = await start("/claim_signup?claimToken=tok-1&firstName=Pat&lastName=Owner")
    expect(container.querySelector("h1")?.textContent).toBe("Sign Up")
    expect([...container.querySelectorAll("legend")].map((legend) => legend.textContent)).toEqual(
      expect.arrayContaining(["Your Login", "Your User"]),
    )
    expect(() => inputLabelled(container, "Email")).toThrow()
    expect(inputLabelled(container, "First Name").value).toBe("Pat")
    expect(inputLabelled(container, "Last Name").value).toBe("Owner")
    expect(inputLabelled(container, "Time Zone").value).toContain("Central")
    expect(container.textContent).toContain("Headshot (optional)")
    expect(buttonNamed(container, "Add social media account")).toBeDefined()
    expect(buttonNamed(container, "Sign Up").disabled).toBe(true)
  })

  it("claims the account, stores the session and arrives at / with 'Account successfully claimed!'", async () => {
    gateway.answers.set("accounts.claimAccount", { data: { token: "new-token", user: owner } })
    signedInAs(owner)
    const { container, router } = await start("/claim_signup?claimToken=tok-1&firstName=Pat&lastName=Owner")
    await complete(container)
    await submit(container.querySelector("form"))
    await waitFor(() => expect(router.state.location.pathname).toBe("/"))
    expect(alerts()).toContain("Account successfully claimed!")
    expect(getSessionToken()).toBe("new-token")
    expect(gateway.inputsOf("accounts.claimAccount")).toEqual([
      {
        firstName: "Pat",
        lastName: "Owner",
        title: "CEO",
        timezone: "America/Chicago",
        cellPhone: "555-0100",
        workPhone: null,
        workPhoneExt: null,
        socialMediaAccountsAttributes: [],
        password: "Secret123!",
        passwordConfirmation: "Secret123!",
        recaptchaToken: "solved-2",
        claimToken: "tok-1",
      },
    ])
    // the new session is the one asked about
    expect(gateway.callsOf("auth.session").at(-1)?.authorization).toBe("Bearer new-token")
  })

  it("joins by invite with 'Account successfully created!'", async () => {
    gateway.answers.set("accounts.acceptInvite", { data: { token: "invited-token", user: owner } })
    signedInAs(owner)
    const { container, router } = await start(
      "/invite_signup?inviteToken=inv-1&firstName=Lin&lastName=Colleague",
    )
    expect(inputLabelled(container, "First Name").value).toBe("Lin")
    await complete(container)
    await submit(container.querySelector("form"))
    await waitFor(() => expect(router.state.location.pathname).toBe("/"))
    expect(alerts()).toContain("Account successfully created!")
    expect(gateway.inputsOf("accounts.acceptInvite")[0]).toMatchObject({
      inviteToken: "inv-1",
      firstName: "Lin",
      lastName: "Colleague",
    })
  })

  it("checks the password rules and the profile's fields before anything is sent", async () => {
    const { container } = await start("/claim_signup?claimToken=tok-1&firstName=Pat&lastName=Owner")
    await typeInto(inputLabelled(container, "Password"), "weak")
    await typeInto(inputLabelled(container, "Confirm Password"), "other")
    await typeInto(inputLabelled(container, "Cell Phone"), "5")
    for (const label of ["Password", "Confirm Password"])
      await act(async () =>
        inputLabelled(container, label).dispatchEvent(new FocusEvent("focusout", { bubbles: true })),
      )
    await waitFor(() => expect(container.textContent).toContain("Passwords must match"))
    expect(container.textContent).toContain("Must be at least 6 characters, contain at least one capital")
    expect(container.textContent).toContain("Must be at least 2 characters")
    await solveCaptcha()
    expect(buttonNamed(container, "Sign Up").disabled).toBe(true)
  })

  it("shows the server's message and its field problems under their fields; the captcha starts over", async () => {
    gateway.answers.set("accounts.claimAccount", {
      error: "ValidationFailed",
      status: 400,
      message: "Some fields are invalid.",
      details: [
        { path: "passwordConfirmation", message: "Passwords must match" },
        { path: "title", message: "Must be at least 2 characters" },
      ],
    })
    const { container, router } = await start("/claim_signup?claimToken=tok-1&firstName=Pat&lastName=Owner")
    await complete(container)
    await submit(container.querySelector("form"))
    await waitFor(() => expect(alerts()).toContain("Some fields are invalid."))
    expect(container.textContent).toContain("Passwords must match")
    expect(container.textContent).toContain("Must be at least 2 characters")
    expect(router.state.location.pathname).toBe("/claim_signup")
    expect(captchaCalls).toEqual(["reset", "verify"])
    expect(getSessionToken()).toBeNull()
  })

  it("says 'Something went wrong, please try again' when the server has no word for it", async () => {
    gateway.answers.set("accounts.acceptInvite", { error: "InternalError", status: 500 })
    const { container } = await start("/invite_signup?inviteToken=inv-1&firstName=Lin&lastName=Colleague")
    await complete(container)
    await submit(container.querySelector("form"))
    await waitFor(() => expect(alerts()).toContain("Something went wrong, please try again"))
  })

  it("sends a visitor without a link's token away", async () => {
    const { router } = await start("/invite_signup?firstName=Lin")
    await waitFor(() => expect(router.state.location.pathname).toBe("/signin"))
  })
})

describe("/accept_invite", () => {
  it("leads a good link to /invite_signup with the token and the invitee's names", async () => {
    gateway.answers.set("accounts.checkInvite", { data: { firstName: "Lin", lastName: "Colleague" } })
    const { router } = await start("/accept_invite?inviteToken=inv-1")
    await waitFor(() => expect(router.state.location.pathname).toBe("/invite_signup"))
    expect(router.state.location.search).toEqual({
      inviteToken: "inv-1",
      firstName: "Lin",
      lastName: "Colleague",
    })
    expect(gateway.inputsOf("accounts.checkInvite")).toEqual([{ inviteToken: "inv-1" }])
  })

  it.each([
    [{ error: "InvalidInviteToken", status: 400 }, "The invite token is invalid."],
    [{ error: "InvitePeriodExpired", status: 400 }, "This invite token expired."],
    [{ error: "InternalError", status: 500 }, "There was a problem validating your invite."],
  ])("'Failed to Confirm Invite' with the reason and where to turn (%j)", async (answer, reason) => {
    gateway.answers.set("accounts.checkInvite", answer)
    const { container } = await start("/accept_invite?inviteToken=bad-1")
    await waitFor(() => expect(container.querySelector("h1")?.textContent).toBe("Failed to Confirm Invite"))
    expect(container.textContent).toContain(reason)
    expect(container.textContent).toContain(
      "Please contact your account administrator for a new invite, or sign in.",
    )
    expect(container.querySelector<HTMLAnchorElement>("a[href='/signin']")).not.toBeNull()
  })
})
