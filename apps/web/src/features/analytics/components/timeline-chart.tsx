import { Box, Stack, Title } from "@mantine/core"
import { CategoryChart } from "../../../ui/charts/components/category-chart"
import { monthLabel } from "../month-label"
import type { MonthPoint, TimelineChartSpec } from "../timeline-series"

export interface TimelineChartProps<Point extends MonthPoint> {
  readonly chart: TimelineChartSpec<Point>
  readonly points: readonly Point[]
  /** What clicking a month does (the Active Conversations card opens that month's conversations). */
  readonly onMonth?: (month: string) => void
}

/**
 * One timeline, months along the x-axis as "Mar 26" (spec 02 §9). Drawn for pointers only: the card's data
 * table says the same, and its month buttons do what a click on a month does.
 */
export function TimelineChart<Point extends MonthPoint>({
  chart,
  points,
  onMonth,
}: TimelineChartProps<Point>) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {chart.title}
      </Title>
      <Box aria-hidden w="100%">
        <CategoryChart
          kind={chart.kind}
          rows={points}
          label={(point) => monthLabel(point.month)}
          series={chart.series}
          value={(point, key) => Number(point[key as keyof Point]) || 0}
          height={260}
          onCategory={onMonth ? (point) => onMonth(point.month) : undefined}
        />
      </Box>
    </Stack>
  )
}
