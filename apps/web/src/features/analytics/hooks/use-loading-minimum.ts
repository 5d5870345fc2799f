import { analyticsLoadingMinimumMs } from "@ignite/contracts/texts"
import { useEffect, useRef, useState } from "react"

/**
 * Whether to show a card's loader: while `loading`, and for at least `minimumMs` from when it began (spec 02
 * §9: analytics loading minimum 300 ms), so a quick answer does not flash a spinner for a frame.
 */
export const useLoadingMinimum = (loading: boolean, minimumMs: number = analyticsLoadingMinimumMs) => {
  const startedAt = useRef<number | null>(loading ? Date.now() : null)
  const [holding, setHolding] = useState(loading)
  useEffect(() => {
    if (loading) {
      startedAt.current ??= Date.now()
      setHolding(true)
      return
    }
    const started = startedAt.current
    startedAt.current = null
    const left = started === null ? 0 : started + minimumMs - Date.now()
    if (left <= 0) {
      setHolding(false)
      return
    }
    const timer = setTimeout(() => setHolding(false), left)
    return () => clearTimeout(timer)
  }, [loading, minimumMs])
  return loading || holding
}
