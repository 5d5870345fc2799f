import { useRef } from "react"

/** Spec 02 §9: the next page loads when the dropdown is scrolled to within 50 px of its end. */
const scrollLoadOffsetPx = 50

export const nearEnd = (viewport: { scrollHeight: number; clientHeight: number }, scrollTop: number) =>
  viewport.scrollHeight - viewport.clientHeight - scrollTop <= scrollLoadOffsetPx

/** A select's `scrollAreaProps` that call `loadMore` as its list nears the end. */
export const useScrollLoad = (loadMore: () => void) => {
  const viewportRef = useRef<HTMLDivElement>(null)
  return {
    viewportRef,
    onScrollPositionChange: ({ y }: { x: number; y: number }) => {
      if (viewportRef.current && nearEnd(viewportRef.current, y)) loadMore()
    },
  }
}
