import type { AccountPublic } from "@ignite/contracts"
import { useQuery } from "@tanstack/react-query"
import { useCallback, useEffect, useState } from "react"
import { useTRPC } from "../../../lib/trpc"

/** The pause after the last keystroke before the Unique Entity Id is checked with the server. */
export const uniqueEntityCheckDelayMs = 400

export type UniqueEntityCheck =
  | { readonly status: "empty" }
  | { readonly status: "checking" }
  | { readonly status: "found"; readonly account: AccountPublic }
  /** The registry knows no company by this id (the server answered no data). */
  | { readonly status: "unknown" }
  | { readonly status: "failed" }

/**
 * Spec 01 §5: the Unique Entity Id is verified with the server, a moment after typing stops or at once when
 * the field is left (`flush`). Answers are cached by id, so going back to an id asks nothing again.
 */
export const useUniqueEntityCheck = (value: string) => {
  const trpc = useTRPC()
  const typed = value.trim()
  const [settled, setSettled] = useState(typed)

  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed), uniqueEntityCheckDelayMs)
    return () => clearTimeout(timer)
  }, [typed])

  const answer = useQuery({
    ...trpc.accounts.checkUniqueEntity.queryOptions({ uniqueEntityId: settled }),
    enabled: settled !== "",
  })
  const flush = useCallback(() => setSettled(typed), [typed])

  const check: UniqueEntityCheck =
    typed === ""
      ? { status: "empty" }
      : settled !== typed || answer.isPending
        ? { status: "checking" }
        : answer.isError
          ? { status: "failed" }
          : answer.data
            ? { status: "found", account: answer.data }
            : { status: "unknown" }
  return { check, flush }
}
