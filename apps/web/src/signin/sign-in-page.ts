import { appMessages, identityMessages } from "@ignite/contracts/texts"
import { serverMessageOf } from "../lib/api-error"
import { authErrorCodeOf } from "../lib/auth-errors"
import { authErrorOutcome } from "../lib/session/auth-error-outcome"
import { markPartnerArrival, savePartnerToken, takePartnerQuery } from "../lib/session/partner-token"
import { takeLoginTarget } from "../lib/session/redirect-memory"
import { clearSessionToken, getSessionToken, setSessionToken } from "../lib/session/session-token"
import { type SignInValues, validateSignIn } from "../ui/credentials/sign-in-validation"
import { carryNotice, takeCarriedNotice } from "../ui/notifications/carried-notice"
import { createNotificationStore, type NotifyInput } from "../ui/notifications/notification-store"
import { faqUrlOf } from "../ui/support/support-url"
import { renderNotice } from "./notice"

/**
 * /signin (spec 01 §2) as its own small document: the same fields, links, messages and outcomes as the app's
 * screens, with the browser's DOM instead of React, so the page every visitor loads first costs a few kB of
 * script (issue 27: ≤ 100 kB gzip; the app's framework alone is 140). It signs in over the REST facade
 * (`POST /api/v1/users/sign_in`) and then hands over to the app at the remembered target; what it has to say
 * on the next page travels with `carryNotice`.
 */

export interface SignInPageEnv {
  readonly document: Document
  readonly location: Pick<Location, "pathname" | "search" | "hash" | "replace">
  readonly history: Pick<History, "replaceState">
  readonly fetch: typeof fetch
}

type Field = "email" | "password"
const fields: readonly Field[] = ["email", "password"]

/** What the server said: a token, or its failure as a REST error envelope (`{ error, message, status }`). */
type SignInAnswer = { readonly token: string } | { readonly failure: Record<string, unknown> }

const signIn = async (fetcher: typeof fetch, email: string, password: string): Promise<SignInAnswer> => {
  const response = await fetcher("/api/v1/users/sign_in", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ user: { email, password } }),
  })
  const token = response.headers.get("authorization")?.replace(/^Bearer /, "")
  if (response.ok && token) return { token }
  const body: unknown = await response.json().catch(() => undefined)
  // the status the answer came with, whatever its body says: lib/api-error reads the rest as for any call
  return { failure: { ...(typeof body === "object" && body !== null ? body : {}), status: response.status } }
}

const element = <T extends HTMLElement>(document: Document, id: string) => {
  const found = document.getElementById(id)
  if (!found) throw new Error(`The sign-in page has no #${id}`)
  return found as T
}

export const startSignInPage = ({ document, location, history, fetch: fetcher }: SignInPageEnv) => {
  // A VISION arrival (spec 01 §2, the entry query `q`): saved and taken out of the address, as the app does.
  const partner = takePartnerQuery({
    pathname: location.pathname,
    searchStr: location.search,
    hash: location.hash.replace(/^#/, ""),
  })
  if (partner) {
    if (partner.token) {
      savePartnerToken(partner.token)
      markPartnerArrival()
    }
    history.replaceState(null, "", partner.href)
  }
  // Signed-in users cannot reach sign-in: the app's gate decides where they belong (home, terms, confirming).
  if (getSessionToken() !== null) {
    location.replace("/")
    return
  }

  const notices = createNotificationStore()
  const outlet = element(document, "notice-outlet")
  notices.subscribe(() => renderNotice(outlet, notices.getSnapshot(), notices.clear))
  const carried = takeCarriedNotice()
  if (carried) notices.notify(carried)

  // the markup carries the default support address (the unit test holds it to `supportUrl`); the server's
  // own, once its settings answer
  void loadSiteSettings(document, fetcher, notices.notify)

  const form = element<HTMLFormElement>(document, "signin-form")
  const inputs: Record<Field, HTMLInputElement> = {
    email: element(document, "signin-email"),
    password: element(document, "signin-password"),
  }
  const submit = element<HTMLButtonElement>(document, "signin-submit")
  const touched = new Set<Field>()
  let submitted = false
  let pending = false

  const values = (): SignInValues => ({ email: inputs.email.value, password: inputs.password.value })

  // Problems show once a field was left or a submit was tried (lib/use-form's rule), and follow the typing.
  const showProblems = () => {
    const problems = validateSignIn(values())
    for (const field of fields) {
      const shown = submitted || touched.has(field) ? problems[field] : undefined
      const input = inputs[field]
      const error = element(document, `${input.id}-error`)
      error.textContent = shown ?? ""
      error.hidden = shown === undefined
      if (shown === undefined) input.removeAttribute("aria-invalid")
      else input.setAttribute("aria-invalid", "true")
    }
    return problems
  }

  for (const field of fields) {
    inputs[field].addEventListener("input", showProblems)
    inputs[field].addEventListener("blur", () => {
      touched.add(field)
      showProblems()
    })
  }

  const toggle = element<HTMLButtonElement>(document, "signin-password-toggle")
  toggle.addEventListener("click", () => {
    const showing = inputs.password.type === "text"
    inputs.password.type = showing ? "password" : "text"
    toggle.setAttribute("aria-pressed", String(!showing))
    toggle.setAttribute("aria-label", showing ? "Show password" : "Hide password")
  })

  const setPending = (busy: boolean) => {
    pending = busy
    submit.disabled = busy
    if (busy) submit.setAttribute("aria-busy", "true")
    else submit.removeAttribute("aria-busy")
  }

  const leave = (to: string, notice?: NotifyInput) => {
    if (notice) carryNotice(notice)
    location.replace(to)
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault()
    if (pending) return
    submitted = true
    const problems = showProblems()
    const invalid = fields.find((field) => problems[field] !== undefined)
    if (invalid) {
      inputs[invalid].focus()
      return
    }
    const email = inputs.email.value.trim()
    setPending(true)
    signIn(fetcher, email, inputs.password.value)
      .then((answer) => {
        if ("token" in answer) {
          setSessionToken(answer.token)
          // The page stays busy while the app loads where the user was going.
          return leave(takeLoginTarget(), { message: identityMessages.signedIn, severity: "success" })
        }
        setPending(false)
        const authCode = authErrorCodeOf(answer.failure)
        if (authCode) {
          // As the app's authorization handling does (lib/session/auth-error-handler, spec 01 §8): an
          // unconfirmed address goes to the instructions, carrying the address as `key`.
          const outcome = authErrorOutcome(authCode, { signedIn: false, email })
          if (outcome.endSession) clearSessionToken()
          const notice = outcome.message
            ? {
                message: outcome.message,
                severity: outcome.endSession ? ("warning" as const) : ("info" as const),
              }
            : undefined
          if (outcome.to !== location.pathname) return leave(outcome.to, notice)
          if (notice) notices.notify(notice)
          return
        }
        notices.notify({
          message: serverMessageOf(answer.failure) ?? identityMessages.signInFailed,
          severity: "danger",
        })
      })
      .catch(() => {
        setPending(false)
        notices.notify({ message: identityMessages.signInFailed, severity: "danger" })
      })
  })
}

const showSupportLinks = (document: Document, site: string) => {
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-support]"))
    link.href = link.dataset.support === "faq" ? faqUrlOf(site) : site
}

/**
 * The site settings, as the app reads them at its start (lib/app-settings.ts): the support address for the
 * links, and on failure spec 02 §8's "App" message (danger for 3 s, suppressing what follows) and the error
 * fallback in place of the form.
 */
const loadSiteSettings = async (
  document: Document,
  fetcher: typeof fetch,
  notify: (notice: NotifyInput) => void,
) => {
  try {
    const response = await fetcher("/api/v1/site_settings", { headers: { accept: "application/json" } })
    if (!response.ok) throw new Error(`site settings answered ${response.status}`)
    const settings = (await response.json()) as { support?: { url?: unknown } }
    if (typeof settings.support?.url === "string") showSupportLinks(document, settings.support.url)
  } catch {
    notify({ message: appMessages.settingsFailed, severity: "danger", autoClearMs: 3000, suppress: true })
    for (const part of document.querySelectorAll<HTMLElement>("[data-page]"))
      part.hidden = part.dataset.page !== "fallback"
  }
}
