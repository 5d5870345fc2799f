import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useTRPC } from "../../../lib/trpc"
import { ToggleSwitch } from "../../../ui/toggle-switch/toggle-switch"
import { digestOptions } from "../queries"

export const digestMessages = {
  label: "Weekly digest of new matches",
  description: "At most one email and notification a week, only when there are new matches.",
  failed: "The digest setting could not be saved. Please try again.",
} as const

/**
 * The opt-in to the weekly digest of new matches (issue 24), off until the user turns it on. The switch
 * shows what the server has: it moves when the change is saved, and says so when it could not be.
 */
export function DigestToggle() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const setting = useQuery(digestOptions(trpc))
  const change = useMutation({
    ...trpc.matches.changeDigest.mutationOptions(),
    onSuccess: (saved) => queryClient.setQueryData(digestOptions(trpc).queryKey, saved),
  })
  return (
    <ToggleSwitch
      label={digestMessages.label}
      description={digestMessages.description}
      checked={setting.data?.enabled ?? false}
      disabled={!setting.data || change.isPending}
      error={change.isError ? digestMessages.failed : undefined}
      onChange={(enabled) => change.mutate({ enabled })}
    />
  )
}
