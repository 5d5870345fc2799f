/**
 * The route gate (spec 01 §2) as a pure decision: given where the user is going and what is known about
 * their session, render the route or send them elsewhere (remembering where they were going).
 */

/** Routes for people who are not signed in; signed-in users are sent home from them. */
export const signedOutRoutes: ReadonlySet<string> = new Set([
  "/signin",
  "/claim_signup",
  "/claim",
  "/claim_result",
  "/invite_signup",
  "/accept_invite",
  "/confirm_claim",
  "/gov_user",
  "/request_password_reset",
  "/reset_password",
  "/terms",
  "/privacy",
  "/anti_spam",
  "/signup/choice",
  "/signup_or_signin",
])

export const signInPath = "/signin"
export const confirmationInstructionsPath = "/confirmation_instructions"
export const confirmEmailPath = "/confirm_email"
export const signTermsPath = "/sign_terms"

export type SessionGate = "UnconfirmedEmail" | "MissingTermsPrivacy"

export type GateSession =
  | { readonly status: "signedOut" }
  | { readonly status: "signedIn"; readonly gate: SessionGate | null }

export type GateDecision =
  | { readonly kind: "render" }
  | {
      readonly kind: "redirect"
      readonly to: string
      /** Which remembered target the current location becomes. */
      readonly remember?: "login" | "signTerms"
    }

const render: GateDecision = { kind: "render" }
const redirect = (to: string, remember?: "login" | "signTerms"): GateDecision =>
  remember ? { kind: "redirect", to, remember } : { kind: "redirect", to }

/** "/signin/" and "/signin" are one route. */
export const normalizePath = (pathname: string) =>
  pathname.length > 1 && pathname.endsWith("/") ? pathname.replace(/\/+$/, "") || "/" : pathname

export const isSignedOutRoute = (pathname: string) => signedOutRoutes.has(normalizePath(pathname))

export const decideGate = (pathname: string, session: GateSession): GateDecision => {
  const path = normalizePath(pathname)
  // The mailed confirmation link must work whoever is (or is not) signed in on this browser.
  if (path === confirmEmailPath) return render

  if (session.status === "signedOut")
    return signedOutRoutes.has(path) || path === confirmationInstructionsPath
      ? render
      : redirect(signInPath, "login")

  switch (session.gate) {
    case "UnconfirmedEmail":
      return path === confirmationInstructionsPath ? render : redirect(confirmationInstructionsPath)
    case "MissingTermsPrivacy":
      return path === signTermsPath ? render : redirect(signTermsPath, "signTerms")
    case null:
      return signedOutRoutes.has(path) || path === confirmationInstructionsPath ? redirect("/") : render
    default: {
      const _exhaustive: never = session.gate
      return _exhaustive
    }
  }
}
