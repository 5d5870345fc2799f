import type { MatchFeedbackKind } from "@ignite/contracts"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { type Trpc, useTRPC } from "../../lib/trpc"

/** How many matches a home shows. */
export const matchesShown = 6

export const companyMatchesOptions = (trpc: Trpc) =>
  trpc.matches.companies.queryOptions({ limit: matchesShown })

export const govUserMatchesOptions = (trpc: Trpc) =>
  trpc.matches.govUsers.queryOptions({ limit: matchesShown })

/** Whether the reader takes the weekly digest of new matches. */
export const digestOptions = (trpc: Trpc) => trpc.matches.digest.queryOptions()

/**
 * Hide a match or mark it not relevant. The card leaves the list at once: the server's read model takes the
 * feedback a moment later, so reading the list again right away could still bring it back.
 */
export const useMatchFeedback = () => {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  return useMutation({
    ...trpc.matches.feedback.mutationOptions(),
    onSuccess: ({ id }: { id: string; feedback: MatchFeedbackKind }) => {
      queryClient.setQueryData(companyMatchesOptions(trpc).queryKey, (old) =>
        old ? { matches: old.matches.filter((match) => match.listingId !== id) } : old,
      )
      queryClient.setQueryData(govUserMatchesOptions(trpc).queryKey, (old) =>
        old ? { matches: old.matches.filter((match) => match.govUserId !== id) } : old,
      )
    },
  })
}
