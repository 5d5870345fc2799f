import { useLayoutEffect } from "react"
import type { AppRouterInstance } from "../../router"
import { handleAuthErrorsWith } from "../auth-errors"
import { createAuthErrorHandler } from "./auth-error-handler"

/**
 * Mounted once, by the app's providers (app.tsx): the app's single reaction to authorization failures. Not by
 * the root layout, which the gate holds back while it asks who is signed in: a session ended elsewhere must be
 * said ("Please sign in.") and forgotten before the gate hands over to the sign-in page.
 */
export const useAuthErrorHandling = (router: AppRouterInstance) => {
  const { queryClient, trpc } = router.options.context
  // A layout effect, so failures of calls made while the first screen mounts are not left waiting.
  useLayoutEffect(
    () => handleAuthErrorsWith(createAuthErrorHandler({ router, queryClient, trpc })),
    [router, queryClient, trpc],
  )
}
