import { Anchor, Button, Collapse, SimpleGrid, Stack } from "@mantine/core"
import { useDisclosure } from "@mantine/hooks"
import { useId, useMemo } from "react"
import { type DataColumn, DataTable } from "../../../ui/data-table/data-table"
import { monthLabel } from "../month-label"
import type { MonthPoint, TimelineChartSpec } from "../timeline-series"
import { TimelineChart } from "./timeline-chart"

export interface TimelineViewProps<Point extends MonthPoint> {
  /** The card's title: names the data table and its CSV. */
  readonly caption: string
  readonly charts: readonly TimelineChartSpec<Point>[]
  readonly points: readonly Point[]
  /** Opens the list behind a month (a bar, or the month's button in the table). */
  readonly onMonth?: (month: string) => void
  /** What a month's button is called for assistive technology: "Conversations in Mar 26". */
  readonly monthAction?: (label: string) => string
}

/** A timeline card's charts, and beneath them the same numbers as a sortable table, shown on request. */
export function TimelineView<Point extends MonthPoint>({
  caption,
  charts,
  points,
  onMonth,
  monthAction,
}: TimelineViewProps<Point>) {
  const [tableOpen, table] = useDisclosure(false)
  const tableId = useId()
  const columns = useMemo((): DataColumn<Point>[] => {
    const series = [
      ...new Map(charts.flatMap((chart) => chart.series).map((each) => [each.key, each])).values(),
    ]
    return [
      {
        id: "month",
        header: "Month",
        value: (point) => point.month,
        text: (point) => monthLabel(point.month),
        cell: onMonth
          ? (point) => (
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => onMonth(point.month)}
                aria-label={monthAction?.(monthLabel(point.month))}
              >
                {monthLabel(point.month)}
              </Anchor>
            )
          : undefined,
      },
      ...series.map(
        (each): DataColumn<Point> => ({
          id: each.key,
          header: each.name,
          value: (point) => Number(point[each.key]),
          numeric: true,
        }),
      ),
    ]
  }, [charts, onMonth, monthAction])
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: charts.length > 1 ? 2 : 1 }} spacing="lg">
        {charts.map((chart) => (
          <TimelineChart key={chart.title} chart={chart} points={points} onMonth={onMonth} />
        ))}
      </SimpleGrid>
      <div>
        <Button
          variant="default"
          size="xs"
          onClick={table.toggle}
          aria-expanded={tableOpen}
          aria-controls={tableId}
          // each card has one: the name says whose data it shows
          aria-label={`${tableOpen ? "Hide" : "Show"} the data: ${caption}`}
        >
          {tableOpen ? "Hide the data" : "Show the data"}
        </Button>
        <Collapse expanded={tableOpen} mt="sm" id={tableId}>
          <DataTable caption={caption} columns={columns} rows={points} rowKey={(point) => point.month} />
        </Collapse>
      </div>
    </Stack>
  )
}
