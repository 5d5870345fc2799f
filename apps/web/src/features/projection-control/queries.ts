import { useMutation, useQueryClient } from "@tanstack/react-query"
import { type Trpc, useTRPC, useTRPCClient } from "../../lib/trpc"

// The one place that names projection control's calls (operator.projections.* over tRPC; admins pass the
// operator access, as the CLI's token does).

/** How often the screen asks again: lag and rebuild progress move while it is open. */
export const refreshMs = 3000

export const projectionsOptions = (trpc: Trpc) =>
  trpc.operator.projections.status.queryOptions(undefined, { refetchInterval: refreshMs })

/** The log's last position, to measure a rebuild against. */
export const systemStatusOptions = (trpc: Trpc) =>
  trpc.system.status.queryOptions(undefined, { refetchInterval: refreshMs })

export type ProjectionAction = "rebuild" | "pause" | "resume"

/** Starts a rebuild, pauses or resumes a projection; the list is asked again at once. */
export const useProjectionAction = () => {
  const trpc = useTRPC()
  const client = useTRPCClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ action, name }: { action: ProjectionAction; name: string }) => {
      await client.operator.projections[action].mutate({ name })
    },
    onSettled: () => queryClient.invalidateQueries(trpc.operator.projections.status.pathFilter()),
  })
}

/** Rebuilds a projection into shadow tables and compares them with the live read model. */
export const useVerifyProjection = () => {
  const client = useTRPCClient()
  return useMutation({ mutationFn: (name: string) => client.operator.projections.verify.mutate({ name }) })
}
