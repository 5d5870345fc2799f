import type { AppRouterInstance } from "../../router"
import { handleAuthErrorsWith } from "../auth-errors"
import { createAuthErrorHandler } from "./auth-error-handler"

/**
 * The app's single reaction to authorization failures, installed by whoever starts the app before its router's
 * first load (main.tsx; the component tests' harness): a session ended elsewhere must be said ("Please sign
 * in.") and forgotten before the gate hands over to the sign-in page, or that page would hand the stale session
 * back to the app. Not by the root layout, which the gate holds back while it asks who is signed in. Answers the
 * uninstaller.
 */
export const installAuthErrorHandling = (router: AppRouterInstance) => {
  const { queryClient, trpc } = router.options.context
  return handleAuthErrorsWith(createAuthErrorHandler({ router, queryClient, trpc }))
}
