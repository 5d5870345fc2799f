import {
  type ComboboxItem,
  type ComboboxLikeRenderOptionInput,
  Group,
  MultiSelect,
  Select,
  Text,
} from "@mantine/core"
import { useScrollLoad } from "../../../ui/paged-lookup/scroll-load"
import type { Choice } from "../hooks/use-filter-choices"
import { searchPageMessages } from "../messages"

const noMore = () => {}

/** How many results each option would give (`search.facets`); absent while the counts load. */
export type FacetCounts = ReadonlyMap<string, number>

/** The options, with any chosen id the list does not hold (yet) shown by its id rather than dropped. */
const withChosen = (options: readonly Choice[], chosen: readonly string[]) => {
  const known = new Set(options.map((option) => option.value))
  return [...options, ...chosen.filter((id) => !known.has(id)).map((id) => ({ value: id, label: id }))]
}

const optionWithCount =
  (counts: FacetCounts | undefined) =>
  ({ option }: ComboboxLikeRenderOptionInput<ComboboxItem>) => (
    <Group justify="space-between" wrap="nowrap" gap="xs" w="100%">
      <span>{option.label}</span>
      {counts && (
        <Text span size="xs" c="dimmed">
          ({(counts.get(option.value) ?? 0).toLocaleString("en-US")})
        </Text>
      )}
    </Group>
  )

interface FacetFieldProps {
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

/** A multi-select filter whose options show how many storefronts each would find. */
export function FacetMultiSelect({
  label,
  options,
  counts,
  optionsFailed,
  error,
  value,
  onChange,
  serverSearch,
}: FacetMultiSelectProps) {
  const scrollLoad = useScrollLoad(serverSearch?.loadMore ?? noMore)
  return (
    <MultiSelect
      label={label}
      placeholder={value.length === 0 ? "Any" : undefined}
      searchable
      clearable
      data={withChosen(options, value)}
      value={[...value]}
      onChange={onChange}
      renderOption={optionWithCount(counts)}
      error={error}
      nothingFoundMessage={
        optionsFailed
          ? searchPageMessages.optionsFailed
          : serverSearch?.searching
            ? "Searching..."
            : "No matches..."
      }
      {...(serverSearch
        ? {
            searchValue: serverSearch.value,
            onSearchChange: serverSearch.onChange,
            filter: ({ options }) => options,
            scrollAreaProps: scrollLoad,
          }
        : {})}
    />
  )
}

export interface FacetSelectProps extends FacetFieldProps {
  readonly value: string | undefined
  readonly onChange: (value: string | undefined) => void
}

/** A one-choice filter (a state, a phase) whose options show how many storefronts each would find. */
export function FacetSelect({
  label,
  options,
  counts,
  optionsFailed,
  error,
  value,
  onChange,
}: FacetSelectProps) {
  return (
    <Select
      label={label}
      placeholder="Any"
      searchable
      clearable
      data={withChosen(options, value ? [value] : [])}
      value={value ?? null}
      onChange={(next) => onChange(next ?? undefined)}
      renderOption={optionWithCount(counts)}
      error={error}
      nothingFoundMessage={optionsFailed ? searchPageMessages.optionsFailed : "No matches..."}
    />
  )
}
