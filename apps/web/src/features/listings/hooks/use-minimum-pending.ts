import { useEffect, useState } from "react"

/**
 * `pending`, held true for at least `minMs` once it turned true, so a quick answer does not flash a
 * spinner for a frame (spec 02 §9: the awards loading indicator shows for 300 ms at least).
 */
export const useMinimumPending = (pending: boolean, minMs: number) => {
  const [since, setSince] = useState<number | null>(pending ? Date.now() : null)
  const [, rerender] = useState(0)
  useEffect(() => {
    if (pending) {
      if (since === null) setSince(Date.now())
      return
    }
    if (since === null) return
    const left = since + minMs - Date.now()
    if (left <= 0) {
      setSince(null)
      return
    }
    const timer = setTimeout(() => {
      setSince(null)
      rerender((n) => n + 1)
    }, left)
    return () => clearTimeout(timer)
  }, [pending, since, minMs])
  return pending || since !== null
}
