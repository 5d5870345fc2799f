/**
 * The arithmetic of our charts, pure: axis ticks and pie sectors. The charts are small (a dozen months, ten
 * slices, ten bars), so a few functions draw them; a charting library weighed 120 kB gzip on the dashboard.
 */

/**
 * Whole-number ticks from 0 to a round top at or above `max`: steps of 1, 2 or 5 times a power of ten, about
 * `count` of them. Counts are whole, so a step is never below 1 (an all-zero chart still shows 0 and 1).
 */
export const niceTicks = (max: number, count = 5): number[] => {
  const top = Math.max(1, Math.ceil(max))
  const rough = top / Math.max(1, count - 1)
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power)
  const ticks: number[] = []
  for (let tick = 0; tick < top + step; tick += step) ticks.push(tick)
  return ticks
}

/** Which of `count` category labels to print in `width` pixels, about `spacing` apart: the first, then evenly. */
export const labelStride = (count: number, width: number, spacing = 48): number =>
  Math.max(1, Math.ceil((count * spacing) / Math.max(1, width)))

export interface Sector {
  readonly index: number
  readonly path: string
}

const point = (cx: number, cy: number, r: number, angle: number) =>
  `${(cx + r * Math.sin(angle)).toFixed(3)} ${(cy - r * Math.cos(angle)).toFixed(3)}`

/**
 * The SVG paths of a pie's sectors, clockwise from twelve o'clock, one per value (a zero value has none). A
 * value that is the whole pie is a full disc, which a single arc cannot draw: two half arcs.
 */
export const pieSectors = (values: readonly number[], cx: number, cy: number, r: number): Sector[] => {
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0)
  if (total <= 0) return []
  const sectors: Sector[] = []
  let start = 0
  values.forEach((value, index) => {
    if (value <= 0) return
    const sweep = (value / total) * 2 * Math.PI
    const end = start + sweep
    const path =
      sweep >= 2 * Math.PI - 1e-9
        ? `M ${point(cx, cy, r, 0)} A ${r} ${r} 0 1 1 ${point(cx, cy, r, Math.PI)} A ${r} ${r} 0 1 1 ${point(cx, cy, r, 0)} Z`
        : `M ${cx} ${cy} L ${point(cx, cy, r, start)} A ${r} ${r} 0 ${sweep > Math.PI ? 1 : 0} 1 ${point(cx, cy, r, end)} Z`
    sectors.push({ index, path })
    start = end
  })
  return sectors
}
