import { useMutation } from "@tanstack/react-query"
import { useEffect, useRef, useState } from "react"
import { getSession } from "../../lib/session/session-store"
import { useSessionActions } from "../../lib/session/use-session-actions"
import { useTRPC } from "../../lib/trpc"
import { confirmDelayMs, confirmFailureReason } from "./confirm-outcome"

export type ConfirmEmailState =
  | { readonly status: "confirming" }
  | { readonly status: "confirmed" }
  | { readonly status: "failed"; readonly reason: string }

const pause = (ms: number, timers: Set<ReturnType<typeof setTimeout>>) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      resolve()
    }, ms)
    timers.add(timer)
  })

/**
 * Confirms the account the link names, once per token (the token is single-use, and React may run
 * effects twice): a second of spinner, the call, another second, then the outcome (spec 01 §9).
 */
export const useConfirmEmail = (confirmationToken: string): ConfirmEmailState => {
  const trpc = useTRPC()
  const { refresh } = useSessionActions()
  const confirm = useMutation(trpc.auth.confirm.mutationOptions())
  const { mutateAsync } = confirm
  const [state, setState] = useState<ConfirmEmailState>({ status: "confirming" })
  const sentFor = useRef<string | undefined>(undefined)

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>()
    let active = true
    const run = async () => {
      await pause(confirmDelayMs, timers)
      if (!active || sentFor.current === confirmationToken) return
      sentFor.current = confirmationToken
      const outcome = await mutateAsync({ confirmationToken }).then(
        (): ConfirmEmailState => ({ status: "confirmed" }),
        (error: unknown): ConfirmEmailState => ({ status: "failed", reason: confirmFailureReason(error) }),
      )
      // A signed-in user was held at the gate as unconfirmed: it decides again with the new state.
      if (outcome.status === "confirmed" && getSession().token !== null) await refresh()
      await pause(confirmDelayMs, timers)
      if (active) setState(outcome)
    }
    void run()
    return () => {
      active = false
      for (const timer of timers) clearTimeout(timer)
    }
  }, [confirmationToken, mutateAsync, refresh])

  return state
}
