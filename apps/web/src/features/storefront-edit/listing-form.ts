import {
  decodeInput,
  type FieldIssue,
  isAppError,
  ListingFormInput,
  type ListingView,
  listingFormMessages,
} from "@ignite/contracts"
// the same social rows as the profile form: existing ones shorter than 2 are destroyed (spec 01 and 02 §5)
import {
  identifierLength,
  type SocialRow,
  socialAttributes,
  visibleSocialRows,
} from "../../ui/profile-form/profile-form"
import { richTextPlainText } from "../../ui/rich-text/rich-text-text"

/**
 * The organisation/listing form as pure data (spec 02 §5 "Organisation/listing form", "Listing submission"):
 * its values, what is wrong with them (the contract the server decodes with, so the browser shows the
 * message a 400 would carry), and the multipart body PATCH /current_user/listings/{id} is sent.
 */

export interface ListingFormValues {
  readonly name: string
  readonly tagLine: string
  readonly website: string
  readonly yearFounded: string
  readonly samCode: string
  readonly dunsCode: string
  readonly cageCode: string
  /** HTML from the rich-text editor. */
  readonly capabilityStatement: string
  readonly addressLine1: string
  readonly addressLine2: string
  readonly addressLine3: string
  readonly city: string
  readonly postalCode: string
  readonly stateOrProvince: string
  readonly country: string
  readonly pointOfContactId: string
  readonly naicsCodeIds: readonly string[]
  readonly productServiceCodeIds: readonly string[]
  readonly businessClassificationIds: readonly string[]
  readonly technologyTypeIds: readonly string[]
  readonly socialAccounts: readonly SocialRow[]
}

export type ListingFormField = Exclude<keyof ListingFormValues, "socialAccounts"> | "logo"

export interface ListingFormErrors {
  readonly fields: Partial<Record<ListingFormField, string>>
  /** By social row key. */
  readonly social: Readonly<Record<string, string>>
}

export const requiredMessage = "required"
/** Spec 02 §5: the country select's default. */
export const defaultCountry = "US"
/** Spec 02 §5: the region select's clearing value. */
export const clearedRegion = "-1"
export const minimumCapabilityStatement = 50

export const listingFormValuesOf = (listing: ListingView): ListingFormValues => ({
  name: listing.name,
  tagLine: listing.tagLine ?? "",
  website: listing.website ?? "",
  yearFounded: listing.yearFounded === null ? "" : String(listing.yearFounded),
  samCode: listing.samCode ?? "",
  dunsCode: listing.dunsCode ?? "",
  cageCode: listing.cageCode ?? "",
  capabilityStatement: listing.capabilityStatement ?? "",
  addressLine1: listing.addressLine1,
  addressLine2: listing.addressLine2,
  addressLine3: listing.addressLine3,
  city: listing.city,
  postalCode: listing.postalCode,
  stateOrProvince: listing.stateOrProvince,
  country: listing.country || defaultCountry,
  pointOfContactId: listing.pointOfContactId ?? "",
  naicsCodeIds: listing.naicsCodes.map((code) => code.id),
  productServiceCodeIds: listing.productServiceCodes.map((code) => code.id),
  businessClassificationIds: listing.businessClassifications.map((item) => item.id),
  technologyTypeIds: listing.technologyTypes.map((type) => type.id),
  socialAccounts: listing.socialMediaAccounts.map((account) => ({
    key: account.id,
    id: account.id,
    socialMediaTypeId: account.socialMediaTypeId,
    identifier: account.identifier,
    destroy: false,
  })),
})

const present = (text: string) => {
  const trimmed = text.trim()
  return trimmed ? trimmed : undefined
}

/**
 * The form as the contract's input (what the multipart fields decode to on the server): address lines 2
 * and 3 as empty strings when absent, SAM and DUNS codes only when present (spec 02 §5).
 */
export const toListingSubmission = (values: ListingFormValues) => {
  const samCode = present(values.samCode)
  const dunsCode = present(values.dunsCode)
  const cageCode = present(values.cageCode)
  return {
    name: values.name.trim(),
    tagLine: values.tagLine.trim(),
    website: values.website.trim(),
    yearFounded: values.yearFounded.trim(),
    ...(samCode ? { samCode } : {}),
    ...(dunsCode ? { dunsCode } : {}),
    ...(cageCode ? { cageCode } : {}),
    capabilityStatement: values.capabilityStatement,
    addressLine1: values.addressLine1.trim(),
    addressLine2: values.addressLine2.trim(),
    addressLine3: values.addressLine3.trim(),
    city: values.city.trim(),
    postalCode: values.postalCode.trim(),
    stateOrProvince: values.stateOrProvince === clearedRegion ? "" : values.stateOrProvince,
    country: values.country,
    pointOfContactId: values.pointOfContactId,
    naicsCodeIds: [...values.naicsCodeIds],
    productServiceCodeIds: [...values.productServiceCodeIds],
    businessClassificationIds: [...values.businessClassificationIds],
    technologyTypeIds: [...values.technologyTypeIds],
    socialMediaAccountsAttributes: socialAttributes(values.socialAccounts).map(({ attribute }) => attribute),
  }
}
export type ListingSubmission = ReturnType<typeof toListingSubmission>

/**
 * The multipart body under `listing[...]`: arrays as indexed fields (an empty list sends none, which the
 * server reads as empty), booleans as "true", the logo only when newly chosen.
 */
export const toListingFormData = (submission: ListingSubmission, logo: File | null): FormData => {
  const form = new FormData()
  const append = (name: string, value: unknown) => {
    if (value === undefined) return
    if (Array.isArray(value))
      value.forEach((item, index) => {
        append(`${name}[${index}]`, item)
      })
    else if (typeof value === "object" && value !== null)
      for (const [key, inner] of Object.entries(value)) append(`${name}[${key}]`, inner)
    else form.append(name, String(value))
  }
  for (const [key, value] of Object.entries(submission)) append(`listing[${key}]`, value)
  if (logo) form.append("listing[logo]", logo, logo.name)
  return form
}

const formFields: ReadonlySet<string> = new Set<ListingFormField>([
  "name",
  "tagLine",
  "website",
  "yearFounded",
  "samCode",
  "dunsCode",
  "cageCode",
  "capabilityStatement",
  "addressLine1",
  "addressLine2",
  "addressLine3",
  "city",
  "postalCode",
  "stateOrProvince",
  "country",
  "pointOfContactId",
  "naicsCodeIds",
  "productServiceCodeIds",
  "businessClassificationIds",
  "technologyTypeIds",
  "logo",
])

/**
 * Problems with paths of the submission (`yearFounded`, `listing.tagLine` from REST,
 * `socialMediaAccountsAttributes.1.identifier`) placed on the form; the rest is returned as unplaced.
 */
export const placeListingIssues = (issues: readonly FieldIssue[], values: ListingFormValues) => {
  const fields: Partial<Record<ListingFormField, string>> = {}
  const social: Record<string, string> = {}
  const unplaced: string[] = []
  const sent = socialAttributes(values.socialAccounts)
  for (const { path, message } of issues) {
    const [head, index] = path.replace(/^listing\./, "").split(".")
    const key = head === "socialMediaAccountsAttributes" ? sent[Number(index)]?.key : undefined
    if (head && formFields.has(head)) fields[head as ListingFormField] ??= message
    else if (key !== undefined) social[key] ??= message
    else unplaced.push(message)
  }
  return { fields, social, unplaced }
}

/** Everything wrong with the form, per field and per social row; empty when it may be saved. */
export const validateListingForm = (
  values: ListingFormValues,
  { hasLogo }: { readonly hasLogo: boolean },
): ListingFormErrors => {
  let issues: readonly FieldIssue[] = []
  try {
    decodeInput(ListingFormInput, toListingSubmission(values))
  } catch (error) {
    if (!isAppError(error)) throw error
    issues = error.details ?? []
  }
  const { fields, social } = placeListingIssues(issues, values)
  // Selects left empty say 'required' (spec 02 §5), whatever the id's own check would say.
  if (!values.pointOfContactId) fields.pointOfContactId = requiredMessage
  if (!values.stateOrProvince || values.stateOrProvince === clearedRegion)
    fields.stateOrProvince = requiredMessage
  if (!values.country) fields.country = requiredMessage
  if (richTextPlainText(values.capabilityStatement).length < minimumCapabilityStatement)
    fields.capabilityStatement = listingFormMessages.capabilityStatement
  if (!hasLogo) fields.logo = listingFormMessages.logoRequired
  // A new identifier of one character is refused; an existing one that short is removed instead.
  for (const row of visibleSocialRows(values.socialAccounts))
    if (!row.id && identifierLength(row) === 1) social[row.key] ??= listingFormMessages.minimumTwo
  return { fields, social }
}

export const hasListingErrors = (errors: ListingFormErrors) =>
  Object.keys(errors.fields).length > 0 || Object.keys(errors.social).length > 0
