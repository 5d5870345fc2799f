import type { QueryClient } from "@tanstack/react-query"
import type { AppRouterInstance } from "../../router"
import { notify } from "../../ui/notifications/notification-store"
import type { AuthErrorEvent } from "../auth-errors"
import type { Trpc } from "../trpc"
import { authErrorOutcome, emailOfInput } from "./auth-error-outcome"
import { isSignedOutRoute, normalizePath } from "./gate"
import { sessionQueryOptions } from "./queries"
import { rememberLoginTarget, rememberSignTermsTarget } from "./redirect-memory"
import { endSession, getSession } from "./session-store"

export interface AuthErrorHandlerDeps {
  readonly router: Pick<AppRouterInstance, "navigate" | "latestLocation">
  readonly queryClient: QueryClient
  readonly trpc: Trpc
}

/** Carries out spec 01 §8 for any call that failed with an authorization code. */
export const createAuthErrorHandler =
  ({ router, queryClient, trpc }: AuthErrorHandlerDeps) =>
  (event: AuthErrorEvent) => {
    const signedIn = getSession().token !== null
    const outcome = authErrorOutcome(event.code, { signedIn, email: emailOfInput(event.input) })
    // Calls fail together when a session ends; the first failure has said and done everything.
    if (outcome.endSession && !signedIn) return

    if (outcome.message)
      notify({ message: outcome.message, severity: outcome.endSession ? "warning" : "info" })
    const here = router.latestLocation
    const herePath = normalizePath(here.pathname)
    const targetPath = outcome.to.split("?")[0]
    // The gate may already have moved the user (and remembered where they were going): keep that.
    const rememberable = herePath !== targetPath && !isSignedOutRoute(herePath)
    if (rememberable && outcome.remember === "login") rememberLoginTarget(here.href)
    if (rememberable && outcome.remember === "signTerms") rememberSignTermsTarget(here.href)

    if (outcome.endSession) endSession()
    else void queryClient.invalidateQueries({ queryKey: sessionQueryOptions(trpc).queryKey })

    const arrived =
      herePath === targetPath ? Promise.resolve() : router.navigate({ href: outcome.to, replace: true })
    // The previous user's data must not outlive their session; dropped once no screen shows it.
    if (outcome.endSession) void arrived.then(() => queryClient.removeQueries())
  }
