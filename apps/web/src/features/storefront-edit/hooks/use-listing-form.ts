import type { FieldIssue } from "@ignite/contracts"
import { useCallback, useRef, useState } from "react"
import { valueAt } from "../../../lib/form-paths"
import { type TextPath, useForm } from "../../../lib/use-form"
import { useRefusedFields } from "../../../lib/use-refused-fields"
import type { CroppedImage } from "../../../ui/image-upload/crop-image"
import {
  addSocialRow,
  removeSocialRow,
  type SocialRow,
  updateSocialRow,
} from "../../../ui/profile-form/profile-form"
import {
  type ListingFormErrors,
  type ListingFormField,
  type ListingFormValues,
  placeListingIssues,
  validateListingForm,
} from "../listing-form"

/** A problem's key on the listing form: a field by name (the logo too), a social row as `social.<key>`. */
export type ListingErrorKey = ListingFormField | `social.${string}`

const flatten = (errors: ListingFormErrors): Partial<Record<ListingErrorKey, string>> => ({
  ...errors.fields,
  ...Object.fromEntries(Object.entries(errors.social).map(([key, message]) => [`social.${key}`, message])),
})

/** The form's parts as its problems' keys name them: the values, the logo, social rows by key. */
const partsOf = (values: ListingFormValues, logo: CroppedImage | null) => ({
  ...values,
  logo,
  social: Object.fromEntries(values.socialAccounts.map((row) => [row.key, row])),
})
type ListingParts = ReturnType<typeof partsOf>

/** What a submit sends: the values and the newly chosen logo, if any. */
export interface ListingDraft {
  readonly values: ListingFormValues
  readonly logo: CroppedImage | null
}

/**
 * The organisation/listing form on the house form (lib/use-form): a field's problem shows once it was left
 * or a submit was tried. Rules are `validateListingForm`'s, which decode with the server's contract; the
 * logo is required unless the listing has one. The server's problems show under their fields (social rows
 * by key) while the field holds what was sent.
 */
export const useListingForm = (initial: ListingFormValues, hasStoredLogo: boolean) => {
  const [logo, setLogo] = useState<CroppedImage | null>(null)
  const hasLogo = hasStoredLogo || logo !== null
  const validate = useCallback(
    (values: ListingFormValues) => flatten(validateListingForm(values, { hasLogo })),
    [hasLogo],
  )
  const form = useForm(initial, validate)
  const refused = useRefusedFields<ListingParts, ListingErrorKey>()
  const nextKey = useRef(0)
  const parts = partsOf(form.values, logo)

  const errorOf = (key: ListingErrorKey) => form.errorOf(key) ?? refused.errorOf(key, valueAt(parts, key))
  const setSocial = (change: (rows: readonly SocialRow[]) => readonly SocialRow[]) =>
    form.setField("socialAccounts", change)

  return {
    values: form.values,
    /** A text field's props for a Mantine input. */
    field: (name: Extract<TextPath<ListingFormValues>, ListingFormField>) => ({
      ...form.field(name),
      error: errorOf(name),
    }),
    errorOf,
    setValues: form.setValues,
    setField: form.setField,
    touch: form.touch,
    logo,
    setLogo,
    socialError: (key: string) => errorOf(`social.${key}`),
    touchSocial: (key: string) => form.touch(`social.${key}`),
    addSocial: () => {
      const key = `new-${nextKey.current++}`
      setSocial((rows) => addSocialRow(rows, key))
    },
    removeSocial: (key: string) => setSocial((rows) => removeSocialRow(rows, key)),
    updateSocial: (key: string, change: Partial<Pick<SocialRow, "socialMediaTypeId" | "identifier">>) =>
      setSocial((rows) => updateSocialRow(rows, key, change)),
    onSubmit: (handle: (draft: ListingDraft) => void) => form.onSubmit((values) => handle({ values, logo })),
    /** The server's field problems under their fields; what fits no field is returned to be shown above. */
    showServerIssues: (issues: readonly FieldIssue[], sent: ListingDraft): string[] => {
      const placed = placeListingIssues(issues, sent.values)
      refused.refuse(partsOf(sent.values, sent.logo), flatten(placed))
      return placed.unplaced
    },
  }
}
