import type { FieldIssue } from "@ignite/contracts"
import { govUserMessages, linesOfEffortLimits } from "@ignite/contracts/texts"
import { isBlankRichText, richTextPlainText } from "../../ui/rich-text/rich-text-text"

/**
 * The government part of a profile (spec 01 §5 "Profile (government)") as the /gov_user sign-up and Edit
 * Profile hold it: values, the browser's checks (the server decides again with the same messages), and what
 * the server is sent.
 */

/** A line of effort row: rows with an id exist on the server; removing one marks it destroyed. */
export interface LineRow {
  readonly key: string
  readonly id?: string
  readonly details: string
  readonly destroy: boolean
}

export interface GovProfileValues {
  readonly govUserOrganizationId: string
  readonly technologyTypeIds: readonly string[]
  readonly classificationIds: readonly string[]
  readonly lines: readonly LineRow[]
  /** The problem statement as the rich-text editor writes it (HTML; the server sanitizes it again). */
  readonly profileDetail: string
  readonly city: string
  readonly stateOrProvince: string
  readonly country: string
  readonly govEmployeeSinceYear: string
}

export type GovProfileField =
  | "govUserOrganizationId"
  | "technologyTypes"
  | "govUserClassifications"
  | "linesOfEffort"
  | "profileDetail"
  | "govEmployeeSinceYear"

let nextKey = 0
export const newLine = (details = ""): LineRow => ({ key: `new-${++nextKey}`, details, destroy: false })

export const emptyGovProfile = (): GovProfileValues => ({
  govUserOrganizationId: "",
  technologyTypeIds: [],
  classificationIds: [],
  lines: [newLine()],
  profileDetail: "",
  city: "",
  stateOrProvince: "",
  country: "US",
  govEmployeeSinceYear: "",
})

/** Lines still shown: removing a new line deletes it, removing an existing one marks it destroyed. */
export const visibleLines = (lines: readonly LineRow[]) => lines.filter((line) => !line.destroy)
export const removeLine = (lines: readonly LineRow[], key: string): LineRow[] =>
  lines.flatMap((line) => (line.key !== key ? [line] : line.id ? [{ ...line, destroy: true }] : []))
export const canAddLine = (lines: readonly LineRow[]) =>
  visibleLines(lines).length < linesOfEffortLimits.maxItems

/** The spec's hint: more than 20 words is better. */
export const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length

/** The browser's checks, with the server's messages; the year codes as spec 01 §5 names them. */
export const validateGovProfile = (
  values: GovProfileValues,
  currentYear = new Date().getFullYear(),
): Partial<Record<GovProfileField, string>> => {
  const errors: Partial<Record<GovProfileField, string>> = {}
  if (!values.govUserOrganizationId) errors.govUserOrganizationId = govUserMessages.organizationRequired
  if (values.technologyTypeIds.length === 0) errors.technologyTypes = govUserMessages.technologyTypeRequired
  if (values.classificationIds.length === 0)
    errors.govUserClassifications = govUserMessages.classificationRequired
  const kept = visibleLines(values.lines).filter((line) => line.details.trim() !== "")
  if (kept.length === 0) errors.linesOfEffort = govUserMessages.lineOfEffortRequired
  else if (kept.some((line) => line.details.trim().length > linesOfEffortLimits.maxLength))
    errors.linesOfEffort = govUserMessages.lineOfEffortTooLong
  else if (kept.length > linesOfEffortLimits.maxItems)
    errors.linesOfEffort = govUserMessages.linesOfEffortTooMany
  // measured as the server measures it: the words a reader sees, tags stripped
  if (richTextPlainText(values.profileDetail).length < 2)
    errors.profileDetail = govUserMessages.profileDetailTooShort
  const year = values.govEmployeeSinceYear.trim()
  if (year !== "") {
    if (!/^\d+$/.test(year)) errors.govEmployeeSinceYear = govUserMessages.notANumber
    else if (Number(year) < 1800 || Number(year) > currentYear)
      errors.govEmployeeSinceYear = govUserMessages.yearOutOfBounds(1800, currentYear)
  }
  return errors
}

/** What the server is sent: blank lines dropped, removed existing lines flagged, the year as a number. */
export const toGovProfileSubmission = (values: GovProfileValues) => ({
  govUserOrganizationId: values.govUserOrganizationId,
  technologyTypes: values.technologyTypeIds.map((id) => ({ id })),
  govUserClassifications: values.classificationIds.map((id) => ({ id })),
  linesOfEffort: values.lines.flatMap((line) =>
    line.destroy
      ? [{ id: line.id, details: line.details, destroy: true }]
      : line.details.trim() === ""
        ? []
        : [{ ...(line.id ? { id: line.id } : {}), details: line.details.trim() }],
  ),
  profileDetail: isBlankRichText(values.profileDetail) ? "" : values.profileDetail,
  city: values.city.trim() || null,
  stateOrProvince: values.stateOrProvince.trim() || null,
  country: values.country.trim() || null,
  govEmployeeSinceYear:
    values.govEmployeeSinceYear.trim() === "" ? null : Number(values.govEmployeeSinceYear.trim()),
})

/** The server's field problems of the government part, by field (under `user.` or the attributes object). */
export const govProfileErrorsOf = (
  issues: readonly FieldIssue[],
): Partial<Record<GovProfileField, string>> => {
  const errors: Partial<Record<GovProfileField, string>> = {}
  for (const issue of issues) {
    const path = issue.path.replace(/^user\./, "").replace(/^govUserExtendedDataAttributes\./, "")
    const field = path.split(".")[0] as GovProfileField
    if (
      [
        "govUserOrganizationId",
        "technologyTypes",
        "govUserClassifications",
        "linesOfEffort",
        "profileDetail",
        "govEmployeeSinceYear",
      ].includes(field)
    )
      errors[field] ??= issue.message
  }
  return errors
}

/** Edit Profile starts from the government profile as it stands. */
export const govProfileValuesOf = (user: {
  readonly technologyTypes: readonly { readonly id: string }[]
  readonly govUserExtendedData: {
    readonly govUserOrganizationId: string | null
    readonly govUserClassifications: readonly { readonly id: string }[]
    readonly linesOfEffort: readonly { readonly id: string; readonly details: string }[]
    readonly profileDetail: string | null
    readonly city: string | null
    readonly stateOrProvince: string | null
    readonly country: string | null
    readonly govEmployeeSinceYear: number | null
  }
}): GovProfileValues => {
  const data = user.govUserExtendedData
  return {
    govUserOrganizationId: data.govUserOrganizationId ?? "",
    technologyTypeIds: user.technologyTypes.map((type) => type.id),
    classificationIds: data.govUserClassifications.map((item) => item.id),
    lines:
      data.linesOfEffort.length > 0
        ? data.linesOfEffort.map((line) => ({
            key: line.id,
            id: line.id,
            details: line.details,
            destroy: false,
          }))
        : [newLine()],
    profileDetail: data.profileDetail ?? "",
    city: data.city ?? "",
    stateOrProvince: data.stateOrProvince ?? "",
    country: data.country ?? "",
    govEmployeeSinceYear: data.govEmployeeSinceYear === null ? "" : String(data.govEmployeeSinceYear),
  }
}
