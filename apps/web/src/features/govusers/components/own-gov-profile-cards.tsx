import type { GovUser } from "@ignite/contracts"
import { govUserMessages } from "@ignite/contracts/texts"
import { useQuery } from "@tanstack/react-query"
import { useTRPC } from "../../../lib/trpc"
import { LoadFailed } from "../../../ui/errors/load-failed"
import { GovProfileCards } from "./gov-user-profile"

/** The account page's government cards (spec 01 §2): technology types, problem statement, classifications, lines. */
export function OwnGovProfileCards({ userId }: { readonly userId: string }) {
  const trpc = useTRPC()
  const own = useQuery(trpc.govUsers.get.queryOptions({ id: userId }))
  if (own.isPending) return null
  if (own.isError)
    return <LoadFailed message={govUserMessages.govUserLoadFailed} onRetry={() => void own.refetch()} />
  return <GovProfileCards user={own.data as GovUser} />
}
