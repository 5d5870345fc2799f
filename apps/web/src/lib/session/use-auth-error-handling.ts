import { useLayoutEffect } from "react"
import type { AppRouterInstance } from "../../router"
import { handleAuthErrorsWith } from "../auth-errors"
import { createAuthErrorHandler } from "./auth-error-handler"

/**
 * The app's single reaction to authorization failures, installed before the router's first load (main.tsx): a
 * session ended elsewhere must be said ("Please sign in.") and forgotten before the gate hands over to the
 * sign-in page, or that page would hand the stale session back to the app. Answers the uninstaller.
 */
export const installAuthErrorHandling = (router: AppRouterInstance) => {
  const { queryClient, trpc } = router.options.context
  return handleAuthErrorsWith(createAuthErrorHandler({ router, queryClient, trpc }))
}

/**
 * The same, mounted by the app's providers (app.tsx), for an app rendered before its router's first load (the
 * component tests' harness). Not by the root layout, which the gate holds back while it asks who is signed in.
 */
export const useAuthErrorHandling = (router: AppRouterInstance) => {
  // A layout effect, so failures of calls made while the first screen mounts are not left waiting.
  useLayoutEffect(() => installAuthErrorHandling(router), [router])
}
