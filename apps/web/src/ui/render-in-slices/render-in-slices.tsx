import { type ReactNode, startTransition, useEffect, useState } from "react"

/**
 * Shows `fallback` for one frame, then renders `children` in a transition, which React renders in slices of a
 * few milliseconds and commits once. A large first view (the government user's home: the results, their filters
 * and the matches, a few thousand elements) otherwise renders in one task that holds the main thread for a
 * quarter of a second on a phone (issue 27: total blocking time), because the router hands a page over
 * synchronously.
 */
export function RenderInSlices({
  children,
  fallback,
}: {
  readonly children: ReactNode
  readonly fallback: ReactNode
}) {
  const [shown, setShown] = useState(false)
  useEffect(() => startTransition(() => setShown(true)), [])
  return shown ? children : fallback
}
