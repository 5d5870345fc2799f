import { countries } from "@ignite/contracts/reference"
import { Select } from "@mantine/core"
import { clearedRegion } from "../listing-form"

const countryOptions = countries.map((country) => ({
  value: country.countryShortCode,
  label: country.countryName,
}))

/**
 * A country's regions as options. Many regions carry the literal short code "undefined" (spec 02 §3): their
 * name is the value then, so each option is distinct and means something when stored.
 */
export const regionOptionsOf = (countryCode: string) => {
  const country = countries.find((candidate) => candidate.countryShortCode === countryCode)
  const seen = new Set<string>()
  return (country?.regions ?? []).flatMap((region) => {
    const value = region.shortCode === "undefined" ? region.name : region.shortCode
    if (seen.has(value)) return []
    seen.add(value)
    return [{ value, label: region.name }]
  })
}

export interface CountryRegionSelectsProps {
  readonly country: string
  readonly region: string
  readonly onCountryChange: (country: string) => void
  readonly onRegionChange: (region: string) => void
  readonly onRegionBlur?: () => void
  readonly countryError?: string | undefined
  readonly regionError?: string | undefined
  readonly disabled?: boolean
}

/**
 * Country and state/province (spec 02 §5 "Required selects"): placeholders 'Select Country' and
 * 'Select State/Province'; changing the country clears the region; clearing the region sets -1.
 */
export function CountryRegionSelects({
  country,
  region,
  onCountryChange,
  onRegionChange,
  onRegionBlur,
  countryError,
  regionError,
  disabled = false,
}: CountryRegionSelectsProps) {
  const regions = regionOptionsOf(country)
  // A stored value the table does not list (an older registry import) stays visible and selectable.
  if (region && region !== clearedRegion && !regions.some((option) => option.value === region))
    regions.unshift({ value: region, label: region })
  return (
    <>
      <Select
        label="Country"
        placeholder="Select Country"
        required
        searchable
        disabled={disabled}
        data={countryOptions}
        value={country || null}
        onChange={(next) => {
          if (next === country) return
          onCountryChange(next ?? "")
          onRegionChange(clearedRegion)
        }}
        error={countryError}
        allowDeselect={false}
      />
      <Select
        label="State/Province"
        placeholder="Select State/Province"
        required
        searchable
        clearable
        disabled={disabled}
        data={regions}
        value={region && region !== clearedRegion ? region : null}
        onChange={(next) => onRegionChange(next ?? clearedRegion)}
        onBlur={onRegionBlur}
        error={regionError}
        nothingFoundMessage="No matches..."
      />
    </>
  )
}
