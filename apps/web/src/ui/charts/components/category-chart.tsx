import { Box, Paper, Text } from "@mantine/core"
import { useState } from "react"
import { chartStyle } from "../chart-style"
import { labelStride, niceTicks } from "../geometry"
import { useWidth } from "../use-width"
import { AxisLabel } from "./axis-label"
import { ChartLegend } from "./chart-legend"

export interface ChartSeries {
  readonly key: string
  readonly name: string
  readonly colour: string
}

export interface CategoryChartProps<Row> {
  /** Totals are lines; counts within a category, bars side by side. */
  readonly kind: "line" | "bar"
  readonly rows: readonly Row[]
  /** A row's label along the x-axis ("Mar 26"). */
  readonly label: (row: Row) => string
  readonly series: readonly ChartSeries[]
  readonly value: (row: Row, key: string) => number
  readonly height: number
  /** What clicking a category does; none: the chart only shows. */
  readonly onCategory?: (row: Row) => void
}

const margin = { top: 12, right: 12, bottom: 28, left: 44 }

/**
 * Categories along the x-axis (months), whole numbers up the y-axis, one line or one bar per series, the
 * legend beneath. Hovering a category shows its numbers; clicking it does `onCategory`. For pointers only
 * (the callers hide it from assistive technology and give the same numbers in a table).
 */
export function CategoryChart<Row>({
  kind,
  rows,
  label,
  series,
  value,
  height,
  onCategory,
}: CategoryChartProps<Row>) {
  const [box, width] = useWidth<HTMLDivElement>(600)
  const [hovered, setHovered] = useState<number>()
  const plotWidth = Math.max(1, width - margin.left - margin.right)
  const plotHeight = Math.max(1, height - margin.top - margin.bottom)
  const ticks = niceTicks(Math.max(0, ...rows.flatMap((row) => series.map((s) => value(row, s.key)))))
  const top = ticks[ticks.length - 1] ?? 1
  const y = (v: number) => margin.top + plotHeight - (v / top) * plotHeight
  const band = plotWidth / Math.max(1, rows.length)
  const centre = (i: number) => margin.left + band * (i + 0.5)
  const stride = labelStride(rows.length, plotWidth)
  const group = band * 0.7
  const barWidth = group / Math.max(1, series.length)
  const shown = hovered === undefined ? undefined : rows[hovered]

  return (
    <Box>
      <Box ref={box} pos="relative" h={height} onMouseLeave={() => setHovered(undefined)}>
        <svg width={width} height={height} role="presentation" data-chart={kind}>
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={margin.left}
                x2={margin.left + plotWidth}
                y1={y(tick)}
                y2={y(tick)}
                stroke={chartStyle.grid}
                strokeDasharray="3 3"
              />
              <AxisLabel x={margin.left - 6} y={y(tick)} side="end">
                {tick.toLocaleString("en-US")}
              </AxisLabel>
            </g>
          ))}
          {rows.map((row, i) =>
            i % stride === 0 ? (
              <AxisLabel key={label(row)} x={centre(i)} y={margin.top + plotHeight + 18} side="middle">
                {label(row)}
              </AxisLabel>
            ) : null,
          )}
          {hovered !== undefined && (
            <rect
              x={margin.left + band * hovered}
              y={margin.top}
              width={band}
              height={plotHeight}
              fill="#f1f3f5"
            />
          )}
          {kind === "bar"
            ? rows.map((row, i) =>
                series.map((s, k) => {
                  const v = value(row, s.key)
                  return (
                    <rect
                      key={`${label(row)}-${s.key}`}
                      data-bar={s.key}
                      x={centre(i) - group / 2 + k * barWidth}
                      y={y(v)}
                      width={Math.max(1, barWidth - 1)}
                      height={Math.max(0, margin.top + plotHeight - y(v))}
                      fill={s.colour}
                    />
                  )
                }),
              )
            : series.map((s) => (
                <g key={s.key} data-line={s.key}>
                  <path
                    d={rows
                      .map((row, i) => `${i ? "L" : "M"} ${centre(i)} ${y(value(row, s.key))}`)
                      .join(" ")}
                    fill="none"
                    stroke={s.colour}
                    strokeWidth={2}
                  />
                  {rows.map((row, i) => (
                    <circle key={label(row)} cx={centre(i)} cy={y(value(row, s.key))} r={3} fill={s.colour} />
                  ))}
                </g>
              ))}
          <line
            x1={margin.left}
            x2={margin.left + plotWidth}
            y1={margin.top + plotHeight}
            y2={margin.top + plotHeight}
            stroke={chartStyle.axis}
          />
          {rows.map((row, i) => (
            // one target per category, the whole height: a thin bar or a point is no pointer target
            // biome-ignore lint/a11y/noStaticElementInteractions: drawn for pointers; the card's table and month buttons serve keyboards
            <rect
              key={label(row)}
              data-category={label(row)}
              x={margin.left + band * i}
              y={margin.top}
              width={band}
              height={plotHeight}
              fill="transparent"
              cursor={onCategory ? "pointer" : undefined}
              onMouseEnter={() => setHovered(i)}
              onClick={onCategory ? () => onCategory(row) : undefined}
            />
          ))}
        </svg>
        {shown !== undefined && hovered !== undefined && (
          <Paper
            withBorder
            shadow="xs"
            p={6}
            pos="absolute"
            top={margin.top}
            left={Math.min(centre(hovered) + 12, Math.max(0, width - 160))}
            style={{ pointerEvents: "none", zIndex: 1 }}
          >
            <Text size="xs" fw={600}>
              {label(shown)}
            </Text>
            {series.map((s) => (
              <Text key={s.key} size="xs" c={s.colour}>
                {s.name}: {value(shown, s.key).toLocaleString("en-US")}
              </Text>
            ))}
          </Paper>
        )}
      </Box>
      <ChartLegend entries={series.map((s) => ({ name: s.name, colour: s.colour }))} />
    </Box>
  )
}
