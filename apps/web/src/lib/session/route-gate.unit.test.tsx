import { act } from "react"
import { beforeEach, describe, expect, it } from "vitest"
import {
  alertText,
  inputLabelled,
  renderApp,
  signInHandOvers,
  testUser,
} from "../../test-support/app-harness"
import { setUpGatewayMock } from "../../test-support/gateway-mock"
import { waitFor } from "../../test-support/render"
import { encodeEmailKey } from "./email-key"
import { clearPartnerToken, partnerArrivalKey, partnerTokenKey } from "./partner-token"
import { redirectAfterLoginKey, redirectAfterSignTermsKey } from "./redirect-memory"
import { getSessionToken, setSessionToken } from "./session-token"

const user = testUser

const gateway = setUpGatewayMock()

describe("route gate in the app", () => {
  beforeEach(() => {
    gateway.answers.set("system.status", {
      data: {
        name: "ignite",
        version: "0",
        driver: "pglite",
        bus: "in-process",
        eventCount: 1,
        projections: [],
        fence: null,
      },
    })
  })

  it("sends a signed-out visitor to /signin, remembering the location, without asking the server", async () => {
    const { router, container } = await renderApp("/account?tab=settings")
    await waitFor(() => expect(router.state.location.pathname).toBe("/signin"))
    // the sign-in page is a document of its own (src/signin, tested there): the app hands over to it
    await waitFor(() => expect(signInHandOvers).toEqual(["/signin"]))
    expect(container.querySelector("form[aria-label='Sign in']")).toBeNull()
    expect(sessionStorage.getItem(redirectAfterLoginKey)).toBe("/account?tab=settings")
    expect(gateway.callsOf("auth.session")).toEqual([])
  })

  it("shows a spinner while it learns who is signed in", async () => {
    setSessionToken("token-1")
    gateway.answers.set("auth.session", { never: true })
    const { container } = await renderApp("/")
    await waitFor(() =>
      expect(container.querySelector("[role='status']")?.getAttribute("aria-label")).toBe("Loading"),
    )
    // the frame index.html paints, with no page in it (the app's main is #main-content)
    expect(container.querySelector("#main-content")).toBeNull()
    expect(container.querySelector("nav")).toBeNull()
    expect(gateway.callsOf("auth.session")[0]?.authorization).toBe("Bearer token-1")
  })

  it("lets a confirmed user in and shows their name in the header", async () => {
    setSessionToken("token-1")
    gateway.answers.set("auth.session", { data: { user, gate: null } })
    const { router, container } = await renderApp("/")
    await waitFor(() => expect(container.querySelector("main h1")?.textContent).toBe("Welcome to Ignite"))
    expect(router.state.location.pathname).toBe("/")
    // the user menu is a lazily loaded chunk: it appears a moment after the page
    await waitFor(
      () =>
        expect(
          container.querySelector("header button[aria-label='User menu for Kay Tester']"),
        ).not.toBeNull(),
      { timeout: 5000 },
    )
  })

  it("sends a signed-in user away from the sign-in screen", async () => {
    setSessionToken("token-1")
    gateway.answers.set("auth.session", { data: { user, gate: null } })
    const { router } = await renderApp("/signin")
    await waitFor(() => expect(router.state.location.pathname).toBe("/"))
  })

  it("keeps an unconfirmed user on /confirmation_instructions, with their email filled in", async () => {
    setSessionToken("token-1")
    gateway.answers.set("auth.session", {
      data: { user: { ...user, confirmed: false }, gate: "UnconfirmedEmail" },
    })
    const { router, container } = await renderApp("/account")
    await waitFor(() => expect(router.state.location.pathname).toBe("/confirmation_instructions"))
    await waitFor(() => expect(inputLabelled(container, "Email").value).toBe("kay@agency.gov"))
    expect(container.querySelector("main h1")?.textContent).toBe("Please Confirm Your Email")
  })

  it("lets everybody open a confirmation link", async () => {
    setSessionToken("token-1")
    gateway.answers.set("auth.session", { data: { user, gate: "UnconfirmedEmail" } })
    gateway.answers.set("auth.confirm", { never: true })
    const { router, container } = await renderApp("/confirm_email?confirmationToken=abc")
    await waitFor(() => expect(container.textContent).toContain("Confirming your account..."))
    expect(router.state.location.pathname).toBe("/confirm_email")
  })

  it("sends a user with unsigned terms to /sign_terms, remembering where they were going", async () => {
    setSessionToken("token-1")
    gateway.answers.set("auth.session", { data: { user, gate: "MissingTermsPrivacy" } })
    const { router } = await renderApp("/account")
    await waitFor(() => expect(router.state.location.pathname).toBe("/sign_terms"))
    expect(sessionStorage.getItem(redirectAfterSignTermsKey)).toBe("/account")
  })

  it("ends an expired session: token gone, message shown, location remembered", async () => {
    setSessionToken("token-1")
    gateway.answers.set("auth.session", { error: "ExpiredToken", status: 401 })
    const { router } = await renderApp("/account")
    await waitFor(() => expect(router.state.location.pathname).toBe("/signin"))
    await waitFor(() => expect(alertText()).toContain("Your session has expired, please sign in again."))
    expect(getSessionToken()).toBeNull()
    expect(sessionStorage.getItem(redirectAfterLoginKey)).toBe("/account")
  })

  it("ends the session when a screen's call finds the token revoked", async () => {
    setSessionToken("token-1")
    gateway.answers.set("auth.session", { data: { user, gate: null } })
    gateway.answers.set("users.me", { error: "InvalidToken", status: 401 })
    const { router } = await renderApp("/account")
    await waitFor(() => expect(router.state.location.pathname).toBe("/signin"))
    await waitFor(() => expect(alertText()).toContain("Please sign in."))
    expect(getSessionToken()).toBeNull()
  })

  it("saves the partner token of the entry address and removes it from the address", async () => {
    const { router } = await renderApp("/signin?q=partner-123&x=y")
    await waitFor(() => expect(router.state.location.href).toBe("/signin?x=y"))
    expect(localStorage.getItem(partnerTokenKey)).toBe("partner-123")
  })

  it("sends a signed-out visitor who came with a partner token to /signup_or_signin (the stored flag)", async () => {
    gateway.answers.set("govUsers.userExistsAndIsLinked", { data: { userExists: false, linked: false } })
    const { router } = await renderApp("/account?q=partner-456")
    await waitFor(() => expect(router.state.location.pathname).toBe("/signup_or_signin"))
    expect(localStorage.getItem(partnerTokenKey)).toBe("partner-456")
    expect(localStorage.getItem(partnerArrivalKey)).toBe("true")
    clearPartnerToken()
    expect(localStorage.getItem(partnerArrivalKey)).toBeNull()
  })

  it("signs an unconfirmed user out to /confirmation_instructions, keeping their email as key", async () => {
    setSessionToken("token-1")
    gateway.answers.set("auth.session", {
      data: { user: { ...user, confirmed: false }, gate: "UnconfirmedEmail" },
    })
    gateway.answers.set("auth.signOut", { data: { signedOut: true } })
    const { router, container } = await renderApp("/confirmation_instructions")
    await waitFor(() => expect(inputLabelled(container, "Email").value).toBe("kay@agency.gov"))
    const signOut = [...container.querySelectorAll("main button")].find(
      (button) => button.textContent?.trim() === "Sign out",
    )
    await act(async () => (signOut as HTMLButtonElement).click())
    await waitFor(() => expect(getSessionToken()).toBeNull())
    await waitFor(() =>
      expect(router.state.location.href).toBe(
        `/confirmation_instructions?key=${encodeURIComponent(encodeEmailKey("kay@agency.gov"))}`,
      ),
    )
    await waitFor(() => expect(container.textContent).toContain("Back to sign in"))
    expect(inputLabelled(container, "Email").value).toBe("kay@agency.gov")
    expect(gateway.callsOf("auth.signOut")).toHaveLength(1)
  })

  it("signs a confirmed user out to /signin", async () => {
    setSessionToken("token-1")
    gateway.answers.set("auth.session", { data: { user, gate: null } })
    gateway.answers.set("auth.signOut", { data: { signedOut: true } })
    const { router, container } = await renderApp("/")
    const menu = "header button[aria-label='User menu for Kay Tester']"
    await waitFor(() => expect(container.querySelector(menu)).not.toBeNull(), { timeout: 5000 })
    await act(async () => container.querySelector<HTMLButtonElement>(menu)?.click())
    await waitFor(() => expect(document.body.textContent).toContain("Sign out"))
    const item = [...document.querySelectorAll("[role='menuitem']")].find(
      (element) => element.textContent?.trim() === "Sign out",
    )
    await act(async () => (item as HTMLButtonElement).click())
    await waitFor(() => expect(router.state.location.href).toBe("/signin"))
    expect(getSessionToken()).toBeNull()
  })
})
