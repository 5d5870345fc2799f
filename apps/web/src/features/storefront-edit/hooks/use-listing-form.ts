import type { FieldIssue } from "@ignite/contracts"
import { useForm } from "@mantine/form"
import { useRef } from "react"
import {
  addSocialRow,
  removeSocialRow,
  type SocialRow,
  updateSocialRow,
} from "../../../ui/profile-form/profile-form"
import { type ListingFormValues, placeListingIssues, validateListingForm } from "../listing-form"

const socialPath = (key: string) => `social.${key}`

/** The listing form's errors as @mantine/form keys them: fields by name, social rows as `social.<key>`. */
const flatten = (errors: ReturnType<typeof validateListingForm>) => ({
  ...errors.fields,
  ...Object.fromEntries(Object.entries(errors.social).map(([key, message]) => [socialPath(key), message])),
})

/**
 * The organisation/listing form's state on @mantine/form: a field's problem shows once it was left or a
 * submit was tried, and clears while it is edited. Rules are `validateListingForm`'s, which decode with
 * the server's contract. `hasLogo` is read at validation time (a logo may be chosen after the first render).
 */
export const useListingForm = (initial: ListingFormValues, hasLogo: () => boolean) => {
  const logoCheck = useRef(hasLogo)
  logoCheck.current = hasLogo
  const nextKey = useRef(0)
  const form = useForm<ListingFormValues>({
    mode: "controlled",
    initialValues: initial,
    validateInputOnBlur: true,
    validate: (values) => flatten(validateListingForm(values, { hasLogo: logoCheck.current() })),
  })
  const setSocial = (rows: readonly SocialRow[], clearedKey?: string) => {
    form.setFieldValue("socialAccounts", rows as SocialRow[])
    if (clearedKey) form.clearFieldError(socialPath(clearedKey))
  }
  const rows = () => form.getValues().socialAccounts
  return {
    form,
    socialError: (key: string) => form.errors[socialPath(key)] as string | undefined,
    touchSocial: (key: string) => form.validateField(socialPath(key) as never),
    addSocial: () => setSocial(addSocialRow(rows(), `new-${nextKey.current++}`)),
    removeSocial: (key: string) => setSocial(removeSocialRow(rows(), key), key),
    updateSocial: (key: string, change: Partial<Pick<SocialRow, "socialMediaTypeId" | "identifier">>) =>
      setSocial(updateSocialRow(rows(), key, change), key),
    /** The server's field problems under their fields; what fits no field is returned to be shown above. */
    showServerIssues: (issues: readonly FieldIssue[]): string[] => {
      const placed = placeListingIssues(issues, form.getValues())
      form.setErrors(flatten(placed))
      return placed.unplaced
    },
  }
}

export type ListingFormState = ReturnType<typeof useListingForm>
