// @vitest-environment happy-dom
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { appMessages, identityMessages } from "@ignite/contracts/texts"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { decodeEmailKey } from "../lib/session/email-key"
import { partnerArrivalKey, partnerTokenKey } from "../lib/session/partner-token"
import { redirectAfterLoginKey } from "../lib/session/redirect-memory"
import { getSessionToken, setSessionToken } from "../lib/session/session-token"
import { carriedNoticeKey, carryNotice } from "../ui/notifications/carried-notice"
import { supportUrl } from "../ui/support/support-url"
import { startSignInPage } from "./sign-in-page"

// The page as the build serves it: signin.html's body, run by its script against a stand-in server.
const html = readFileSync(join(import.meta.dirname, "../../signin.html"), "utf8")
const body = html
  .slice(html.indexOf("<body>") + "<body>".length, html.indexOf("</body>"))
  .replace(/<script[\s\S]*?<\/script>/g, "")

type Answer = { readonly status: number; readonly body: unknown; readonly token?: string }

const json = ({ status, body, token }: Answer) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
  })

const settings = { support: { url: "https://help.example.test/docs" } }

const start = (search = "", answers: { signIn?: Answer; settings?: Answer } = {}) => {
  const location = {
    pathname: "/signin",
    search,
    hash: "",
    replace: vi.fn<(url: string) => void>(),
  }
  const history = { replaceState: vi.fn() }
  const calls: { url: string; body: unknown }[] = []
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = String(url)
    calls.push({ url: path, body: init?.body ? JSON.parse(String(init.body)) : undefined })
    if (path === "/api/v1/site_settings") return json(answers.settings ?? { status: 200, body: settings })
    if (path === "/api/v1/users/sign_in") return json(answers.signIn ?? { status: 500, body: {} })
    return json({ status: 404, body: { error: "NotFound", message: "", status: 404 } })
  }) as unknown as typeof globalThis.fetch
  startSignInPage({ document, location, history, fetch })
  return { location, history, calls }
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement
const type = (id: string, value: string) => {
  input(id).value = value
  input(id).dispatchEvent(new Event("input"))
}
const submit = () =>
  document.getElementById("signin-form")!.dispatchEvent(new Event("submit", { cancelable: true }))
const alertText = () => document.querySelector("[role='alert']")?.textContent ?? ""
const carried = () => JSON.parse(sessionStorage.getItem(carriedNoticeKey) ?? "null")

describe("the sign-in page (signin.html)", () => {
  beforeEach(() => {
    localStorage.clear()
    sessionStorage.clear()
    document.body.innerHTML = body
  })
  afterEach(() => {
    document.body.innerHTML = ""
  })

  it("offers the ways to an account, the legal links and support at the server's address", async () => {
    const { calls } = start()
    const links = () =>
      [...document.querySelectorAll<HTMLAnchorElement>("main a, footer a")].map((a) => [
        a.textContent?.replace(" (opens in a new tab)", "").trim(),
        a.getAttribute("href"),
      ])
    expect(links()).toEqual(
      expect.arrayContaining([
        ["Forgot password?", "/request_password_reset"],
        ["Claim an account (SBIR/STTR Companies)", "/claim"],
        ["Sign Up (Government Users)", "/gov_user"],
        ["FAQ", `${supportUrl}/faq`],
        ["contact support", supportUrl],
        ["Terms of Service", "/terms"],
        ["Privacy Statement", "/privacy"],
        ["Anti-Spam Policy", "/anti_spam"],
        ["Support", supportUrl],
      ]),
    )
    await vi.waitFor(() => expect(links()).toContainEqual(["FAQ", "https://help.example.test/docs/faq"]))
    expect(links()).toContainEqual(["Support", "https://help.example.test/docs"])
    expect(calls.map(({ url }) => url)).toEqual(["/api/v1/site_settings"])
    expect(document.querySelector("header a[href='/']")?.textContent).toBe("Ignite")
  })

  it("signs in with the trimmed email and goes to the remembered location, saying so there", async () => {
    sessionStorage.setItem(redirectAfterLoginKey, "/account")
    const { location, calls } = start("", {
      signIn: { status: 200, body: { user: { id: "u-1" } }, token: "token-2" },
    })
    type("signin-email", " Kay@Agency.gov ")
    type("signin-password", "Secret1!")
    submit()
    expect(input("signin-submit").disabled).toBe(true)
    await vi.waitFor(() => expect(location.replace).toHaveBeenCalledWith("/account"))
    expect(getSessionToken()).toBe("token-2")
    expect(calls.find(({ url }) => url.endsWith("/sign_in"))?.body).toEqual({
      user: { email: "Kay@Agency.gov", password: "Secret1!" },
    })
    expect(carried()).toEqual({ message: identityMessages.signedIn, severity: "success" })
    expect(sessionStorage.getItem(redirectAfterLoginKey)).toBeNull()
  })

  it("goes home after signing in when no location was remembered", async () => {
    const { location } = start("", { signIn: { status: 200, body: {}, token: "token-3" } })
    type("signin-email", "kay@agency.gov")
    type("signin-password", "Secret1!")
    submit()
    await vi.waitFor(() => expect(location.replace).toHaveBeenCalledWith("/"))
  })

  it("shows the server's message when sign-in fails, and a fallback when the server says nothing", async () => {
    const invalid = {
      status: 401,
      body: { error: "InvalidCredentials", message: "Invalid email or password.", status: 401 },
    }
    const { location } = start("", { signIn: invalid })
    type("signin-email", "kay@agency.gov")
    type("signin-password", "wrong")
    submit()
    await vi.waitFor(() => expect(alertText()).toContain("Invalid email or password."))
    expect(document.querySelector("[role='alert']")?.getAttribute("data-severity")).toBe("danger")
    expect(input("signin-submit").disabled).toBe(false)

    document.body.innerHTML = body
    start("", { signIn: { status: 500, body: { error: "InternalError", message: "Something went wrong!" } } })
    type("signin-email", "kay@agency.gov")
    type("signin-password", "wrong")
    submit()
    await vi.waitFor(() => expect(alertText()).toContain(identityMessages.signInFailed))
    expect(getSessionToken()).toBeNull()
    expect(location.replace).not.toHaveBeenCalled()
  })

  it("checks only that the sign-in fields are there before calling the server", async () => {
    const { calls } = start("", {
      signIn: { status: 401, body: { error: "InvalidCredentials", message: "Invalid email or password." } },
    })
    type("signin-email", "  ")
    submit()
    expect(input("signin-email").getAttribute("aria-invalid")).toBe("true")
    expect(document.getElementById("signin-email-error")?.textContent).toBe("Provide a valid email")
    expect(document.getElementById("signin-password-error")?.textContent).toBe("Enter your password")
    expect(document.activeElement).toBe(input("signin-email"))
    expect(calls.filter(({ url }) => url.endsWith("/sign_in"))).toEqual([])

    // spec 01 §5: sign-in needs the fields filled, not a well-formed address; the server answers the rest
    type("signin-email", "kay")
    type("signin-password", "Secret1!")
    expect(input("signin-email").hasAttribute("aria-invalid")).toBe(false)
    expect(document.getElementById("signin-password-error")?.hidden).toBe(true)
    submit()
    await vi.waitFor(() => expect(alertText()).toContain("Invalid email or password."))
    expect(calls.find(({ url }) => url.endsWith("/sign_in"))?.body).toEqual({
      user: { email: "kay", password: "Secret1!" },
    })
  })

  it("shows a field's problem once it is left, not while it is first typed", () => {
    start()
    expect(document.getElementById("signin-email-error")?.hidden).toBe(true)
    input("signin-email").dispatchEvent(new Event("blur"))
    expect(document.getElementById("signin-email-error")?.textContent).toBe("Provide a valid email")
    expect(document.getElementById("signin-password-error")?.hidden).toBe(true)
  })

  it("sends an unconfirmed user to /confirmation_instructions, the email carried as key", async () => {
    const { location } = start("", {
      signIn: {
        status: 401,
        body: { error: "UnconfirmedEmail", message: "Please confirm your email.", status: 401 },
      },
    })
    type("signin-email", " Kay+1@Agency.gov ")
    type("signin-password", "Secret1!")
    submit()
    await vi.waitFor(() => expect(location.replace).toHaveBeenCalled())
    const to = new URL(location.replace.mock.calls[0]![0], "http://ignite.test")
    expect(to.pathname).toBe("/confirmation_instructions")
    expect(decodeEmailKey(to.searchParams.get("key") ?? undefined)).toBe("Kay+1@Agency.gov")
    expect(carried()).toEqual({ message: identityMessages.pleaseConfirm, severity: "info" })
    expect(getSessionToken()).toBeNull()
  })

  it("shows and hides the password", () => {
    start()
    const toggle = document.getElementById("signin-password-toggle") as HTMLButtonElement
    toggle.click()
    expect([input("signin-password").type, toggle.getAttribute("aria-pressed")]).toEqual(["text", "true"])
    expect(toggle.getAttribute("aria-label")).toBe("Hide password")
    toggle.click()
    expect([input("signin-password").type, toggle.getAttribute("aria-pressed")]).toEqual([
      "password",
      "false",
    ])
  })

  it("says what the page before had to say as it sent the user here, and lets it be dismissed", () => {
    carryNotice({
      message: "If the email provided is in our records, you will receive it.",
      severity: "info",
    })
    start()
    expect(alertText()).toContain("If the email provided is in our records")
    expect(document.querySelector("[role='alert']")?.getAttribute("data-severity")).toBe("info")
    expect(sessionStorage.getItem(carriedNoticeKey)).toBeNull()
    ;(document.querySelector("[aria-label='Dismiss notification']") as HTMLButtonElement).click()
    expect(document.querySelector("[role='alert']")).toBeNull()
  })

  it("sends a signed-in visitor to the app, whose gate knows where they belong", () => {
    setSessionToken("token-1")
    const { location, calls } = start()
    expect(location.replace).toHaveBeenCalledWith("/")
    expect(calls).toEqual([])
  })

  it("saves the partner token of the entry address and removes it from the address", () => {
    const { history, location } = start("?q=partner-123&x=y")
    expect(localStorage.getItem(partnerTokenKey)).toBe("partner-123")
    expect(localStorage.getItem(partnerArrivalKey)).toBe("true")
    expect(history.replaceState).toHaveBeenCalledWith(null, "", "/signin?x=y")
    expect(location.replace).not.toHaveBeenCalled()
  })

  it("says the settings failed (danger, suppressing what follows) and shows the error fallback", async () => {
    start("", { settings: { status: 500, body: { error: "InternalError" } } })
    await vi.waitFor(() => expect(alertText()).toContain(appMessages.settingsFailed))
    expect(document.querySelector("[role='alert']")?.getAttribute("data-severity")).toBe("danger")
    const visible = [...document.querySelectorAll<HTMLElement>("[data-page]")].filter((part) => !part.hidden)
    expect(visible.map((part) => part.querySelector("h1")?.textContent)).toEqual(["Something went wrong!"])
    expect(
      document.querySelector<HTMLAnchorElement>("[data-page='fallback'] a.button")?.getAttribute("href"),
    ).toBe("/")
  })
})
