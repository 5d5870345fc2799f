import type { ListingView } from "@ignite/contracts"
import { listingMessages } from "@ignite/contracts/texts"
import { MultiSelect } from "@mantine/core"
import { useState } from "react"
import { useTRPC } from "../../../lib/trpc"
import { useFailureNotice } from "../../../ui/notifications/use-failure-notice"
import { useScrollLoad } from "../../../ui/paged-lookup/scroll-load"
import { usePagedLookup } from "../../../ui/paged-lookup/use-paged-lookup"

export interface NaicsCodesFieldProps {
  /** The listing as stored: names its own codes before the lookup has answered. */
  readonly listing: ListingView
  readonly value: readonly string[]
  readonly onChange: (ids: string[]) => void
  readonly error?: string
  readonly disabled: boolean
}

/**
 * The listing's NAICS codes. The edition is about 2,200 codes, too many for the browser's bundle: the server
 * searches them a page at a time as people type and scroll, and names the chosen ones by id.
 */
export function NaicsCodesField({ listing, value, onChange, error, disabled }: NaicsCodesFieldProps) {
  const trpc = useTRPC()
  const [typed, setTyped] = useState("")
  const naics = usePagedLookup((input) => trpc.reference.naicsCodesPage.queryOptions(input), typed, value)
  const scrollLoad = useScrollLoad(naics.loadMore)
  useFailureNotice(naics.failed || naics.restoreFailed, listingMessages.naicsCodesLoadFailed)
  const labels = new Map(listing.naicsCodes.map((code) => [code.id, `${code.code} - ${code.name}`]))
  for (const option of naics.options) labels.set(option.value, option.label)
  const shown = new Set(naics.options.map((option) => option.value))
  // the chosen codes stay among the options (a MultiSelect drops a value it has no option for)
  const data = [
    ...naics.options,
    ...value.filter((id) => !shown.has(id)).map((id) => ({ value: id, label: labels.get(id) ?? id })),
  ]
  return (
    <MultiSelect
      label="NAICS Codes"
      placeholder="Search NAICS codes"
      searchable
      disabled={disabled}
      data={data}
      value={[...value]}
      onChange={onChange}
      searchValue={typed}
      onSearchChange={setTyped}
      // the server searched already; the chosen codes outside this search are not offered again
      filter={({ options }) => options.filter((option) => "value" in option && naics.found.has(option.value))}
      scrollAreaProps={scrollLoad}
      error={error}
      nothingFoundMessage={
        naics.failed ? listingMessages.dropdownLoadFailed : naics.searching ? "Searching..." : "No matches..."
      }
    />
  )
}
