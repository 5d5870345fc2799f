// The admin-kept lists (contracts/src/events/reference.ts), copied rather than imported: the route's search
// validation runs in the first bundle, and the contracts would bring effect's Schema into it. The unit test
// keeps the two in step.
export const referenceKinds = ["technologyTypes", "businessClassifications", "govUserOrganizations"] as const
export type ReferenceKind = (typeof referenceKinds)[number]

export const defaultReferenceKind: ReferenceKind = "technologyTypes"

export const isReferenceKind = (value: unknown): value is ReferenceKind =>
  (referenceKinds as readonly unknown[]).includes(value)

/** The lists whose items carry a long name and a category, and come a page at a time. */
export type OrganizationKind = "govUserOrganizations"
export const isOrganizationKind = (kind: ReferenceKind): kind is OrganizationKind =>
  kind === "govUserOrganizations"

export const referenceKindTitles: Record<ReferenceKind, string> = {
  technologyTypes: "Technology types",
  businessClassifications: "Business classifications",
  govUserOrganizations: "Organisations",
}

/** One new item of each list, as a sentence names it. */
export const aNewReferenceItem: Record<ReferenceKind, string> = {
  technologyTypes: "a technology type",
  businessClassifications: "a business classification",
  govUserOrganizations: "an organisation",
}
