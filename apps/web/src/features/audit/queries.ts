import type { PageRequest, RevealInput } from "@ignite/contracts"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { type Trpc, useTRPC, useTRPCClient } from "../../lib/trpc"
import { type AuditSearch, auditLogQueryOf } from "./audit-search"

// The one place that names the event history's calls (docs/audit.md "The calls"): audit.* over tRPC; the
// NDJSON export over REST is in export-events.ts.

/** A page of the log, newest first, for /audit's address. */
export const auditEventsOptions = (trpc: Trpc, search: AuditSearch) =>
  trpc.audit.events.queryOptions(auditLogQueryOf(search))

/** A stream's whole history, and its state as of `asOf` when asked. */
export const auditStreamOptions = (trpc: Trpc, streamId: string, asOf: string | undefined) =>
  trpc.audit.stream.queryOptions({ streamId, ...(asOf ? { asOf } : {}) })

/** A listing's public storefront as government users saw it at `asOf`, beside today's. */
export const storefrontAsOfOptions = (trpc: Trpc, listingId: string, asOf: string) =>
  trpc.audit.storefrontAsOf.queryOptions({ listingId, asOf })

/** The admins' record of reveals, a page at a time. */
export const revealsOptions = (trpc: Trpc, page: PageRequest) => trpc.audit.reveals.queryOptions(page)

// Until when each subject this reader revealed stays open, as the server answered the reveal. Kept beside
// the query cache (not in the address): it belongs to this session and tab, and the server is the judge.
const openRevealsKey = ["audit", "open-reveals"] as const
type OpenReveals = Readonly<Record<string, string>>

/** Until when each subject the reader revealed in this tab is shown (ISO), by subject. */
export const useOpenReveals = () => {
  const queryClient = useQueryClient()
  return useQuery({
    queryKey: openRevealsKey,
    queryFn: () => queryClient.getQueryData<OpenReveals>(openRevealsKey) ?? {},
    initialData: {} as OpenReveals,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  }).data
}

/**
 * Reveals a subject's personal data with a reason (recorded, and read by admins), then reads the history
 * again so the fields show.
 */
export const useReveal = () => {
  const trpc = useTRPC()
  const client = useTRPCClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: RevealInput) => client.audit.reveal.mutate(input),
    onSuccess: async (answer) => {
      queryClient.setQueryData<OpenReveals>(openRevealsKey, (open) => ({
        ...open,
        [answer.subject]: answer.expiresAt,
      }))
      await queryClient.invalidateQueries(trpc.audit.events.pathFilter())
      await queryClient.invalidateQueries(trpc.audit.stream.pathFilter())
      await queryClient.invalidateQueries(trpc.audit.storefrontAsOf.pathFilter())
    },
  })
}
