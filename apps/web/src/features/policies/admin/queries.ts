import { useMutation, useQueryClient } from "@tanstack/react-query"
import { sessionQueryOptions } from "../../../lib/session/queries"
import { useTRPC } from "../../../lib/trpc"
import { requiresAgreement } from "./publish-form"

/**
 * Publishes a new version. The answer is the sanitized document now in force: it replaces the cached one,
 * so the screen shows what the server kept. A new terms or privacy version gates the admin too, so the
 * session is marked stale and the route gate asks again at the next navigation.
 */
export const usePublishPolicy = () => {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  return useMutation({
    ...trpc.policies.publish.mutationOptions(),
    onSuccess: async (document, { kind }) => {
      queryClient.setQueryData(trpc.policies.latest.queryKey({ kind }), document)
      if (requiresAgreement(kind))
        await queryClient.invalidateQueries({
          queryKey: sessionQueryOptions(trpc).queryKey,
          refetchType: "none",
        })
    },
  })
}
