/**
 * The award file SBIR.gov publishes (sbir.gov/awards, "Download all awards"): 42 columns, matched by name in
 * any order. Real exports differ in case, spacing and punctuation ("Number Employees" / "Number of
 * Employees", "Agency Tracking #"), so a header is compared by its words only, through the aliases below.
 */
export const sbirColumns = [
  "Company",
  "Award Title",
  "Agency",
  "Branch",
  "Phase",
  "Program",
  "Agency Tracking Number",
  "Contract",
  "Proposal Award Date",
  "Contract End Date",
  "Solicitation Number",
  "Solicitation Year",
  "Solicitation Close Date",
  "Proposal Receipt Date",
  "Date of Notification",
  "Topic Code",
  "Award Year",
  "Award Amount",
  "UEI",
  "Duns",
  "HUBZone Owned",
  "Socially and Economically Disadvantaged",
  "Woman Owned",
  "Number Employees",
  "Company Website",
  "Address1",
  "Address2",
  "City",
  "State",
  "Zip",
  "Abstract",
  "Contact Name",
  "Contact Title",
  "Contact Phone",
  "Contact Email",
  "PI Name",
  "PI Title",
  "PI Phone",
  "PI Email",
  "RI Name",
  "RI POC Name",
  "RI POC Phone",
] as const
export type SbirColumn = (typeof sbirColumns)[number]

/** Without these a row cannot become an award of a company. */
export const requiredSbirColumns = [
  "Company",
  "Award Title",
  "Agency",
  "UEI",
] as const satisfies readonly SbirColumn[]

/** "Number of Employees" -> "numberemployees": lower case, words only, filler words dropped. */
const wordsOf = (header: string) =>
  header
    .toLowerCase()
    .replace(/#/g, " number ")
    .replace(/\b(of|the)\b/g, " ")
    .replace(/[^a-z0-9]+/g, "")

const aliases: Readonly<Record<string, SbirColumn>> = {
  ...Object.fromEntries(sbirColumns.map((column) => [wordsOf(column), column])),
  [wordsOf("Number of Employees")]: "Number Employees",
  [wordsOf("Employees")]: "Number Employees",
  [wordsOf("Women Owned")]: "Woman Owned",
  [wordsOf("Address 1")]: "Address1",
  [wordsOf("Address 2")]: "Address2",
  [wordsOf("Zip Code")]: "Zip",
  [wordsOf("Company Name")]: "Company",
  [wordsOf("Contract Number")]: "Contract",
  [wordsOf("DUNS Number")]: "Duns",
  [wordsOf("Unique Entity ID")]: "UEI",
  [wordsOf("Research Institution Name")]: "RI Name",
}

export const sbirColumnOf = (header: string): SbirColumn | undefined => aliases[wordsOf(header)]

export interface SbirHeader {
  /** Column -> index in the row. */
  readonly indexOf: ReadonlyMap<SbirColumn, number>
  /** Required columns the file lacks: the file cannot be imported. */
  readonly missing: readonly SbirColumn[]
  /** Headers that name no known column (ignored, reported once). */
  readonly unknown: readonly string[]
}

export const readSbirHeader = (cells: readonly string[]): SbirHeader => {
  const indexOf = new Map<SbirColumn, number>()
  const unknown: string[] = []
  cells.forEach((cell, index) => {
    const column = sbirColumnOf(cell)
    if (column === undefined) {
      if (cell.trim() !== "") unknown.push(cell.trim())
    } else if (!indexOf.has(column)) indexOf.set(column, index)
  })
  return { indexOf, missing: requiredSbirColumns.filter((column) => !indexOf.has(column)), unknown }
}
