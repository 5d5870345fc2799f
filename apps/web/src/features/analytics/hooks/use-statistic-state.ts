import { useLoadingMinimum } from "./use-loading-minimum"

/** The parts of a query a card needs to know where it stands. */
export interface StatisticQuery {
  readonly isPending: boolean
  readonly isError: boolean
  readonly refetch: () => Promise<unknown>
}

export type StatisticState =
  | { readonly status: "loading" }
  | { readonly status: "failed"; readonly retry: () => void }
  | { readonly status: "ready" }

/** Where a card stands given the reads it shows: loading (held for the minimum), failed, or ready. */
export const useStatisticState = (...queries: readonly StatisticQuery[]): StatisticState => {
  const loading = useLoadingMinimum(queries.some((query) => query.isPending))
  if (loading) return { status: "loading" }
  const failed = queries.filter((query) => query.isError)
  if (failed.length > 0)
    return {
      status: "failed",
      retry: () => {
        for (const query of failed) void query.refetch()
      },
    }
  return { status: "ready" }
}
