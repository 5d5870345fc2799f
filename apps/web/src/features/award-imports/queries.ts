import type { ImportJob } from "@ignite/contracts"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useCallback } from "react"
import { type Trpc, useTRPC } from "../../lib/trpc"

/** How often a running import's progress is read again. */
export const pollIntervalMs = 500

export const importJobsOptions = (trpc: Trpc) => trpc.imports.jobs.queryOptions()

/** This server's imports since it started, newest first. */
export const useImportJobs = () => {
  const trpc = useTRPC()
  return useQuery(importJobsOptions(trpc))
}

/** One import, read every half second while it runs; once it has ended the list is read again. */
export const useImportJob = (id: string | undefined) => {
  const trpc = useTRPC()
  return useQuery({
    ...trpc.imports.job.queryOptions({ id: id ?? "" }),
    enabled: id !== undefined,
    // A finished import never changes again; a running one changes by the moment.
    staleTime: (query) => (query.state.data?.status === "running" ? 0 : Number.POSITIVE_INFINITY),
    refetchInterval: (query) => (query.state.data?.status === "running" ? pollIntervalMs : false),
  })
}

/** Puts the upload's answer in the cache, so the progress shows before the first poll. */
export const useRememberJob = () => {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  return useCallback(
    (job: ImportJob) => {
      queryClient.setQueryData(trpc.imports.job.queryKey({ id: job.id }), job)
      void queryClient.invalidateQueries({ queryKey: trpc.imports.jobs.queryKey() })
    },
    [queryClient, trpc],
  )
}

/** The list of imports, read again (an import ended). */
export const useRefreshImportJobs = () => {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: trpc.imports.jobs.queryKey() }),
    [queryClient, trpc],
  )
}
