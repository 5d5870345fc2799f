import { allCountries } from "country-region-data"

export interface CountryRegion {
  readonly name: string
  /**
   * The literal string "undefined" where the package has no ISO 3166-2 code yet (about 180 regions, as spec
   * 01 §3 says): kept as given, since forms and stored addresses already carry it.
   */
  readonly shortCode: string
}

export interface Country {
  readonly countryName: string
  readonly countryShortCode: string
  readonly regions: readonly CountryRegion[]
}

/**
 * Countries with their regions (spec 01 §3), from the maintained `country-region-data` package, in the shape
 * of its data.json: the package's ES module holds compact tuples, turned into objects once here.
 */
export const countries: readonly Country[] = allCountries.map(([countryName, countryShortCode, regions]) => ({
  countryName,
  countryShortCode,
  regions: regions.map(([name, shortCode]) => ({ name, shortCode })),
}))

/** Regions of the US the package lists that are not states: DC, the territories, the armed forces' codes. */
const notStates = new Set(["DC", "AS", "FM", "GU", "MH", "MP", "PW", "PR", "VI", "AA", "AE", "AP"])

/** The 50 US state codes (spec 01 §3), in the package's order (by state name). */
export const usStateCodes: readonly string[] = (
  countries.find((country) => country.countryShortCode === "US")?.regions ?? []
)
  .map((region) => region.shortCode)
  .filter((code) => !notStates.has(code))
