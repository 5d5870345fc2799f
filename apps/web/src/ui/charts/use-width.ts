import { useLayoutEffect, useRef, useState } from "react"

/**
 * The width of the element `ref` is given to, kept current as the layout changes: a chart draws its axis
 * text at its real size instead of stretching a fixed drawing. Where nothing can measure (a test's DOM),
 * `fallback`.
 */
export const useWidth = <E extends HTMLElement>(fallback: number) => {
  const ref = useRef<E>(null)
  const [width, setWidth] = useState(fallback)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => setWidth(element.clientWidth || fallback)
    measure()
    if (typeof ResizeObserver === "undefined") return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [fallback])
  return [ref, width] as const
}
