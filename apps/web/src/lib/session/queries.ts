import { useQuery } from "@tanstack/react-query"
import { type Trpc, useTRPC } from "../trpc"
import { useSession } from "./session-store"

/**
 * Who is signed in and which gate holds them. Kept until the session changes (the salt invalidates it),
 * so the route gate decides every navigation without a request.
 */
export const sessionQueryOptions = (trpc: Trpc) =>
  trpc.auth.session.queryOptions(undefined, { staleTime: Infinity })

/** The signed-in user's session, or nothing while signed out. */
export const useSessionQuery = () => {
  const trpc = useTRPC()
  const { token } = useSession()
  return useQuery({ ...sessionQueryOptions(trpc), enabled: token !== null })
}
