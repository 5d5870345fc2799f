import { type ParsedLocation, redirect } from "@tanstack/react-router"
import type { RouterContext } from "../../router-context"
import { notify } from "../../ui/notifications/notification-store"
import { isAuthError } from "../auth-errors"
import { decideGate, type GateDecision, type GateSession, signInPath } from "./gate"
import { rememberHome } from "./home-hint"
import { sessionMessages } from "./messages"
import { hasPartnerArrival, markPartnerArrival, savePartnerToken, takePartnerQuery } from "./partner-token"
import { sessionQueryOptions } from "./queries"
import { rememberLoginTarget, rememberSignTermsTarget } from "./redirect-memory"
import { homeOf } from "./roles"
import { getSession } from "./session-store"

interface GateArgs {
  readonly context: RouterContext
  readonly location: ParsedLocation
  /** Hover preloads run the gate too; they must not touch storage. */
  readonly preload: boolean
}

const signedOut: GateSession = { status: "signedOut" }

const enforce = (decision: GateDecision, { location, preload }: GateArgs) => {
  if (decision.kind === "render") return
  if (!preload && decision.remember === "login") rememberLoginTarget(location.href)
  if (!preload && decision.remember === "signTerms") rememberSignTermsTarget(location.href)
  // a VISION arrival chooses between signing in and signing up first (spec 01 §4, the stored flag)
  const to = decision.to === signInPath && hasPartnerArrival() ? "/signup_or_signin" : decision.to
  throw redirect({ href: to, replace: true })
}

/**
 * The root route's `beforeLoad`: every navigation passes here before any route loads. It answers at once
 * when the session is known (the common case) and only waits for the network when the salt or a sign-in
 * made it unknown; the root's pending component shows meanwhile.
 */
export const runRouteGate = (args: GateArgs): void | Promise<void> => {
  const { context, location, preload } = args
  const partner = takePartnerQuery(location)
  if (partner) {
    if (!preload && partner.token) {
      savePartnerToken(partner.token)
      markPartnerArrival()
    }
    throw redirect({ href: partner.href, replace: true })
  }

  const { token } = getSession()
  if (token === null) return enforce(decideGate(location.pathname, signedOut), args)

  const options = sessionQueryOptions(context.trpc)
  const signedIn = (data: { readonly gate?: unknown }) =>
    decideGate(location.pathname, { status: "signedIn", gate: gateOf(data) })
  const known = context.queryClient.getQueryState(options.queryKey)
  if (known && !known.isInvalidated) {
    if (known.status === "success" && known.data) return enforce(signedIn(known.data), args)
    // The authorization handler ends this session; until it has, the user counts as signed out.
    if (known.status === "error" && isAuthError(known.error))
      return enforce(decideGate(location.pathname, signedOut), args)
  }
  return context.queryClient.fetchQuery(options).then(
    (session) => {
      // the next reload starts this home beside the session (home-hint.ts); a gated user's home waits for the gate
      if (gateOf(session) === null) rememberHome(homeOf(session.user))
      return enforce(signedIn(session), args)
    },
    (error: unknown) => {
      if (isAuthError(error)) return enforce(decideGate(location.pathname, signedOut), args)
      notify({ message: sessionMessages.loadUserFailed, severity: "danger" })
      throw error
    },
  )
}

// A session answer without a known gate counts as ungated: the server is the one enforcing gates.
const gateOf = (data: { gate?: unknown }) =>
  data.gate === "UnconfirmedEmail" || data.gate === "MissingTermsPrivacy" ? data.gate : null
