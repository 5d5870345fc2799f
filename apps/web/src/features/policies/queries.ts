import type { PolicyKind } from "@ignite/contracts"
import { useMutation, useQuery } from "@tanstack/react-query"
import { useTRPC } from "../../lib/trpc"

export const useLatestPolicy = (kind: PolicyKind) => {
  const trpc = useTRPC()
  return useQuery(trpc.policies.latest.queryOptions({ kind }))
}

export const useUnsignedPolicies = () => {
  const trpc = useTRPC()
  return useQuery(trpc.policies.unsigned.queryOptions())
}

export const useSignPolicy = () => {
  const trpc = useTRPC()
  return useMutation(trpc.policies.sign.mutationOptions())
}
