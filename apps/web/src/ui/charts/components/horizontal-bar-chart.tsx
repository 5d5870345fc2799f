import { Box } from "@mantine/core"
import { chartStyle } from "../chart-style"
import { niceTicks } from "../geometry"
import { useWidth } from "../use-width"
import { AxisLabel } from "./axis-label"

export interface HorizontalBarChartProps<Row> {
  readonly rows: readonly Row[]
  readonly rowKey: (row: Row) => string
  /** A row's name, written left of its bar (cut to fit by `shortLabel`). */
  readonly label: (row: Row) => string
  readonly shortLabel?: (label: string) => string
  readonly value: (row: Row) => number
  /** What the value counts, for the hover text ("Page views"). */
  readonly valueName: string
  readonly colour: string
  readonly onRow?: (row: Row) => void
  /** Room for the names left of the bars. */
  readonly labelWidth?: number
}

const rowHeight = 32
const margin = { top: 8, right: 16, bottom: 24 }

/**
 * One bar a row, largest first as given, names on the left, whole numbers along the bottom; a bar's hover text
 * says its name and number, and clicking it does `onRow`. For pointers only (the callers hide it and give the
 * same rows as a table).
 */
export function HorizontalBarChart<Row>({
  rows,
  rowKey,
  label,
  shortLabel = (text) => text,
  value,
  valueName,
  colour,
  onRow,
  labelWidth = 130,
}: HorizontalBarChartProps<Row>) {
  const [box, width] = useWidth<HTMLDivElement>(600)
  const height = margin.top + rows.length * rowHeight + margin.bottom
  const plotWidth = Math.max(1, width - labelWidth - margin.right)
  const ticks = niceTicks(Math.max(0, ...rows.map(value)))
  const top = ticks[ticks.length - 1] ?? 1
  const x = (v: number) => labelWidth + (v / top) * plotWidth
  const bottom = margin.top + rows.length * rowHeight

  return (
    <Box ref={box} h={height}>
      <svg width={width} height={height} role="presentation" data-chart="horizontal-bar">
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={x(tick)}
              x2={x(tick)}
              y1={margin.top}
              y2={bottom}
              stroke={chartStyle.grid}
              strokeDasharray="3 3"
            />
            <AxisLabel x={x(tick)} y={bottom + 16} side="middle">
              {tick.toLocaleString("en-US")}
            </AxisLabel>
          </g>
        ))}
        {rows.map((row, i) => {
          const middle = margin.top + rowHeight * (i + 0.5)
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: drawn for pointers; the table beneath holds the same links
            <g
              key={rowKey(row)}
              data-bar={label(row)}
              cursor={onRow ? "pointer" : undefined}
              onClick={onRow ? () => onRow(row) : undefined}
            >
              <title>{`${label(row)}: ${valueName} ${value(row).toLocaleString("en-US")}`}</title>
              <AxisLabel x={labelWidth - 6} y={middle} side="end">
                {shortLabel(label(row))}
              </AxisLabel>
              <rect
                x={labelWidth}
                y={middle - rowHeight * 0.35}
                width={Math.max(0, x(value(row)) - labelWidth)}
                height={rowHeight * 0.7}
                fill={colour}
              />
            </g>
          )
        })}
        <line x1={labelWidth} x2={labelWidth} y1={margin.top} y2={bottom} stroke={chartStyle.axis} />
      </svg>
    </Box>
  )
}
