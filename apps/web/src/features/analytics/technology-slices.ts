import type { TechnologyTypeStat } from "@ignite/contracts"
import { analyticsTopCount } from "@ignite/contracts/texts"
import { chartPalette } from "./chart-palette"

/** A slice of a technology-type pie: the type, its number, its colour. */
export interface TechnologySlice {
  readonly id: string
  readonly name: string
  readonly value: number
  readonly fill: string
}

/**
 * Spec 02 §9: a pie lists the top ten, largest first, and hides the types that count zero (all of them
 * hidden means the empty 'No Results' chart). Equal numbers keep a stable order, by name.
 */
export const topSlices = (
  rows: readonly TechnologyTypeStat[],
  count: (row: TechnologyTypeStat) => number,
): TechnologySlice[] =>
  rows
    .map((row) => ({ id: row.id, name: row.name, value: count(row) }))
    .filter((slice) => slice.value > 0)
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name))
    .slice(0, analyticsTopCount)
    .map((slice, index) => ({ ...slice, fill: chartPalette[index % chartPalette.length]! }))
