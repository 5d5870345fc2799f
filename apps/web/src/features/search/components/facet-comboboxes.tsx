import {
  type ComboboxItem,
  type ComboboxLikeRenderOptionInput,
  Group,
  MultiSelect,
  Select,
  Text,
} from "@mantine/core"
import { formatCount } from "../../../lib/format-count"
import { useFocusOnMount } from "../../../lib/load-on-use"
import { useScrollLoad } from "../../../ui/paged-lookup/scroll-load"
import { searchPageMessages } from "../messages"
import {
  type FacetCounts,
  type FacetMultiSelectProps,
  type FacetSelectProps,
  type TakeOver,
  withChosen,
} from "./facet-options"

// Mantine's comboboxes (Combobox, Popover, floating-ui, ScrollArea: ~40 kB gzip): this module loads when a
// filter's stand-in is first used (facet-selects.tsx), never with the search page.

const noMore = () => {}

const optionWithCount =
  (counts: FacetCounts | undefined) =>
  ({ option }: ComboboxLikeRenderOptionInput<ComboboxItem>) => (
    <Group justify="space-between" wrap="nowrap" gap="xs" w="100%">
      <span>{option.label}</span>
      {counts && (
        <Text span size="xs" c="dimmed">
          ({formatCount(counts.get(option.value) ?? 0)})
        </Text>
      )}
    </Group>
  )

/** A multi-select filter whose options show how many storefronts each would find. */
export function FacetMultiSelectCombobox({
  label,
  options,
  counts,
  optionsFailed,
  error,
  value,
  onChange,
  serverSearch,
  takeOver,
}: FacetMultiSelectProps & { readonly takeOver: TakeOver }) {
  const scrollLoad = useScrollLoad(serverSearch?.loadMore ?? noMore)
  // the focus opens the list (openOnFocus), as when the combobox itself is clicked or tabbed to
  const input = useFocusOnMount<HTMLInputElement>(takeOver.focus)
  return (
    <MultiSelect
      ref={input}
      id={takeOver.id}
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
        : { defaultSearchValue: takeOver.typed })}
    />
  )
}

/** A one-choice filter (a state, a phase) whose options show how many storefronts each would find. */
export function FacetSelectCombobox({
  label,
  options,
  counts,
  optionsFailed,
  error,
  value,
  onChange,
  takeOver,
}: FacetSelectProps & { readonly takeOver: TakeOver }) {
  // the focus opens the list (openOnFocus), as when the combobox itself is clicked or tabbed to
  const input = useFocusOnMount<HTMLInputElement>(takeOver.focus)
  return (
    <Select
      ref={input}
      id={takeOver.id}
      label={label}
      placeholder="Any"
      searchable
      clearable
      defaultSearchValue={takeOver.typed}
      data={withChosen(options, value ? [value] : [])}
      value={value ?? null}
      onChange={(next) => onChange(next ?? undefined)}
      renderOption={optionWithCount(counts)}
      error={error}
      nothingFoundMessage={optionsFailed ? searchPageMessages.optionsFailed : "No matches..."}
    />
  )
}
