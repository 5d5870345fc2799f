import { Center, Loader } from "@mantine/core"
import type { UseQueryResult } from "@tanstack/react-query"
import type { ReactNode } from "react"
import { LoadFailed } from "./load-failed"

export interface QueryViewProps<T> {
  readonly query: UseQueryResult<T, unknown>
  /** The spinner's accessible name: "Loading the awards". */
  readonly loading: string
  /** The spec's text for this read's failure (spec 01 §8). */
  readonly failed: string
  /** Something else still to wait for (the side a listing is read from, a page the address is moving to). */
  readonly waiting?: boolean
  /** Where the failure sits when not in the content's place (a page's container). */
  readonly failedFrame?: (alert: ReactNode) => ReactNode
  readonly children: (data: T) => ReactNode
}

/**
 * A read in the place of its content: a spinner while it loads, the failure with a way to try again, then
 * what `children` makes of the data.
 */
export function QueryView<T>({ query, loading, failed, waiting, failedFrame, children }: QueryViewProps<T>) {
  if (waiting || query.isPending)
    return (
      <Center py="xl">
        <Loader role="status" aria-label={loading} />
      </Center>
    )
  if (query.isError) {
    const alert = <LoadFailed message={failed} onRetry={() => void query.refetch()} />
    return failedFrame ? failedFrame(alert) : alert
  }
  return children(query.data)
}
