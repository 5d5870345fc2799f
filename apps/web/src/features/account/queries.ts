import { useQuery } from "@tanstack/react-query"
import { useTRPC } from "../../lib/trpc"

/** Spec 01 §7: the Settings card reads the settings itself, so a failed read is the card's own. */
export const useUserSettings = () => {
  const trpc = useTRPC()
  return useQuery(trpc.users.settings.queryOptions())
}

/** Spec 01 §4: a company user's account is loaded with them; everyone else has none to load. */
export const useCurrentAccount = (enabled: boolean) => {
  const trpc = useTRPC()
  return useQuery({ ...trpc.accounts.current.queryOptions(), enabled })
}
