import { type RefObject, useCallback, useEffect, useState } from "react"

/** Spec 02 §9 "unread top observer": root margin 100px, threshold 0.5. */
export const inViewOptions = { rootMargin: "100px", threshold: 0.5 } as const

/**
 * Whether an element is in view inside a scrolling container, for the element a callback ref is given.
 * Without IntersectionObserver (old browsers) nothing is ever in view, and nothing is marked read by it.
 */
export const useInView = (root: RefObject<HTMLElement | null>) => {
  const [element, setElement] = useState<HTMLElement | null>(null)
  const [inView, setInView] = useState(false)
  useEffect(() => {
    setInView(false)
    if (!element || typeof IntersectionObserver === "undefined") return
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1)
        if (entry) setInView(entry.isIntersecting)
      },
      { root: root.current, ...inViewOptions },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [element, root])
  const ref = useCallback((node: HTMLElement | null) => setElement(node), [])
  return { ref, inView, element }
}
