import { normalizeUniqueEntityId, uniqueEntityIdPattern } from "@ignite/contracts"
import type { AwardFacts, RegistryProfile } from "@ignite/contracts/events"
import type { SbirColumn, SbirHeader } from "./columns"
import { amount, count, date, flag, longText, Problem, text, website, year } from "./values"

/** What one row says about the company: the registry entry and its storefront's public profile. */
export interface SbirCompany {
  readonly uniqueEntityId: string
  readonly name: string
  /** The registry's point of contact (claims are checked against it); empty when the row has none. */
  readonly contactEmail: string
  readonly profile: RegistryProfile
}

export interface SbirAward {
  readonly line: number
  readonly company: SbirCompany
  /** The source's own key of the award: agency and tracking number, else agency, contract and phase. */
  readonly sourceKey: string
  /** When the source said it (award date, else notification date, else the award year): newest wins. */
  readonly asOf: string
  readonly facts: AwardFacts
}

export interface SbirRejection {
  readonly line: number
  readonly reasons: readonly string[]
}

export const sbirSource = "sbir.gov"

const phases: Readonly<Record<string, string>> = {
  i: "Phase I",
  "1": "Phase I",
  ii: "Phase II",
  "2": "Phase II",
  iii: "Phase III",
  "3": "Phase III",
}
const phaseOf = (value: string | null) => {
  if (value === null) return null
  const key = value
    .toLowerCase()
    .replace(/^phase\s*/, "")
    .trim()
  return phases[key] ?? value
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Small Business always (every SBIR awardee is one); the rest from the registry's Y/N columns. */
const classificationColumns = [
  ["HUBZone Owned", "3"],
  ["Woman Owned", "4"],
  ["Socially and Economically Disadvantaged", "8"],
] as const

/** One data row -> an award of a company, or every reason it cannot be one. */
export const readSbirRow = (
  header: SbirHeader,
  cells: readonly string[],
  line: number,
): SbirAward | SbirRejection => {
  const cell = (column: SbirColumn) => {
    const index = header.indexOf.get(column)
    return index === undefined ? undefined : cells[index]
  }
  const reasons: string[] = []
  const read = <T>(column: SbirColumn, value: T | Problem): T | null => {
    if (value instanceof Problem) {
      reasons.push(`${column}: ${value.reason}`)
      return null
    }
    return value
  }

  const name = text(cell("Company"))
  if (name === null) reasons.push("Company: missing")
  const awardTitle = text(cell("Award Title"))
  if (awardTitle === null) reasons.push("Award Title: missing")
  const agency = text(cell("Agency"))
  if (agency === null) reasons.push("Agency: missing")
  const rawUei = text(cell("UEI"))
  const uniqueEntityId = rawUei === null ? null : normalizeUniqueEntityId(rawUei)
  if (uniqueEntityId === null) reasons.push("UEI: missing (the registry keys companies by UEI)")
  else if (!uniqueEntityIdPattern.test(uniqueEntityId))
    reasons.push(`UEI: "${rawUei}" is not a Unique Entity Id (12 letters and digits)`)
  const rawEmail = text(cell("Contact Email"))
  const contactEmail = rawEmail === null ? "" : rawEmail.toLowerCase()
  if (contactEmail !== "" && !emailPattern.test(contactEmail))
    reasons.push(`Contact Email: "${rawEmail}" is not an email address`)

  const agencyTrackingNumber = text(cell("Agency Tracking Number"))
  const contractNumber = text(cell("Contract"))
  const phase = phaseOf(text(cell("Phase")))
  const contractAwardDate = read("Proposal Award Date", date(cell("Proposal Award Date")))
  const contractEndDate = read("Contract End Date", date(cell("Contract End Date")))
  const notifiedOn = read("Date of Notification", date(cell("Date of Notification")))
  const awardYear = read("Award Year", year(cell("Award Year")))
  const solicitationYear = read("Solicitation Year", year(cell("Solicitation Year")))
  const awardAmount = read("Award Amount", amount(cell("Award Amount")))
  const numberOfEmployees = read("Number Employees", count(cell("Number Employees")))
  const site = read("Company Website", website(cell("Company Website")))
  const classifications = ["1"]
  for (const [column, id] of classificationColumns)
    if (read(column, flag(cell(column)))) classifications.push(id)

  if (agencyTrackingNumber === null && contractNumber === null)
    reasons.push("Agency Tracking Number and Contract: both missing (nothing identifies the award)")
  const asOf = contractAwardDate ?? notifiedOn ?? (awardYear === null ? null : `${awardYear}-01-01`)
  if (asOf === null && reasons.length === 0)
    reasons.push(
      "Proposal Award Date, Date of Notification and Award Year: all missing (the award has no date)",
    )

  if (
    reasons.length > 0 ||
    name === null ||
    awardTitle === null ||
    agency === null ||
    uniqueEntityId === null
  )
    return { line, reasons }

  const state = text(cell("State"))
  const key = (value: string) => value.toUpperCase()
  return {
    line,
    company: {
      uniqueEntityId,
      name,
      contactEmail,
      profile: {
        website: site,
        addressLine1: text(cell("Address1")) ?? "",
        addressLine2: text(cell("Address2")) ?? "",
        city: text(cell("City")) ?? "",
        stateOrProvince: state === null ? "" : state.toUpperCase(),
        postalCode: text(cell("Zip")) ?? "",
        country: "US",
        numberOfEmployees,
        businessClassificationIds: classifications,
      },
    },
    sourceKey:
      agencyTrackingNumber !== null
        ? `${key(agency)}|${key(agencyTrackingNumber)}`
        : `${key(agency)}|${key(contractNumber ?? "")}|${key(phase ?? "")}`,
    asOf: asOf ?? "",
    facts: {
      awardTitle,
      agency,
      branch: text(cell("Branch")),
      phase,
      program: text(cell("Program"))?.toUpperCase() ?? null,
      agencyTrackingNumber,
      contractNumber,
      contractAwardDate,
      contractEndDate,
      solicitationNumber: text(cell("Solicitation Number")),
      solicitationYear,
      topicCode: text(cell("Topic Code")),
      awardYear,
      awardAmount,
      state: state === null ? null : state.toUpperCase(),
      awardAbstract: longText(cell("Abstract")),
      piName: text(cell("PI Name")),
      piTitle: text(cell("PI Title")),
      piPhone: text(cell("PI Phone")),
      piEmail: text(cell("PI Email"))?.toLowerCase() ?? null,
      researchInstitutionName: text(cell("RI Name")),
      researchInstitutionPocName: text(cell("RI POC Name")),
      researchInstitutionPocPhone: text(cell("RI POC Phone")),
    },
  }
}

export const isSbirRejection = (result: SbirAward | SbirRejection): result is SbirRejection =>
  "reasons" in result
