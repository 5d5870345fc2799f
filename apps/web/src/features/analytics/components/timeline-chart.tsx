import { Box, Stack, Title } from "@mantine/core"
import { useMemo } from "react"
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts"
import { monthLabel } from "../month-label"
import type { MonthPoint, TimelineChartSpec } from "../timeline-series"

export interface TimelineChartProps<Point extends MonthPoint> {
  readonly chart: TimelineChartSpec<Point>
  readonly points: readonly Point[]
  /** What clicking a month's bar does (the Active Conversations card opens that month's conversations). */
  readonly onMonth?: (month: string) => void
}

/**
 * One timeline, months along the x-axis as "Mar 26" (spec 02 §9). Drawn for pointers only: the card's data
 * table says the same, and its month buttons do what a bar click does.
 */
export function TimelineChart<Point extends MonthPoint>({
  chart,
  points,
  onMonth,
}: TimelineChartProps<Point>) {
  const data = useMemo(() => points.map((point) => ({ ...point, label: monthLabel(point.month) })), [points])
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
      <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
      <Tooltip />
      <Legend />
    </>
  )
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {chart.title}
      </Title>
      <Box aria-hidden w="100%" h={260}>
        {chart.kind === "line" ? (
          <LineChart
            responsive
            data={data}
            style={{ width: "100%", height: "100%" }}
            accessibilityLayer={false}
          >
            {axes}
            {chart.series.map((series) => (
              <Line
                key={series.key}
                dataKey={series.key}
                name={series.name}
                stroke={series.colour}
                strokeWidth={2}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        ) : (
          <BarChart
            responsive
            data={data}
            style={{ width: "100%", height: "100%" }}
            accessibilityLayer={false}
          >
            {axes}
            {chart.series.map((series) => (
              <Bar
                key={series.key}
                dataKey={series.key}
                name={series.name}
                fill={series.colour}
                isAnimationActive={false}
                cursor={onMonth ? "pointer" : undefined}
                onClick={onMonth ? (_bar, index) => data[index] && onMonth(data[index].month) : undefined}
              />
            ))}
          </BarChart>
        )}
      </Box>
    </Stack>
  )
}
