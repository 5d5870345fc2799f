// @vitest-environment happy-dom
import { settingsOf } from "@ignite/contracts"
import { act } from "react"
import { beforeEach, describe, expect, it } from "vitest"
import { alertText, inputLabelled, renderApp, testUser, typeInto } from "../../test-support/app-harness"
import { setUpGatewayMock } from "../../test-support/gateway-mock"
import { waitFor } from "../../test-support/render"
import { decodeEmailKey, encodeEmailKey } from "./email-key"
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
    await waitFor(() => expect(container.querySelector("main h1")?.textContent).toBe("Sign In"))
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
    expect(container.querySelector("main")).toBeNull()
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

  it("signs in and goes to the remembered location", async () => {
    gateway.answers.set("auth.signIn", { data: { token: "token-2", user } })
    gateway.answers.set("auth.session", { data: { user, gate: null } })
    gateway.answers.set("users.me", { data: user })
    gateway.answers.set("users.settings", { data: settingsOf(user) })
    const { router, container } = await renderApp("/account")
    await waitFor(() => expect(router.state.location.pathname).toBe("/signin"))
    await waitFor(() => expect(container.querySelector("form[aria-label='Sign in']")).not.toBeNull())
    await typeInto(inputLabelled(container, "Email"), " Kay@Agency.gov ")
    await typeInto(inputLabelled(container, "Password"), "Secret1!")
    await act(async () =>
      container.querySelector<HTMLFormElement>("form[aria-label='Sign in']")?.requestSubmit(),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe("/account"))
    expect(alertText()).toContain("Successfully signed in!")
    expect(getSessionToken()).toBe("token-2")
    expect(gateway.callsOf("auth.signIn")[0]?.input).toEqual({
      email: "Kay@Agency.gov",
      password: "Secret1!",
    })
    expect(gateway.callsOf("auth.session").at(-1)?.authorization).toBe("Bearer token-2")
    expect(sessionStorage.getItem(redirectAfterLoginKey)).toBeNull()
  })

  it("shows the server's message when sign-in fails, and a fallback when the server says nothing", async () => {
    gateway.answers.set("auth.signIn", {
      error: "InvalidCredentials",
      status: 401,
      message: "Invalid email or password.",
    })
    const { container } = await renderApp("/signin")
    await waitFor(() => expect(container.querySelector("form[aria-label='Sign in']")).not.toBeNull())
    await typeInto(inputLabelled(container, "Email"), "kay@agency.gov")
    await typeInto(inputLabelled(container, "Password"), "wrong")
    const form = container.querySelector<HTMLFormElement>("form[aria-label='Sign in']")!
    await act(async () => form.requestSubmit())
    await waitFor(() => expect(alertText()).toContain("Invalid email or password."))

    gateway.answers.set("auth.signIn", {
      error: "InternalError",
      status: 500,
      message: "Something went wrong!",
    })
    await act(async () => form.requestSubmit())
    await waitFor(() => expect(alertText()).toContain("Failed to sign in, please try again later."))
    expect(getSessionToken()).toBeNull()
  })

  it("checks only that the sign-in fields are there before calling the server", async () => {
    gateway.answers.set("auth.signIn", {
      error: "InvalidCredentials",
      status: 401,
      message: "Invalid email or password.",
    })
    const { container } = await renderApp("/signin")
    await waitFor(() => expect(container.querySelector("form[aria-label='Sign in']")).not.toBeNull())
    const form = container.querySelector<HTMLFormElement>("form[aria-label='Sign in']")!
    await typeInto(inputLabelled(container, "Email"), "  ")
    await act(async () => form.requestSubmit())
    const email = inputLabelled(container, "Email")
    expect(email.getAttribute("aria-invalid")).toBe("true")
    expect(container.textContent).toContain("Provide a valid email")
    expect(container.textContent).toContain("Enter your password")
    expect(gateway.callsOf("auth.signIn")).toEqual([])

    // spec 01 §5: sign-in needs the fields filled, not a well-formed address; the server answers the rest
    await typeInto(inputLabelled(container, "Email"), "kay")
    await typeInto(inputLabelled(container, "Password"), "Secret1!")
    await act(async () => form.requestSubmit())
    await waitFor(() => expect(alertText()).toContain("Invalid email or password."))
    expect(gateway.callsOf("auth.signIn")[0]?.input).toEqual({ email: "kay", password: "Secret1!" })
  })

  it("sends an unconfirmed user who signs in to /confirmation_instructions, the email carried as key", async () => {
    gateway.answers.set("auth.signIn", {
      error: "UnconfirmedEmail",
      status: 401,
      message: "Please confirm your email.",
    })
    const { router, container } = await renderApp("/signin")
    await waitFor(() => expect(container.querySelector("form[aria-label='Sign in']")).not.toBeNull())
    await typeInto(inputLabelled(container, "Email"), " Kay+1@Agency.gov ")
    await typeInto(inputLabelled(container, "Password"), "Secret1!")
    await act(async () =>
      container.querySelector<HTMLFormElement>("form[aria-label='Sign in']")?.requestSubmit(),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe("/confirmation_instructions"))
    const key = new URLSearchParams(router.state.location.href.split("?")[1]).get("key") ?? undefined
    expect(decodeEmailKey(key)).toBe("Kay+1@Agency.gov")
    await waitFor(() => expect(alertText()).toContain("Please confirm your email."))
    expect(alertText()).not.toContain("Successfully signed in!")
    await waitFor(() =>
      expect(container.querySelector("main h1")?.textContent).toBe("Please Confirm Your Email"),
    )
    expect(inputLabelled(container, "Email").value).toBe("Kay+1@Agency.gov")
    expect(getSessionToken()).toBeNull()
    expect(gateway.callsOf("auth.session")).toEqual([])
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
