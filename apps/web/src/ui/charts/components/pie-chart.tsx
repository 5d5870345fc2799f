import { pieSectors } from "../geometry"

export interface PieSlice {
  readonly name: string
  readonly value: number
  readonly fill: string
}

export interface PieChartProps {
  readonly slices: readonly PieSlice[]
  /** What clicking a slice does; none: the pie only shows. */
  readonly onSlice?: (index: number) => void
}

/**
 * A pie, clockwise from twelve o'clock in the slices' order, filling its box (a square drawing scales without
 * text to blur). A slice's hover text says its name and number. For pointers only (the callers hide it and list
 * the same slices as buttons).
 */
export function PieChart({ slices, onSlice }: PieChartProps) {
  const sectors = pieSectors(
    slices.map((slice) => slice.value),
    50,
    50,
    45,
  )
  return (
    <svg viewBox="0 0 100 100" width="100%" height="100%" role="presentation" data-chart="pie">
      {sectors.map(({ index, path }) => {
        const slice = slices[index]
        if (!slice) return null
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions: drawn for pointers; the legend's buttons do the same
          <path
            key={`${slice.name}-${index}`}
            data-slice={slice.name}
            d={path}
            fill={slice.fill}
            stroke="#fff"
            strokeWidth={0.5}
            cursor={onSlice ? "pointer" : undefined}
            onClick={onSlice ? () => onSlice(index) : undefined}
          >
            <title>{`${slice.name}: ${slice.value.toLocaleString("en-US")}`}</title>
          </path>
        )
      })}
    </svg>
  )
}
