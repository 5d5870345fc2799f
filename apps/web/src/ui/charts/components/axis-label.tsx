import type { ReactNode } from "react"
import { chartStyle } from "../chart-style"

/**
 * A tick's or a category's label on a chart's axis, in the charts' text style. `side`: "end" right-aligns it
 * before `x` and centres it on `y` (a value axis on the left, a bar's name); "middle" centres it under `x`.
 */
export const AxisLabel = ({
  x,
  y,
  side,
  children,
}: {
  x: number
  y: number
  side: "end" | "middle"
  children: ReactNode
}) => (
  <text
    x={x}
    y={y}
    dy={side === "end" ? "0.32em" : undefined}
    textAnchor={side}
    fontSize={chartStyle.fontSize}
    fill={chartStyle.text}
  >
    {children}
  </text>
)
