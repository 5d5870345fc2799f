import type { ReactNode } from "react"

/**
 * A line icon drawn in the text colour (the header's bell and messages): `children` are its paths on a 24-unit
 * grid. Decorative: the control around it carries the name.
 */
export function OutlineIcon({
  size = 20,
  children,
}: {
  readonly size?: number
  readonly children: ReactNode
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}
