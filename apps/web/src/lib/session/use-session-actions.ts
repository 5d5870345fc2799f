import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useRouter } from "@tanstack/react-router"
import { useMemo } from "react"
import { useTRPC } from "../trpc"
import { confirmationInstructionsHref } from "./auth-error-outcome"
import { signInPath } from "./gate"
import { sessionQueryOptions } from "./queries"
import { takeLoginTarget } from "./redirect-memory"
import { endSession, renewSalt, startSession } from "./session-store"

/**
 * The three ways a session changes, each followed by the route gate deciding again (spec 01 §4):
 * a new token, a save that may change what the server says about the user, and the end.
 */
export const useSessionActions = () => {
  const queryClient = useQueryClient()
  const router = useRouter()
  const trpc = useTRPC()

  return useMemo(() => {
    // Loaded before navigating, so the gate decides at once instead of showing its spinner.
    const loadSession = () => queryClient.fetchQuery(sessionQueryOptions(trpc)).catch(() => undefined)

    return {
      /**
       * After sign-in: the user goes where they were headed, or home. A sign-up that signs in names its own
       * destination (the remembered target is forgotten all the same).
       */
      async begin(token: string, to?: string) {
        queryClient.removeQueries()
        startSession(token)
        await loadSession()
        const remembered = takeLoginTarget()
        await router.navigate({ href: to ?? remembered, replace: true })
      },
      /** After a save: a new salt, fresh data, and the gate reruns for the current screen. */
      async refresh() {
        renewSalt()
        await queryClient.invalidateQueries()
        await loadSession()
        await router.invalidate()
      },
      /**
       * The token is forgotten first, so the sign-in screen is reachable; data goes once it is left. An
       * unconfirmed user goes back to the instructions, their address kept as `key` (spec 01 §2).
       */
      async end() {
        const session = queryClient.getQueryData(sessionQueryOptions(trpc).queryKey)
        const to =
          session?.gate === "UnconfirmedEmail" ? confirmationInstructionsHref(session.user.email) : signInPath
        endSession()
        await router.navigate({ href: to, replace: true })
        queryClient.removeQueries()
      },
    }
  }, [queryClient, router, trpc])
}

/** Sign out on the server, then locally whatever the server said: the user asked to leave. */
export const useSignOut = () => {
  const trpc = useTRPC()
  const { end } = useSessionActions()
  return useMutation({ ...trpc.auth.signOut.mutationOptions(), onSettled: () => end() })
}
