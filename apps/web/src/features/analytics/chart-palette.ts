/**
 * Spec 02 §9: a palette of ten colours, one per slice of a top-10 pie, in slice order. Each holds at least
 * 3:1 against white (WCAG 1.4.11 for graphics; the unit test measures it) and neighbours differ in hue.
 */
export const chartPalette = [
  "#1c7ed6", // blue
  "#f76707", // orange
  "#2f9e44", // green
  "#ae3ec9", // grape
  "#e03131", // red
  "#0c8599", // cyan
  "#c77700", // amber
  "#6741d9", // violet
  "#c2255c", // pink
  "#5c940d", // lime
] as const

/** The colour of the empty 'No Results' pie. */
export const emptyChartColour = "#ced4da"
