/** A line or a set of bars of a timeline chart: the point's field, its name in the legend, its colour. */
export interface TimelineSeries<Point> {
  readonly key: Extract<keyof Point, string>
  readonly name: string
  readonly colour: string
}

/** One chart of a timeline card: totals are lines, counts within a month bars. */
export interface TimelineChartSpec<Point> {
  readonly title: string
  readonly kind: "line" | "bar"
  readonly series: readonly TimelineSeries<Point>[]
}

/** A timeline's point: its month (`YYYY-MM`) and its numbers. */
export type MonthPoint = { readonly month: string }
