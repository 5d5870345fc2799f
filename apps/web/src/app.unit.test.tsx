// @vitest-environment happy-dom
import type { SystemStatus } from "@ignite/contracts"
import { appMessages, identityMessages } from "@ignite/contracts/texts"
import { act } from "react"
import { beforeEach, describe, expect, it } from "vitest"
import { setSessionToken } from "./lib/session/session-token"
import { renderApp, signInHandOvers, testUser } from "./test-support/app-harness"
import { setUpGatewayMock } from "./test-support/gateway-mock"
import { waitFor } from "./test-support/render"
import { notify } from "./ui/notifications/notification-store"
import { supportUrl } from "./ui/support/support-url"

const status: SystemStatus = {
  name: "ignite",
  version: "0.0.0",
  driver: "pglite",
  bus: "in-process",
  eventCount: 1234,
  projections: [],
  fence: null,
}

const gateway = setUpGatewayMock()

// The home page is for signed-in users (spec 01 §2 route gate); the system status is on an admin's.
const signIn = (user = testUser) => {
  setSessionToken("token-123")
  gateway.answers.set("auth.session", { data: { user, gate: null } })
}
const admin = { ...testUser, userRoles: ["admin" as const] }

describe("web shell", () => {
  beforeEach(() => {
    gateway.answers.set("system.status", { data: status })
  })

  it("lays out header, main and footer with the legal and support links", async () => {
    const { container } = await renderApp("/request_password_reset")
    await waitFor(() => expect(container.querySelector("main h1")?.textContent).toBe("Reset Your Password"))
    expect(container.querySelector("header a[href='/']")?.textContent).toBe("Ignite")
    const footerLinks = [...container.querySelectorAll<HTMLAnchorElement>("footer a")]
    expect(footerLinks.map((a) => a.getAttribute("href"))).toEqual([
      "/terms",
      "/privacy",
      "/anti_spam",
      supportUrl,
    ])
    const support = footerLinks.at(-1)!
    expect([support.target, support.rel]).toEqual(["_blank", "noopener noreferrer"])
  })

  it("shows the system status from tRPC on an admin's home, sending the session token", async () => {
    signIn(admin)
    const { container } = await renderApp("/")
    await waitFor(() => expect(container.textContent).toContain("1,234"))
    expect(container.querySelector("main h1")?.textContent).toBe("Welcome to Ignite")
    expect(container.textContent).toContain("PGlite (embedded)")
    expect(container.textContent).toContain("In-process")

    const [url, init] = gateway.fetch.mock.calls.find(([request]) =>
      String(request).includes("system.status"),
    )!
    // batched with whatever else the page asked for in the same moment
    expect(String(url)).toMatch(/\/trpc\/(.+,)?system\.status/)
    const headers = new Headers(init?.headers)
    expect(headers.get("authorization")).toBe("Bearer token-123")
    expect(headers.get("cache-control")).toBe("no-store")
    expect(headers.get("accept")).toBe("application/json")
  })

  it("sends a signed-out visitor to /signin asking the server for nothing but the app's settings", async () => {
    const { router } = await renderApp("/")
    // the sign-in page is a document of its own (src/signin): the app hands over to it
    await waitFor(() => expect(signInHandOvers).toEqual(["/signin"]))
    expect(router.state.location.pathname).toBe("/signin")
    expect(gateway.fetch.mock.calls.map(([request]) => String(request))).toEqual([
      expect.stringContaining("/trpc/reference.siteSettings"),
    ])
  })

  it("says the settings failed (danger, suppressing what follows) and shows the error fallback", async () => {
    gateway.answers.set("reference.siteSettings", { error: "InternalError", status: 500 })
    const { container } = await renderApp("/signin")
    await waitFor(() => expect(container.querySelector("main h1")?.textContent).toBe("Something went wrong!"))
    const alert = () => document.querySelector("[role='alert']")
    expect(alert()?.textContent).toContain(appMessages.settingsFailed)
    expect(alert()?.getAttribute("data-severity")).toBe("danger")
    // what would be said next waits until the settings' message has cleared
    act(() => notify({ message: identityMessages.loadUserFailed, severity: "danger" }))
    expect(alert()?.textContent).toContain(appMessages.settingsFailed)
  })

  it("says so where the status would be when the status call fails", async () => {
    signIn(admin)
    gateway.answers.set("system.status", { error: "InternalError", status: 500 })
    const { container } = await renderApp("/")
    await waitFor(() => expect(container.textContent).toContain("Unable to load the system status."))
    expect(container.querySelector("main h1")?.textContent).toBe("Welcome to Ignite")
  })

  it("shows the not-found fallback inside the layout for an unknown route", async () => {
    signIn()
    const { container } = await renderApp("/no/such/page")
    await waitFor(() =>
      expect(container.querySelector("main h1")?.textContent).toBe("The requested resource does not exist"),
    )
    expect(container.querySelector("footer")).not.toBeNull()
  })
})
