import type { Choice } from "../hooks/use-filter-choices"

/** How many results each option would give (`search.facets`); absent while the counts load. */
export type FacetCounts = ReadonlyMap<string, number>

/** The options, with any chosen id the list does not hold (yet) shown by its id rather than dropped. */
export const withChosen = (options: readonly Choice[], chosen: readonly string[]) => {
  const known = new Set(options.map((option) => option.value))
  return [...options, ...chosen.filter((id) => !known.has(id)).map((id) => ({ value: id, label: id }))]
}

/** The name a chosen id is shown by: its option's label, or the id while the list does not name it. */
export const labelOf = (options: readonly Choice[], id: string) =>
  options.find((option) => option.value === id)?.label ?? id

export interface FacetFieldProps {
  readonly label: string
  readonly options: readonly Choice[]
  readonly counts: FacetCounts | undefined
  /** The list could not be read: its dropdown says so (spec 02 §8 'Error loading data...'). */
  readonly optionsFailed: boolean
  /** The chosen ids could not be named: the field says which list failed. */
  readonly error?: string
}

export interface FacetMultiSelectProps extends FacetFieldProps {
  readonly value: readonly string[]
  readonly onChange: (ids: string[]) => void
  /** Options searched on the server as people type (NAICS); otherwise the list is filtered here. */
  readonly serverSearch?: {
    readonly value: string
    readonly onChange: (typed: string) => void
    readonly searching: boolean
    /** The list was scrolled near its end: the next page, if any. */
    readonly loadMore: () => void
  }
}

export interface FacetSelectProps extends FacetFieldProps {
  readonly value: string | undefined
  readonly onChange: (value: string | undefined) => void
}

/**
 * How the combobox takes over from its stand-in (facet-selects.tsx): the same input id (its label and
 * description stay bound), what was typed there, and whether to take the focus (and so open) because the
 * stand-in had it or was clicked.
 */
export interface TakeOver {
  readonly id: string
  readonly typed: string | undefined
  readonly focus: boolean
}
