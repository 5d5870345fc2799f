import { useQueryClient } from "@tanstack/react-query"
import { useRouter } from "@tanstack/react-router"
import { useLayoutEffect } from "react"
import { handleAuthErrorsWith } from "../auth-errors"
import { useTRPC } from "../trpc"
import { createAuthErrorHandler } from "./auth-error-handler"

/** Mounted once, by the root layout: the app's single reaction to authorization failures. */
export const useAuthErrorHandling = () => {
  const router = useRouter()
  const queryClient = useQueryClient()
  const trpc = useTRPC()
  // A layout effect, so failures of calls made while the first screen mounts are not left waiting.
  useLayoutEffect(
    () => handleAuthErrorsWith(createAuthErrorHandler({ router, queryClient, trpc })),
    [router, queryClient, trpc],
  )
}
